/**
 * A same-site path to go to after signing in, from an untrusted `next` parameter; null when it is
 * missing or could lead elsewhere (another origin, a protocol-relative URL, a backslash trick).
 */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || value.length > 500) return null;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  if (/[\u0000-\u001f\\]/.test(value)) return null;
  try {
    const url = new URL(value, "https://site.invalid");
    if (url.origin !== "https://site.invalid") return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
