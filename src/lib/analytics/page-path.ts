/**
 * Paths as people read them. The analytics store keeps paths as the browser sends them, so an
 * Arabic post is "/blog/%D8%A7…"; staff should see "/blog/التصيد-…" (and the post's title).
 */

/**
 * Decodes percent-escapes, sequence by sequence, so that a path cut short inside a character (the
 * store keeps 300 characters) or holding a stray "%" still reads well: what cannot be decoded is
 * kept as it was.
 */
export function decodePath(path: string): string {
  return path.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      // A run ending inside a character: decode what forms whole characters, keep the rest.
      for (let end = run.length - 3; end > 0; end -= 3) {
        try {
          return decodeURIComponent(run.slice(0, end)) + run.slice(end);
        } catch {
          // Shorter still.
        }
      }
      return run;
    }
  });
}

/** The post a public path shows, if it is a post's page: "/en/blog/some-post" → en, "some-post". */
export function postOfPath(path: string): { locale: "ar" | "en"; slug: string } | null {
  const match = /^\/(?:(en)\/)?blog\/([^/?#]+)\/?$/.exec(decodePath(path));
  if (!match?.[2]) return null;
  return { locale: match[1] === "en" ? "en" : "ar", slug: match[2].normalize("NFC") };
}

/**
 * A preview link's page (/preview/{signed token}, also under /en): what staff share with a reviewer
 * before a post is public. Not a visit of the site: analytics neither count nor list it.
 */
export const isPreviewPath = (path: string) => /^\/(?:en\/)?preview(?:\/|$)/.test(path);
