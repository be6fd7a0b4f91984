const BASE = "https://site.invalid";

/**
 * Characters a browser drops, folds or reads as a separator while it resolves a URL (C0 controls,
 * DEL, `\`, and whitespace that might be trimmed), and percent-encodings that some layer could
 * decode back into a separator or a dot (`%2F`, `%5C`, `%2E`, encoded controls, and `%25`, the
 * first step of a double encoding). None has a place in a path we send people back to.
 */
const FORBIDDEN = /[\u0000-\u0020\u007f-\u00a0\\\u1680\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff]/;
const FORBIDDEN_ENCODED = /%(?:2f|5c|2e|25|[01][0-9a-f]|7f)/i;

/**
 * A same-site path to go to after signing in, from an untrusted `next` parameter; null when it is
 * missing or could lead elsewhere (another origin, a protocol-relative URL, a backslash, dot-segment
 * or encoding trick).
 *
 * The answer is the path exactly as it was checked: the value is resolved as a browser would
 * resolve it (dot segments removed, characters encoded), and the resolved form must itself be a
 * single-slash path that resolves to itself. So whatever hop (Next.js, the browser, a proxy)
 * normalises it again, it stays on this site.
 */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || value.length > 500) return null;
  if (FORBIDDEN.test(value) || FORBIDDEN_ENCODED.test(value)) return null;
  const resolved = resolve(value);
  if (resolved === null || !isSingleSlashPath(resolved)) return null;
  // Stable: resolving what we return gives the same path again, on the same origin.
  return resolve(resolved) === resolved ? resolved : null;
}

function resolve(value: string): string | null {
  if (!isSingleSlashPath(value)) return null;
  try {
    const url = new URL(value, BASE);
    if (url.origin !== BASE) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** Starts with exactly one `/`, and the next character cannot make it protocol-relative. */
const isSingleSlashPath = (value: string) => value.startsWith("/") && !value.startsWith("//") && !/^\/[\\]/.test(value);

/**
 * The Location of a redirect the site sends from its list of redirects: an https address elsewhere,
 * or a path that stays on this site (checked as safeNextPath checks it); null for anything else,
 * which is then not sent at all. The dashboard saves only targets this accepts, so a stored row
 * that fails here (written before the rule, or by hand) is never followed.
 */
export function safeRedirectLocation(location: string): string | null {
  if (!/^https:\/\//i.test(location)) return safeNextPath(location);
  if (location.length > 500 || FORBIDDEN.test(location)) return null;
  try {
    const url = new URL(location);
    return url.protocol === "https:" && !url.username && !url.password ? url.toString() : null;
  } catch {
    return null;
  }
}
