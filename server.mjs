// The production server `npm start` runs: Next.js behind a plain Node HTTP server, the site's edge.
// It refuses malformed requests before the app sees them, records the real client address, answers
// for what pages found out while rendering (a 404 or a database outage, src/server/edge/
// answer-for-hints.mts), keeps a short page cache that obeys Cache-Control and every cache
// invalidation, and sends the build's scripts and styles as compressed at build time
// (src/server/edge/static-assets.mts). (Plain JavaScript: it runs as is; the .ts/.mts files it
// imports have erasable types only, which Node.js strips.)
// First: how the process uses memory (V8 and allocator settings; see the file).
import "./src/server/process-settings.mjs";
import { AsyncLocalStorage } from "node:async_hooks";
import { subscribe } from "node:diagnostics_channel";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import next from "next";
import { env } from "./src/env.ts";
import { CACHE_INVALIDATIONS_CHANNEL, RESPONSE_HINTS_CHANNEL } from "./src/lib/http/edge-channels.ts";
import { log } from "./src/lib/log.ts";
import cacheHandler, { followOtherInstances } from "./src/server/cache/handler.mts";
import { answerForHints } from "./src/server/edge/answer-for-hints.mts";
import { edgeCompression } from "./src/server/edge/compress.mts";
import { rawRefusal, refuseRequest } from "./src/server/edge/request-guard.mts";
import { createScriptPolicy, readIntegrityManifest } from "./src/server/edge/script-policy.mts";
import { createStaticAssets } from "./src/server/edge/static-assets.mts";
import { createPageCache } from "./src/server/page-cache.mts";

// The configuration as the build resolved it, as Next.js's own standalone server starts: loading
// next.config.ts again at every start compiled it with SWC and took 0.3 s of CPU (0.4 → 0.1 s
// for Next.js's loadConfig alone), a tenth of a cold start.
// Without a build, Next.js loads next.config.ts and says that there is no build.
const BUILT_CONFIG = ".next/required-server-files.json";
const builtConfig = existsSync(BUILT_CONFIG) ? JSON.parse(readFileSync(BUILT_CONFIG, "utf8")).config : undefined;
if (builtConfig) process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(builtConfig);
const app = next({ dev: false, hostname: env.HOST, port: env.PORT, conf: builtConfig });
const handle = app.getRequestHandler();
const pageCache = createPageCache({ ttlMs: env.PAGE_CACHE_TTL_MS });
// Between the page cache and answerForHints (src/server/edge/compress.mts).
const compress = edgeCompression();
// The build's scripts and styles, from the copies compressed once at build time (see the file).
const staticAssets = createStaticAssets(".next/static");

// Any invalidated cache tag, from a write here or on another instance: the page cache starts over.
subscribe(CACHE_INVALIDATIONS_CHANNEL, () => pageCache.clear());

/** The request being served, for the response hints that pages publish while rendering it. */
const requests = new AsyncLocalStorage();
subscribe(RESPONSE_HINTS_CHANNEL, (hint) => {
  const state = requests.getStore();
  if (state) Object.assign(state.hint, hint);
});

// Also opens the embedded database and adds its first admin (src/instrumentation.ts's register()).
await app.prepare();
// The build prerendered the pages with the demo site settings (it never opens the database): each
// is rendered again from the stored settings at its first request ("settings" is TAGS.settings).
await cacheHandler.updateTags(["settings"], { expire: 0 });
// Every public page's script policy lists the hashes of its own scripts (script-policy.mts).
const scriptPolicy = createScriptPolicy(readIntegrityManifest(".next"));
if (env.DATABASE_URL) {
  await followOtherInstances(env.DATABASE_URL, (level, message, fields) => log(level, message, fields));
}

const server = createServer((request, response) => {
  const refusal = refuseRequest(request.method, request.url);
  if (refusal) {
    log("info", "request refused", {
      method: request.method,
      url: request.url,
      status: refusal.status,
      reason: refusal.reason,
    });
    response.writeHead(refusal.status, refusal.headers);
    response.end(request.method === "HEAD" ? undefined : refusal.body);
    return;
  }
  // Next.js's internal headers are never taken from a client.
  for (const name of Object.keys(request.headers)) {
    if (name.startsWith("x-middleware-") || name.startsWith("x-invoke-")) delete request.headers[name];
  }
  // Append the connecting address to X-Forwarded-For. The app counts TRUSTED_PROXIES entries back
  // from the end, so a header the client made up is never taken for its address.
  const remote = request.socket.remoteAddress ?? "unknown";
  const forwarded = request.headers["x-forwarded-for"];
  request.headers["x-forwarded-for"] = forwarded ? `${forwarded}, ${remote}` : remote;
  if (staticAssets(request, response)) return;

  const state = { hint: {} };
  requests.run(state, () =>
    pageCache.handle(request, response, () =>
      compress(request, response, () => {
        // Installed after the page cache's capture, so the page cache only ever sees the final answer.
        answerForHints(
          request,
          response,
          state.hint,
          ({ status, statusMessage, replaced }) =>
            log(status >= 500 ? "warn" : "info", "error response", {
              method: request.method,
              url: request.url,
              status,
              statusMessage,
              replaced,
            }),
          scriptPolicy,
        );
        void handle(request, response);
      }),
    ),
  );
});
// An idle keep-alive connection stays open longer than nginx keeps its upstream connections (60 s)
// and than clients expect: when the server closes one first, a request sent at that moment is reset
// (ECONNRESET in a client, 502 from nginx). Node's default is 5 s.
server.keepAliveTimeout = 65_000;
server
  // CONNECT (a proxy tunnel) arrives as a bare socket: answered 405 like any other method.
  .on("connect", (request, socket) => {
    const refusal = refuseRequest(request.method, request.url);
    if (refusal) log("info", "request refused", { method: request.method, url: request.url, status: refusal.status });
    socket.end(refusal ? rawRefusal(refusal) : undefined);
  })
  .listen(env.PORT, env.HOST, () => {
    log("info", "ready", { url: `http://${env.HOST}:${env.PORT}`, site: env.SITE_URL });
  });
