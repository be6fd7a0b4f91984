import { isFixedPage } from "@/lib/routing/site-routes";
import { safeRedirectLocation } from "@/lib/safe-next";
import { splitLocalePath } from "@/lib/seo/urls";
import { z } from "./zod";

/**
 * A redirect as administrators add it at /dashboard/redirects, checked the same way in the browser
 * and on the server. Paths are kept decoded and without a trailing slash, so "/blog/%D9%85" and
 * "/blog/م/" are one path. Error messages are codes (messages: dashboard.redirects.errors.*).
 */
export const REDIRECT_PATH_MAX = 500;

/** Addresses that belong to the application and never answer with a redirect of this list. */
const RESERVED = /^\/(?:en(?:\/|$))?(?:api|_next|dashboard|login|uploads|preview|healthz|readyz)(?:\/|$)/;
const FORBIDDEN_CHARACTERS = /[\s\u0000-\u001F\u007F#]/;

/** A site path as it is matched: decoded, NFC, no trailing slash; null when it is not a path. */
export function normaliseRedirectPath(value: string): string | null {
  const raw = value.trim();
  if (!raw.startsWith("/") || raw.startsWith("//") || raw.includes("?")) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw).normalize("NFC");
  } catch {
    return null;
  }
  // Decoded first: "/%2F%2Fevil.example" is the protocol-relative "///evil.example" once decoded.
  if (decoded.startsWith("//") || FORBIDDEN_CHARACTERS.test(decoded) || decoded.includes("\\")) return null;
  const path = decoded.length > 1 ? decoded.replace(/\/+$/, "") : decoded;
  return path.length > 0 && path.length <= REDIRECT_PATH_MAX ? path : null;
}

/**
 * Where a redirect leads: a site path (a query allowed) or an https address elsewhere, and only a
 * target whose Location the site would send (safeRedirectLocation, the check every redirect of the
 * list passes on its way out).
 */
export function normaliseRedirectTarget(value: string): string | null {
  const target = redirectTarget(value.trim());
  return target !== null && safeRedirectLocation(locationOf(target)) !== null ? target : null;
}

function redirectTarget(raw: string): string | null {
  if (/^https:\/\//i.test(raw)) {
    try {
      const url = new URL(raw);
      return raw.length <= REDIRECT_PATH_MAX && !FORBIDDEN_CHARACTERS.test(raw) ? url.toString() : null;
    } catch {
      return null;
    }
  }
  const [path = "", query] = raw.split(/\?(.*)/s, 2);
  const normalised = normaliseRedirectPath(path);
  if (normalised === null) return null;
  if (query !== undefined && (FORBIDDEN_CHARACTERS.test(query) || query.length > REDIRECT_PATH_MAX)) return null;
  return query ? `${normalised}?${query}` : normalised;
}

/** A Location for a stored target: the path percent-encoded, a query and an address kept as they are. */
export function locationOf(target: string): string {
  if (/^https?:\/\//i.test(target)) return target;
  const split = target.indexOf("?");
  const path = split < 0 ? target : target.slice(0, split);
  const query = split < 0 ? "" : target.slice(split);
  return encodeURI(path) + query.replace(/[^\x21-\x7e]/g, (character) => encodeURIComponent(character));
}

/** Whether an address belongs to the application itself (the dashboard, the API, assets). */
export const isReservedPath = (path: string) => path === "/" || path === "/en" || RESERVED.test(path);

/**
 * The site's own files, served as they are without a page (the proxy's matcher lets them by:
 * src/proxy.ts), so a missing one never asks for a redirect. Under /en they are pages like any other.
 */
const SITE_FILES =
  /^\/(?:(?:brand|media|partners|solutions|tech-services|images|team|blog\/covers|blog\/inline)(?:\/|$)|(?:favicon\.ico|icon\.png|apple-icon\.png|og-default\.jpg|robots\.txt|manifest\.webmanifest|tracking-scripts\.js)$)/;
export const isSiteFile = (path: string) => SITE_FILES.test(path);

/**
 * Whether an address always has a page (/about, /en/services/seo, the feeds): a redirect is asked
 * for only where a page finds nothing (src/server/redirects/follow.ts), so one from here would never
 * be followed. Posts, topics and authors are not among them: their redirect works once they are gone.
 */
export const isAlwaysPage = (path: string) => {
  const { path: unprefixed } = splitLocalePath(path);
  return isFixedPage(unprefixed) || unprefixed === "/sitemap.xml" || unprefixed === "/feed.xml";
};

export const redirectInputSchema = z
  .object({
    from: z.string({ error: "from_required" }).trim().min(1, "from_required"),
    to: z.string({ error: "to_required" }).trim().min(1, "to_required"),
    permanent: z.boolean().default(true),
  })
  .transform((input, context) => {
    const from = normaliseRedirectPath(input.from);
    const to = normaliseRedirectTarget(input.to);
    if (from === null) context.addIssue({ code: "custom", path: ["from"], message: "from_invalid" });
    else if (isReservedPath(from)) context.addIssue({ code: "custom", path: ["from"], message: "from_reserved" });
    else if (isSiteFile(from)) context.addIssue({ code: "custom", path: ["from"], message: "from_site_file" });
    else if (isAlwaysPage(from)) context.addIssue({ code: "custom", path: ["from"], message: "from_is_page" });
    if (to === null) context.addIssue({ code: "custom", path: ["to"], message: "to_invalid" });
    else if (from !== null && to.split("?")[0] === from)
      context.addIssue({ code: "custom", path: ["to"], message: "same_path" });
    if (from === null || to === null) return z.NEVER;
    return { from, to, permanent: input.permanent };
  });

export type RedirectInput = z.input<typeof redirectInputSchema>;
export type ValidRedirectInput = z.output<typeof redirectInputSchema>;

/** Each field's first problem, as codes: what the form shows under the field. */
export function redirectFieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "from");
    fields[field] ??= issue.message;
  }
  return fields;
}
