/** Hosts whose players may appear in blog posts as video embeds. */
export const VIDEO_EMBED_HOSTS = [
  "https://www.youtube-nocookie.com",
  "https://www.youtube.com",
  "https://player.vimeo.com",
];

export type CspOptions = {
  /** Development needs eval for React's debugging; production never allows it. */
  development: boolean;
  /** Per-request nonce for pages rendered on demand (the signed-in area); absent for static pages. */
  nonce?: string;
  /** Extra origins the page may connect to or navigate forms to (an OpenID provider). */
  formActionOrigins?: string[];
};

/** The Content-Security-Policy header value. */
export function contentSecurityPolicy({ development, nonce, formActionOrigins = [] }: CspOptions): string {
  // Static pages cannot carry a per-request nonce, so they allow inline scripts from our own
  // HTML (Next.js's bootstrap data); nothing user-written is ever rendered as a script.
  const scripts = nonce ? [`'self'`, `'nonce-${nonce}'`, `'strict-dynamic'`] : [`'self'`, `'unsafe-inline'`];
  if (development) scripts.push(`'unsafe-eval'`);
  const directives: Record<string, string[]> = {
    "default-src": [`'self'`],
    "script-src": scripts,
    "style-src": [`'self'`, `'unsafe-inline'`],
    "img-src": [`'self'`, "data:", "blob:", "https:"],
    "font-src": [`'self'`, "data:"],
    "media-src": [`'self'`, "blob:"],
    "connect-src": [`'self'`],
    "frame-src": VIDEO_EMBED_HOSTS,
    "frame-ancestors": [`'none'`],
    "base-uri": [`'self'`],
    "form-action": [`'self'`, ...formActionOrigins],
    "object-src": [`'none'`],
    "manifest-src": [`'self'`],
    "worker-src": [`'self'`, "blob:"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/**
 * The policy for responses the proxy does not handle (API answers, uploads, public files, the
 * 404 page for unknown file names). Pages get contentSecurityPolicy() from the proxy instead.
 *
 * Free of ":" on purpose: Next.js compiles any next.config header value containing a colon as a
 * path template on every request, which cost about 4% of the server's time per page view.
 */
export const RESOURCE_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join("; ");

/** Headers sent with every response. */
export function securityHeaders(): Array<{ key: string; value: string }> {
  return [
    { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    {
      key: "Permissions-Policy",
      value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=(), interest-cohort=()",
    },
    { key: "X-Frame-Options", value: "DENY" },
    // Keeps the sign-in popup able to close itself after the provider round trip.
    { key: "Cross-Origin-Opener-Policy", value: "same-origin-allow-popups" },
  ];
}
