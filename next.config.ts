import path from "node:path";
import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
// Read and checked once: a bad setting stops the build and the server with a clear message.
import "./src/env";
import { RESOURCE_CONTENT_SECURITY_POLICY, securityHeaders } from "./src/lib/security/headers";

/** Public assets that change only with a deploy: cache them for a week. */
const LONG_LIVED_ASSETS = [
  "/brand/:path*",
  "/media/:path*",
  "/partners/:path*",
  "/tech-services/:path*",
  "/solutions/:path*",
  "/images/:path*",
  "/team/:path*",
];

const nextConfig: NextConfig = {
  // Public pages are cached whole, their data with 'use cache', and invalidated by tag after every
  // write (docs/architecture.md, "Caching and invalidation").
  cacheComponents: true,
  // Off: with Partial Prefetching every page rendered per request (posts, listings) carried its
  // whole RSC payload twice in the HTML, the second copy for the client's prefetch cache (post
  // page: 230 KB of HTML instead of 149 KB, and a render took 60 % longer). Links here do not
  // prefetch anyway (src/components/ui/locale-link.tsx).
  partialPrefetching: false,
  // [locale] is the root layout (so next-intl reads it through next/root-params): the 404 of
  // addresses outside it is app/global-not-found.tsx.
  experimental: {
    globalNotFound: true,
    // Pages made at request time are kept in memory only (bounded by cacheMaxMemorySize): addresses
    // made up by anyone can never fill the disk (turned on, every made-up /services/… address was
    // written under .next/server: tests/e2e/hostile.spec.ts). The price: Next.js 16 keeps optimised
    // images only on that disk or in a cacheHandler: see cacheHandler below.
    isrFlushToDisk: false,
    // Every script the HTML names carries an integrity hash, which the front server lists in the
    // page's Content-Security-Policy ('strict-dynamic' with hashes: front/page-finish.mts).
    sri: { algorithm: "sha256" },
    // The dashboard's writes are Server Actions that carry the JSON API's body (src/server/actions):
    // room for the largest, a post (BODY_LIMITS.posts, 2 MB), and the action's envelope around it.
    // Each route still applies its own, smaller limit.
    serverActions: { bodySizeLimit: "3mb" },
  },
  // Shares tag invalidations between instances through PostgreSQL (see the file).
  cacheHandlers: { default: path.resolve("src/server/cache/handler.mts") },
  poweredByHeader: false,
  // Hashing each page for an ETag took a tenth of the server's time per request (a JavaScript hash
  // over ~100 KB of HTML).
  generateEtags: false,
  // The front server compresses (front/compression.mts): it reads a page whole to finish its script
  // policy, and compresses each content once. Without it (next dev), nothing is compressed.
  compress: false,
  reactStrictMode: true,
  images: {
    formats: ["image/avif", "image/webp"],
    qualities: [60, 75, 85],
    // Widths for the srcset of full-width and responsive images: each width is written into every
    // srcset, in the HTML and again in its React payload (a card's srcset was 7 URLs, ~1 KB). 828
    // covers a 2x phone, 1200 a 3x phone and 1920 a wide screen; Next's default also has 750, 1080,
    // 2048 and 3840, and 384 among the fixed sizes below, which only halved the steps between them.
    deviceSizes: [640, 828, 1200, 1920],
    imageSizes: [16, 32, 48, 64, 96, 128, 256],
    // Optimised images are kept in memory by cacheHandler (src/server/cache/incremental.mts).
    customCacheHandler: true,
  },
  // Next.js's own page cache, and an in-memory cache of optimised images (see the file).
  cacheHandler: path.resolve("src/server/cache/incremental.mts"),
  serverExternalPackages: ["@electric-sql/pglite", "sharp"],
  // `npm test` typechecks the whole project (tsc --noEmit); the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders() },
      {
        // Pages get their full policy from the proxy, which replaces this one. Routes that send a
        // policy of their own are left out, or this would replace it: uploads (default-src 'none';
        // sandbox) and the sign-in popup's callback page (its script runs with a nonce).
        source: "/:path((?!uploads/|api/_auth/oidc/).*)",
        headers: [{ key: "Content-Security-Policy", value: RESOURCE_CONTENT_SECURITY_POLICY }],
      },
      ...LONG_LIVED_ASSETS.map((source) => ({
        source,
        headers: [{ key: "Cache-Control", value: "public, max-age=604800, stale-while-revalidate=86400" }],
      })),
    ];
  },
};

export default createNextIntlPlugin("./src/i18n/request.ts")(nextConfig);
