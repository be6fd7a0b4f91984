// The production server `npm start` runs: Next.js behind a plain Node HTTP server, so that the
// client address the app sees cannot be chosen by the client. (Plain JavaScript: it runs as is.)
import { createServer } from "node:http";
import next from "next";
import { createPageCache } from "./src/server/page-cache.mts";

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? "localhost";

const app = next({ dev: false, hostname, port });
// Whole public pages, answered from memory for a moment (src/server/page-cache.mts). Post writes
// clear it through this global (src/server/posts/stamp-cache.ts). PAGE_CACHE_TTL_MS=0 turns it off.
const pageCacheTtl = Number(process.env.PAGE_CACHE_TTL_MS || 2000);
if (!Number.isInteger(pageCacheTtl) || pageCacheTtl < 0) {
  console.error(
    `PAGE_CACHE_TTL_MS must be a whole number of milliseconds (0 turns the cache off), not "${process.env.PAGE_CACHE_TTL_MS}".`,
  );
  process.exit(1);
}
const pageCache = createPageCache({ ttlMs: pageCacheTtl });
globalThis[Symbol.for("asas.page-cache")] = pageCache;
const handle = app.getRequestHandler();
await app.prepare();

createServer((request, response) => {
  // Append the connecting address to X-Forwarded-For. The app counts TRUSTED_PROXIES entries back
  // from the end, so a header the client made up is never taken for its address.
  const remote = request.socket.remoteAddress ?? "unknown";
  const forwarded = request.headers["x-forwarded-for"];
  request.headers["x-forwarded-for"] = forwarded ? `${forwarded}, ${remote}` : remote;
  if (pageCache.handle(request, response)) return;
  void handle(request, response);
}).listen(port, hostname, () => {
  console.log(`› Ready on http://${hostname}:${port}`);
});
