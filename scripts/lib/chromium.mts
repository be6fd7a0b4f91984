/**
 * Debian's Chromium and the flags every launch of it uses: the end-to-end tests (Playwright), the
 * benchmark's page weights and Lighthouse. Plain TypeScript with erasable types only, so that
 * bench/lib/lighthouse-runner.mjs, run by Node itself, imports it too.
 */
export const CHROMIUM_PATH = "/usr/bin/chromium";

/** No sandbox (containers), no GPU, no QUIC, and none of the browser's own background traffic. */
export const CHROMIUM_FLAGS: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];
