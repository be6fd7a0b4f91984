export type NotFoundReason = "unknown" | "invalid-params" | "post";

/**
 * The status messages of the error catalogue (docs/decisions.md, decision 39). They are technical messages, kept
 * verbatim; the page around them is translated.
 */
export function notFoundMessage(reason: NotFoundReason, path: string): string {
  switch (reason) {
    case "unknown":
      return `Page not found: ${path}`;
    case "invalid-params":
      return `Page Not Found: ${path}`;
    case "post":
      return "Failed to fetch posts";
  }
}
