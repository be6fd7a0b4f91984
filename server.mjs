// The production server (`npm start`): the front server around Next.js, as one list of steps read
// top to bottom (docs/architecture.md, "Request path"). Plain JavaScript, run as it is; the .mts and
// .ts files it imports have erasable types only, which Node.js strips.
//
// 1. guard the request (front/request-guard.mts), 2. answer a build file from its precompressed
// copy (front/build-files.mts), 3. let Next.js answer, into a response that finishes and compresses
// what it writes (front/site-response.mts, front/finish-answer.mts), 4. count what the dashboard
// shows of the answers (front/answer-counts.mts).
import "./front/process-settings.mjs";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import next from "next";
import { env } from "./src/env.ts";
import { log } from "./src/lib/log.ts";
import cacheHandler, { followOtherInstances } from "./src/server/cache/handler.mts";
import { TAGS } from "./src/server/cache/tags.ts";
import { createAnswerCounts } from "./front/answer-counts.mts";
import { createBuildFiles } from "./front/build-files.mts";
import { createCompressor } from "./front/compression.mts";
import { asksForRsc, finishAnswer } from "./front/finish-answer.mts";
import { createPageFinisher, readIntegrityManifest } from "./front/page-finish.mts";
import { guardedRequest, rawRefusal, refuseRequest } from "./front/request-guard.mts";
import { createSiteResponse } from "./front/site-response.mts";

// The configuration as the build resolved it, as Next.js's standalone server starts (compiling
// next.config.ts again would cost a tenth of a cold start). Without a build, Next.js says so.
const BUILT_CONFIG = ".next/required-server-files.json";
const builtConfig = existsSync(BUILT_CONFIG) ? JSON.parse(readFileSync(BUILT_CONFIG, "utf8")).config : undefined;
if (builtConfig) process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(builtConfig);
const app = next({ dev: false, hostname: env.HOST, port: env.PORT, conf: builtConfig });
const handle = app.getRequestHandler();

// Also opens the embedded database and adds its first admin (src/instrumentation.ts's register()).
await app.prepare();
// The build prerenders pages without the database (the demo settings, no posts): each is rendered
// again from the database at its first request.
await cacheHandler.updateTags([TAGS.settings, TAGS.build], { expire: 0 });
if (env.DATABASE_URL) await followOtherInstances(env.DATABASE_URL, log);

const answerBuildFile = createBuildFiles(".next/static");
const finishPage = createPageFinisher({
  integrity: readIntegrityManifest(".next"),
  scriptsAfterPaint: env.SCRIPTS_AFTER_PAINT,
});
// 4. count the 404s and redirects the dashboard shows (front/answer-counts.mts).
const answers = createAnswerCounts({
  send: async (counts) => {
    const answer = await fetch(`http://${env.HOST}:${env.PORT}/api/internal/answers`, {
      method: "POST",
      headers: { origin: new URL(env.SITE_URL).origin, "content-type": "application/json" },
      body: JSON.stringify({ counts }),
    }).catch((error) => ({ ok: false, status: String(error) }));
    if (!answer.ok) log("warn", "the counts of 404s and redirects were not recorded", { status: answer.status });
  },
});
const SiteResponse = createSiteResponse({
  finish: (answer, request) => finishAnswer(answer, request.url ?? "/", finishPage, rscRequests.has(request)),
  compress: createCompressor(),
  sent: (request, status) => {
    answers.answered(request, status);
    if (status < 400) return;
    const path = (request.url ?? "/").split("?", 1)[0];
    log(status >= 500 ? "warn" : "info", "error response", { method: request.method, path, status });
  },
});

// Read as the request arrives: Next.js deletes its RSC header from the request while it answers.
const rscRequests = new WeakSet();

const server = createServer({ ServerResponse: SiteResponse }, (request, response) => {
  const refusal = refuseRequest(request.method, request.url);
  if (refusal) {
    const path = (request.url ?? "/").split("?", 1)[0];
    log("info", "request refused", { method: request.method, path, status: refusal.status, reason: refusal.reason });
    response.writeHead(refusal.status, refusal.headers).end(request.method === "HEAD" ? undefined : refusal.body);
    return;
  }
  if (answerBuildFile(request, response)) return;
  if (asksForRsc(request.headers)) rscRequests.add(request);
  void handle(guardedRequest(request), response);
});
// An idle keep-alive connection stays open longer than nginx keeps its upstream connections (60 s):
// when the server closes one first, a request sent at that moment is reset. Node's default is 5 s.
server.keepAliveTimeout = 65_000;
server
  // CONNECT (a proxy tunnel) arrives as a bare socket: answered 405 like any other method.
  .on("connect", (request, socket) => {
    const refusal = refuseRequest(request.method, request.url);
    socket.end(refusal ? rawRefusal(refusal) : undefined);
  })
  .listen(env.PORT, env.HOST, () =>
    log("info", "ready", { url: `http://${env.HOST}:${env.PORT}`, site: env.SITE_URL }),
  );
