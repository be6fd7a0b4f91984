import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { RESOURCE_CONTENT_SECURITY_POLICY, securityHeaders } from "./src/lib/security/headers";

/** Public assets that change only with a deploy: cache them for a week. */
const LONG_LIVED_ASSETS = [
  "/brand/:path*",
  "/media/:path*",
  "/partners/:path*",
  "/tech-services/:path*",
  "/solutions/:path*",
  "/images/:path*",
];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Hashing each page for an ETag took a tenth of the server's time per request (a JavaScript hash
  // over ~100 KB of HTML). Pages are revalidated by their stamps instead (see src/proxy.ts).
  generateEtags: false,
  reactStrictMode: true,
  images: {
    formats: ["image/avif", "image/webp"],
    qualities: [60, 75, 85],
  },
  serverExternalPackages: ["@electric-sql/pglite", "sharp"],
  // `npm test` typechecks the whole project (tsc --noEmit); the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  async headers() {
    return [
      {
        source: "/:path*",
        // Pages get their full policy from the proxy, which replaces this one.
        headers: [...securityHeaders(), { key: "Content-Security-Policy", value: RESOURCE_CONTENT_SECURITY_POLICY }],
      },
      ...LONG_LIVED_ASSETS.map((source) => ({
        source,
        headers: [{ key: "Cache-Control", value: "public, max-age=604800, stale-while-revalidate=86400" }],
      })),
    ];
  },
};

export default createNextIntlPlugin("./src/i18n/request.ts")(nextConfig);
