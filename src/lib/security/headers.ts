/** Hosts whose players may appear in blog posts as video embeds. */
export const VIDEO_EMBED_HOSTS = [
  "https://www.youtube-nocookie.com",
  "https://www.youtube.com",
  "https://player.vimeo.com",
];

export type CspOptions = {
  /** Development needs eval for React's debugging; production never allows it. */
  development: boolean;
  /** Per-request nonce for pages rendered on demand (the signed-in area); absent for shared pages. */
  nonce?: string;
  /** Extra origins the page may connect to or navigate forms to (an OpenID provider). */
  formActionOrigins?: string[];
};

/**
 * The Content-Security-Policy header value of a page. No script runs without a nonce or a hash:
 * - the signed-in area, rendered per request for one person, gets a per-request nonce;
 * - every other page is shared by caches, so the edge lists the hashes of the page's own scripts
 *   when the page is complete (withScriptSources, front/page-finish.mts).
 * 'strict-dynamic' lets those scripts load the rest of the app; 'self' only matters to browsers
 * older than CSP 3, which ignore 'strict-dynamic'.
 */
export function contentSecurityPolicy({ development, nonce, formActionOrigins = [] }: CspOptions): string {
  const scripts = [`'self'`, ...(nonce ? [`'nonce-${nonce}'`] : []), `'strict-dynamic'`];
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

/** The script-src directive of a policy, as its list of sources. */
function scriptSourcesOf(policy: string): string[] | null {
  const directive = policy
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith("script-src "));
  return directive ? directive.split(/\s+/).slice(1) : null;
}

/** Whether a page's policy waits for the edge to list its scripts' hashes (no nonce of its own). */
export function wantsScriptHashes(policy: string): boolean {
  const sources = scriptSourcesOf(policy);
  return (
    sources !== null && sources.includes(`'strict-dynamic'`) && !sources.some((source) => source.startsWith("'nonce-"))
  );
}

/** The policy with these sources (`'sha256-…'`) added to its script-src directive. */
export function withScriptSources(policy: string, sources: string[]): string {
  if (sources.length === 0) return policy;
  return policy
    .split(";")
    .map((part) => {
      const directive = part.trim();
      return directive.startsWith("script-src ") ? `${directive} ${sources.join(" ")}` : directive;
    })
    .join("; ");
}

/**
 * The policy for responses the proxy does not handle (API answers, uploads, public files, the
 * edge's error documents for them): no script at all, inline styles for the error documents.
 *
 * Free of ":" on purpose: Next.js compiles any next.config header value containing a colon as a
 * path template on every request, which cost about 4% of the server's time per page view.
 */
export const RESOURCE_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'none'",
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
