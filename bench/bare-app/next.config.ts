import type { NextConfig } from "next";

// The framework's own floor for the bench (bench/lib/bare-app.ts): Next.js as the site runs it
// (Cache Components without Partial Prefetching), with nothing of the site's own.
const config: NextConfig = {
  cacheComponents: true,

  poweredByHeader: false,
  // Three files the bench builds and measures; nothing there to check at each build.
  typescript: { ignoreBuildErrors: true },
};

export default config;
