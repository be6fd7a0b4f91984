/**
 * `npm run bench [-- --check] [-- --quick]`: builds the production site if needed, serves it on an
 * empty data folder with the demo content, and measures throughput and latency, Lighthouse,
 * shipped JavaScript and CSS, Delta rendering, cold start, memory, and writes under load.
 * Writes bench/results/latest.{md,json} (and a dated copy). With --check, exits 1 when a budget
 * is missed.
 */
import "../scripts/lib/load-env";
import { execFileSync } from "node:child_process";
import { request as httpRequest } from "node:http";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { measureRenderDelta } from "../src/lib/delta/benchmark";
import { ensureBuild } from "../scripts/lib/build";
import { ensureDebianTools } from "../scripts/lib/debian";
import { startSiteCache } from "../scripts/lib/nginx";
import { run } from "../scripts/lib/process";
import { E2E_BASE_URL, E2E_PORT } from "../tests/e2e/support/constants";
import { measurePageAssets, namedJavaScriptBrotli, type PageAssets } from "./lib/assets";
import { bareMiss, bodyOf, buildBareApp, startBareApp } from "./lib/bare-app";
import { lighthouseMedian, type LighthouseResult } from "./lib/lighthouse";
import { postsAfterSave, type FreshPostsResult } from "./lib/fresh-posts";
import { BROWSER_HEADERS, measureLoad, startNginxLimit, type LoadResult } from "./lib/load";
import { madeUpAddresses, type MadeUpResult } from "./lib/made-up";
import { BENCH_ADMIN, BENCH_DATA_DIR, benchServerEnv, startServer, type RunningServer } from "./lib/server";
import { writesUnderLoad, type WritesResult } from "./lib/writes";

const ROOT = path.resolve(import.meta.dirname, "..");
const args = new Set(process.argv.slice(2));
const check = args.has("--check");
const quick = args.has("--quick");

// The benchmark shares the end-to-end tests' build (same site URL), so it cannot run beside them.
const PORT = E2E_PORT;
const SITE_URL = E2E_BASE_URL;

/** The budgets of `--check`. */
export const BUDGETS = {
  /** Performance: the median of the runs, and the least any single run may score. */
  lighthouse: { performance: 100, performanceEveryRun: 95, accessibility: 100, bestPractices: 100, seo: 100 },
  lcpMs: 1500,
  tbtMs: 100,
  /** JavaScript a public page names, beyond what the bare Next.js app's page names (Brotli 11). */
  javaScriptOverBareBytes: 15 * 1024,
  /** The Arabic and English home pages' HTML, uncompressed. */
  homeHtmlBytes: 100 * 1024,
  /** An empty data folder to the first successful page. */
  coldStartMs: 3000,
  /** The server's peak resident memory under load, with the embedded database. */
  peakRssMiB: 600,
  cls: 0,
  /** A cached public page's CPU per request, as a multiple of the bare app's prerendered page. */
  cachedPageCpuOverBare: 1.5,
  /** A post read right after its save (a miss), p50 at one connection, over the bare app's dynamic render. */
  missOverBareDynamic: 2,
  /** Anonymous pages through nginx with deploy/nginx.conf, as a share of nginx sending the same bytes. */
  throughNginxShare: 0.7,
} as const;

/** The single process's anonymous public pages, whose CPU per request is held to the bare app's. */
const CACHED_PAGE_ROWS = ["Home (Arabic)", "Home (English)", "Service page", "Blog listing", "Blog post"];

type Results = {
  machine: { os: string; cpus: string; cores: number; memoryGiB: number; node: string };
  commit: string;
  date: string;
  load: LoadResult[];
  nginxLimit: LoadResult;
  bare: {
    staticPage: LoadResult[];
    dynamicPage: LoadResult;
    miss: { p50: number; p90: number; visible: number };
    javaScript: { bytes: number; files: number };
  };
  throughNginx: Array<{ row: LoadResult; limit: LoadResult }>;
  freshPosts: FreshPostsResult;
  freshPost: FreshPostsResult;
  lighthouse: LighthouseResult[];
  assets: Array<PageAssets & { namedJsBrotli: number }>;
  deltaRender: ReturnType<typeof measureRenderDelta>;
  coldStart: { prepareDatabaseMs: number; serverToFirstResponseMs: number; totalMs: number };
  memory: { peakRssMiB: number };
  writes: WritesResult;
  madeUp: MadeUpResult;
  budgets: Array<{ budget: string; value: string; ok: boolean }>;
};

function commit(): string {
  try {
    const sha = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT, encoding: "utf8" }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain"], { cwd: ROOT, encoding: "utf8" }).trim()
      ? "-dirty"
      : "";
    return `${sha}${dirty}`;
  } catch {
    return "unknown";
  }
}

async function firstPostSlug(base: string, locale: "ar" | "en"): Promise<string> {
  const body = (await (await fetch(`${base}/api/public/posts?locale=${locale}&page=1`)).json()) as {
    posts: Array<{ slug: string }>;
  };
  const slug = body.posts[0]?.slug;
  if (!slug) throw new Error(`No ${locale} post to measure`);
  return slug;
}

/** A response exactly as sent (compressed), for the nginx limit to serve the same bytes. */
function rawAnswer(
  url: string,
  headers: Record<string, string>,
): Promise<{ body: Buffer; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        if (response.headers["content-encoding"] !== "gzip") reject(new Error(`${url} was not sent gzip-compressed`));
        const sent = Object.entries(response.headers).map(([name, value]) => [
          name,
          Array.isArray(value) ? value.join(", ") : String(value ?? ""),
        ]);
        resolve({ body: Buffer.concat(chunks), headers: Object.fromEntries(sent) });
      });
    })
      .on("error", reject)
      .end();
  });
}

/** The mean of several runs of one row (interleaved with the rows it is compared with). */
function meanOf(runs: LoadResult[]): LoadResult {
  const mean = (pick: (row: LoadResult) => number) =>
    Math.round((runs.reduce((sum, row) => sum + pick(row), 0) / runs.length) * 1000) / 1000;
  const first = runs[0]!;
  return {
    ...first,
    requestsPerSecond: Math.round(mean((row) => row.requestsPerSecond)),
    latency: {
      p50: mean((row) => row.latency.p50),
      p90: mean((row) => row.latency.p90),
      p97_5: mean((row) => row.latency.p97_5),
      p99: mean((row) => row.latency.p99),
      max: Math.max(...runs.map((row) => row.latency.max)),
    },
    requests: runs.reduce((sum, row) => sum + row.requests, 0),
    errors: runs.reduce((sum, row) => sum + row.errors, 0),
    timeouts: runs.reduce((sum, row) => sum + row.timeouts, 0),
    non2xx: runs.reduce((sum, row) => sum + row.non2xx, 0),
    ...(first.cpuMsPerRequest !== undefined ? { cpuMsPerRequest: mean((row) => row.cpuMsPerRequest ?? 0) } : {}),
  };
}

async function main() {
  const log = (message: string) => console.log(`› ${message}`);
  await ensureDebianTools(["chromium", "nginx", "wrk"]);
  await ensureBuild(SITE_URL, { ...process.env, NODE_ENV: "production" });

  // Cold start on an empty data folder: database preparation, then the server to its first answer.
  rmSync(BENCH_DATA_DIR, { recursive: true, force: true });
  const env = benchServerEnv(SITE_URL);
  const prepareStarted = performance.now();
  await run("tsx", ["--conditions=react-server", "scripts/db-prepare.ts"], { env, stdio: "ignore" });
  const prepareDatabaseMs = Math.round(performance.now() - prepareStarted);
  const server = await startServer(PORT, env);
  const coldStart = {
    prepareDatabaseMs,
    serverToFirstResponseMs: Math.round(server.startupMs),
    totalMs: Math.round(prepareDatabaseMs + server.startupMs),
  };
  log(`Cold start: ${coldStart.totalMs} ms`);

  let bareServer: RunningServer | null = null;
  try {
    const base = server.url;
    const englishPost = await firstPostSlug(base, "en");
    const arabicPost = await firstPostSlug(base, "ar");
    const postAddress = `/en/blog/${englishPost}`;
    const pages = [
      { name: "Home (Arabic)", path: "/", language: "ar" as const },
      { name: "Home (English)", path: "/en", language: "en" as const },
      { name: "Service page (Arabic)", path: "/services/network-security", language: "ar" as const },
      { name: "Service page (English)", path: "/en/services/erp", language: "en" as const },
      { name: "Blog listing (Arabic)", path: "/blog", language: "ar" as const },
      { name: "Blog listing (English)", path: "/en/blog", language: "en" as const },
      { name: "Blog post (Arabic)", path: `/blog/${encodeURIComponent(arabicPost)}`, language: "ar" as const },
      { name: "Blog post (English)", path: postAddress, language: "en" as const },
      { name: "About (Arabic)", path: "/about", language: "ar" as const },
      { name: "About (English)", path: "/en/about", language: "en" as const },
      { name: "Contact (Arabic)", path: "/contact", language: "ar" as const },
      { name: "Contact (English)", path: "/en/contact", language: "en" as const },
      { name: "Topic (Arabic)", path: "/blog/topics/cybersecurity", language: "ar" as const },
      { name: "Topic (English)", path: "/en/blog/topics/cybersecurity", language: "en" as const },
    ];

    // The framework's floor: a bare Next.js app of the same versions serving the same post body.
    log("The bare Next.js app: building it with the post page's body");
    const postHtml = await (await fetch(`${base}${postAddress}`, { headers: BROWSER_HEADERS })).text();
    await buildBareApp(bodyOf(postHtml));
    bareServer = await startBareApp(PORT + 31);
    const bare = bareServer;

    const seconds = quick ? 4 : 8;
    const loadOptions = { connections: 50, durationSeconds: seconds, warmupSeconds: quick ? 1 : 2 };
    const home = await rawAnswer(`${base}/`, BROWSER_HEADERS);
    const nginx = await startNginxLimit({
      prefix: path.join(BENCH_DATA_DIR, "nginx"),
      port: PORT + 30,
      gzipBody: home.body,
      headers: home.headers,
      workers: 1,
    });
    log(`Load: nginx gzip_static, the Arabic home page's ${home.body.length} gzip bytes and its headers`);
    const nginxLimit = await measureLoad(
      "nginx gzip_static (one worker), the same bytes as the Arabic home page",
      `${nginx.url}/`,
      loadOptions,
    );
    await nginx.stop();

    // Each row of the site interleaved with the bare app's prerendered page, so that both see the
    // same machine: the CPU per request of each is what the budget compares.
    const targets: Array<[name: string, path: string, connections?: number]> = [
      ["Home (Arabic)", "/"],
      ["Home (English)", "/en"],
      ["Service page", "/en/services/erp"],
      ["Blog listing", "/en/blog"],
      ["Blog post", postAddress],
      ["Blog post", postAddress, 1],
      ["Public post API", `/api/public/posts/${englishPost}`],
      ["Tracking script", "/tracking-scripts.js"],
    ];
    const rounds = quick ? 1 : 2;
    const load: LoadResult[] = [];
    const bareStatic: LoadResult[] = [];
    for (const connections of [50, 1]) {
      const bareRuns: LoadResult[] = [];
      for (const [name, target, rowConnections = 50] of targets) {
        if (rowConnections !== connections) continue;
        log(`Load: ${name}, ${connections} connection(s), with the bare app's page between`);
        const runs: LoadResult[] = [];
        for (let round = 0; round < rounds; round++) {
          runs.push(await measureLoad(name, `${base}${target}`, { ...loadOptions, connections, pid: server.pid }));
          bareRuns.push(
            await measureLoad("Bare Next.js, the post page's body prerendered", `${bare.url}/static`, {
              ...loadOptions,
              connections,
              pid: bare.pid,
            }),
          );
        }
        const row = meanOf(runs);
        load.push({
          ...row,
          ratioToNginx: Math.round((row.requestsPerSecond / Math.max(1, nginxLimit.requestsPerSecond)) * 100) / 100,
        });
      }
      bareStatic.push(meanOf(bareRuns));
    }
    log("Load: the bare app's page rendered for every request, 1 connection");
    const bareDynamic = await measureLoad(
      "Bare Next.js, the post page's body rendered per request",
      `${bare.url}/dynamic`,
      {
        ...loadOptions,
        connections: 1,
        pid: bare.pid,
      },
    );

    log("The bare app's page made again after its tag was invalidated, one at a time");
    const bareMade = await bareMiss(bare.url, quick ? 10 : 40);

    // The shipped topology past one process: nginx with deploy/nginx.conf in front of the server,
    // against nginx sending the same page's bytes from a file with as many workers.
    const throughNginx: Results["throughNginx"] = [];
    const front = await startSiteCache({
      prefix: path.join(BENCH_DATA_DIR, "nginx-deploy"),
      port: PORT + 32,
      upstreams: [new URL(base).host],
    });
    try {
      for (const [name, target] of [
        ["Home (Arabic)", "/"],
        ["Blog post", postAddress],
      ] as const) {
        const sent = await rawAnswer(`${front.url}${target}`, BROWSER_HEADERS);
        const limitServer = await startNginxLimit({
          prefix: path.join(BENCH_DATA_DIR, "nginx-limit"),
          port: PORT + 33,
          gzipBody: sent.body,
          headers: sent.headers,
          workers: "auto",
        });
        try {
          for (const connections of [1, 50]) {
            log(`Load: ${name} through nginx, ${connections} connection(s)`);
            const row = await measureLoad(`${name} through nginx (deploy/nginx.conf)`, `${front.url}${target}`, {
              ...loadOptions,
              connections,
            });
            const limit = await measureLoad(`nginx sending the same bytes from a file`, `${limitServer.url}/`, {
              ...loadOptions,
              connections,
            });
            throughNginx.push({ row, limit });
          }
        } finally {
          await limitServer.stop();
        }
      }
    } finally {
      await front.stop();
    }

    log("A post right after its save: one editor, then 10 editors at once");
    const freshPost = await postsAfterSave(base, BENCH_ADMIN, { connections: 1, savesPerConnection: quick ? 10 : 40 });
    const freshPosts = await postsAfterSave(base, BENCH_ADMIN, { connections: 10, savesPerConnection: quick ? 5 : 20 });
    const memory = { peakRssMiB: Math.round(server.peakRssBytes() / 1024 / 1024) };

    log("Writes under load");
    const writes = await writesUnderLoad(base, BENCH_ADMIN, {
      leads: quick ? 25 : 100,
      posts: quick ? 4 : 10,
      savesPerPost: 5,
      readSeconds: quick ? 4 : 8,
    });

    log("Made-up addresses, each asked once");
    const madeUp = await madeUpAddresses(base, server.pid, {
      total: quick ? 6000 : 30_000,
      connections: 4,
      every: quick ? 1000 : 2000,
    });

    log("JavaScript and CSS per page");
    const measured = await measurePageAssets(
      pages.map((page) => ({ name: page.name, url: `${base}${page.path}`, language: page.language })),
    );
    const assets: Results["assets"] = [];
    for (const [index, asset] of measured.entries())
      assets.push({ ...asset, namedJsBrotli: (await namedJavaScriptBrotli(asset.url, pages[index]!.language)).bytes });
    const bareJavaScript = await namedJavaScriptBrotli(`${bare.url}/static`);

    // The median of three runs per page (one with --quick).
    const lighthouse: LighthouseResult[] = [];
    for (const page of quick ? pages.slice(0, 2) : pages) {
      log(`Lighthouse: ${page.name}`);
      lighthouse.push(
        await lighthouseMedian(page.name, `${base}${page.path}`, page.language, quick ? 1 : 3, (reason) =>
          log(`  a run could not be scored: ${reason}`),
        ),
      );
    }

    log("Delta rendering");
    const deltaRender = measureRenderDelta(5000, 50);

    const bareFor = (connections: number) => bareStatic.find((row) => row.connections === connections);
    const homePages = assets.filter((asset) => asset.name.startsWith("Home"));
    const budgets = [
      ...lighthouse.flatMap((result) => [
        {
          budget: `Lighthouse performance ≥ ${BUDGETS.lighthouse.performance} (median), ≥ ${BUDGETS.lighthouse.performanceEveryRun} (every run): ${result.name}`,
          value: `${result.scores.performance} (runs ${(result.runs ?? [result.scores.performance]).join(", ")})`,
          ok:
            result.scores.performance >= BUDGETS.lighthouse.performance &&
            (result.runs ?? [result.scores.performance]).every((run) => run >= BUDGETS.lighthouse.performanceEveryRun),
        },
        {
          budget: `Lighthouse accessibility, best practices, SEO = 100: ${result.name}`,
          value: `${result.scores.accessibility} / ${result.scores.bestPractices} / ${result.scores.seo}`,
          ok: result.scores.accessibility >= 100 && result.scores.bestPractices >= 100 && result.scores.seo >= 100,
        },
        {
          budget: `LCP ≤ ${BUDGETS.lcpMs / 1000} s, TBT ≤ ${BUDGETS.tbtMs} ms: ${result.name}`,
          value: `${(result.lcpMs / 1000).toFixed(2)} s, ${Math.round(result.tbtMs)} ms`,
          ok: result.lcpMs <= BUDGETS.lcpMs && result.tbtMs <= BUDGETS.tbtMs,
        },
        { budget: `CLS = 0: ${result.name}`, value: String(result.cls), ok: result.cls <= BUDGETS.cls },
      ]),
      ...assets.map((asset) => ({
        budget: `JavaScript named by the page ≤ the bare app's (${kb(bareJavaScript.bytes)}) + ${BUDGETS.javaScriptOverBareBytes / 1024} KB, Brotli 11: ${asset.name}`,
        value: kb(asset.namedJsBrotli),
        ok: asset.namedJsBrotli <= bareJavaScript.bytes + BUDGETS.javaScriptOverBareBytes,
      })),
      ...homePages.map((asset) => ({
        budget: `HTML ≤ ${BUDGETS.homeHtmlBytes / 1024} KB uncompressed: ${asset.name}`,
        value: kb(asset.htmlBytes),
        ok: asset.htmlBytes <= BUDGETS.homeHtmlBytes,
      })),
      {
        budget: `Cold start on an empty data folder ≤ ${BUDGETS.coldStartMs / 1000} s`,
        value: `${(coldStart.totalMs / 1000).toFixed(1)} s`,
        ok: coldStart.totalMs <= BUDGETS.coldStartMs,
      },
      {
        budget: `Peak server memory under load ≤ ${BUDGETS.peakRssMiB} MiB`,
        value: `${memory.peakRssMiB} MiB`,
        ok: memory.peakRssMiB <= BUDGETS.peakRssMiB,
      },
      ...[...load, ...throughNginx.map(({ row }) => row)].map((result) => ({
        budget: `No errors or non-2xx under load: ${result.name}, ${result.connections} connection(s)`,
        value: `${result.errors} errors, ${result.non2xx} non-2xx`,
        ok: result.errors === 0 && result.non2xx === 0 && result.timeouts === 0,
      })),
      ...load
        .filter((result) => CACHED_PAGE_ROWS.includes(result.name))
        .map((result) => {
          const floor = bareFor(result.connections)?.cpuMsPerRequest ?? 0;
          const ratio = floor > 0 ? (result.cpuMsPerRequest ?? Infinity) / floor : Infinity;
          return {
            budget: `CPU per request ≤ ${BUDGETS.cachedPageCpuOverBare} × the bare app's prerendered page (${floor} ms at ${result.connections} connection(s)): ${result.name}`,
            value: `${result.cpuMsPerRequest} ms (${ratio.toFixed(2)} ×)`,
            ok: ratio <= BUDGETS.cachedPageCpuOverBare,
          };
        }),
      {
        budget: `A post read right after its save, p50 at one connection ≤ ${BUDGETS.missOverBareDynamic} × the bare app's page rendered per request (${bareDynamic.latency.p50} ms; the bare app's own page made again after an invalidation: ${bareMade.p50} ms)`,
        value: `${freshPost.latency.p50} ms (${(freshPost.latency.p50 / Math.max(0.001, bareDynamic.latency.p50)).toFixed(2)} ×; ${(freshPost.latency.p50 / Math.max(0.001, bareMade.p50)).toFixed(2)} × the bare app's made again)`,
        ok: freshPost.latency.p50 <= BUDGETS.missOverBareDynamic * bareDynamic.latency.p50,
      },
      ...throughNginx.map(({ row, limit }) => {
        const share = row.requestsPerSecond / Math.max(1, limit.requestsPerSecond);
        return {
          budget: `Through nginx ≥ ${BUDGETS.throughNginxShare * 100} % of nginx sending the same bytes (${limit.requestsPerSecond} req/s): ${row.name}, ${row.connections} connection(s)`,
          value: `${row.requestsPerSecond} req/s (${Math.round(share * 100)} %)`,
          ok: share >= BUDGETS.throughNginxShare,
        };
      }),
      {
        budget: `A million made-up addresses ≤ ${BUDGETS.peakRssMiB} MiB (projected from ${madeUp.sent}: the growth per thousand once the caches are full)`,
        value: `${madeUp.projectedMillionMiB} MiB (${madeUp.perThousandMiB} MiB per thousand, ${madeUp.samples.at(-1)?.rssMiB} MiB after ${madeUp.sent})`,
        ok: madeUp.projectedMillionMiB <= BUDGETS.peakRssMiB && madeUp.statuses["404"] === madeUp.sent,
      },
      {
        budget: "A save is visible to the next anonymous request",
        value: `${freshPost.visible + freshPosts.visible} of ${freshPost.saves + freshPosts.saves}`,
        ok: freshPosts.saves > 0 && freshPost.visible + freshPosts.visible === freshPost.saves + freshPosts.saves,
      },
      {
        budget: "Every accepted write is stored",
        value: `${writes.leads.missing + writes.posts.missing} missing`,
        ok: writes.nothingLost,
      },
    ];

    const results: Results = {
      machine: {
        os: `${os.type()} ${os.release()}`,
        cpus: os.cpus()[0]?.model ?? "?",
        cores: os.cpus().length,
        memoryGiB: Math.round(os.totalmem() / 1024 ** 3),
        node: process.version,
      },
      commit: commit(),
      date: new Date().toISOString(),
      load,
      nginxLimit,
      bare: { staticPage: bareStatic, dynamicPage: bareDynamic, miss: bareMade, javaScript: bareJavaScript },
      throughNginx,
      freshPosts,
      freshPost,
      lighthouse,
      assets,
      deltaRender,
      coldStart,
      memory,
      writes,
      madeUp,
      budgets,
    };
    writeResults(results);
    const missed = budgets.filter((budget) => !budget.ok);
    console.log(`\n${budgets.length - missed.length} of ${budgets.length} budgets met.`);
    for (const budget of missed) console.log(`  ✗ ${budget.budget}: ${budget.value}`);
    if (check && missed.length) process.exitCode = 1;
  } finally {
    await bareServer?.stop();
    await server.stop();
  }
}

function writeResults(results: Results) {
  const folder = path.join(ROOT, "bench", "results");
  mkdirSync(folder, { recursive: true });
  const markdown = renderMarkdown(results);
  const stamp = results.date.replace(/[:.]/g, "-");
  writeFileSync(path.join(folder, "latest.json"), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(path.join(folder, "latest.md"), markdown);
  writeFileSync(path.join(folder, `${stamp}.json`), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\n${markdown}`);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function renderMarkdown(results: Results): string {
  const lines = [
    `# Benchmark results`,
    "",
    `${results.date} · commit \`${results.commit}\` · ${results.machine.cores} × ${results.machine.cpus}, ${results.machine.memoryGiB} GiB · ${results.machine.os} · Node ${results.machine.node}`,
    "",
    "## Throughput and latency",
    "",
    "wrk (Debian's, two threads) on loopback, after a warm-up; every request asks for gzip. Latency in",
    "milliseconds; CPU is the server's own time per request (user + system, from /proc), which holds",
    "whatever else the machine does. The single process (`npm start`): public pages are Next.js cache",
    "entries, made once and served from its cache until a tag they read is invalidated. Each row was",
    "run interleaved with the bare Next.js app (bench/bare-app: the same versions, the post page's",
    "body prerendered, a page of the same size), so both saw the same machine. × nginx compares with Debian's nginx sending the",
    "Arabic home page's gzip bytes from a file (one worker, as the server is one process).",
    "",
    "| Target | connections | req/s | CPU ms/req | × nginx | bytes | p50 | p90 | p99 | max | errors | non-2xx |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...[results.nginxLimit, ...results.load, ...results.bare.staticPage, results.bare.dynamicPage].map(
      (row) =>
        `| ${row.name} | ${row.connections} | ${row.requestsPerSecond} | ${row.cpuMsPerRequest ?? ""} | ${row.ratioToNginx ?? ""} | ${row.bytesPerResponse} | ${row.latency.p50} | ${row.latency.p90} | ${row.latency.p99} | ${row.latency.max} | ${row.errors + row.timeouts} | ${row.non2xx} |`,
    ),
    "",
    "### Through nginx (deploy/nginx.conf, the topology past one process)",
    "",
    "nginx with the shipped configuration in front of the server, its microcache serving anonymous",
    "pages, against nginx (as many workers) sending the same page's bytes from a file.",
    "",
    "| Target | connections | req/s | nginx from a file | share | p50 | p99 | errors | non-2xx |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...results.throughNginx.map(
      ({ row, limit }) =>
        `| ${row.name} | ${row.connections} | ${row.requestsPerSecond} | ${limit.requestsPerSecond} | ${Math.round((row.requestsPerSecond / Math.max(1, limit.requestsPerSecond)) * 100)} % | ${row.latency.p50} | ${row.latency.p99} | ${row.errors + row.timeouts} | ${row.non2xx} |`,
    ),
    "",
    "### A post right after its save (a miss: the save invalidated its page)",
    "",
    ...[results.freshPost, results.freshPosts].map(
      (fresh) =>
        `- ${fresh.connections} editor(s) saving and a visitor reading after each save: ${fresh.saves} saves, p50 ${fresh.latency.p50} ms, p90 ${fresh.latency.p90} ms, p99 ${fresh.latency.p99} ms, max ${fresh.latency.max} ms; the new title was on the next page ${fresh.visible} of ${fresh.saves} times.`,
    ),
    `- The bare Next.js app, the post page's body kept whole the same way and asked for right after its tag was invalidated (the framework's own cost of a page made again): p50 ${results.bare.miss.p50} ms, p90 ${results.bare.miss.p90} ms; beside its render of the same page for every request: p50 ${results.bare.dynamicPage.latency.p50} ms.`,
    "",
    "## Lighthouse (mobile, simulated throttling)",
    "",
    "The median of the runs by performance score; each run's score in the last column ('unscored': a run Lighthouse itself could not score, run again). Each page is visited once by Lighthouse before its runs, not counted: that first visit has the server optimise the page's pictures for a phone's screen, on the cores the simulated phone shares.",
    "",
    "| Page | Performance | Accessibility | Best practices | SEO | FCP | LCP | CLS | TBT | Transferred | Runs |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|",
    ...results.lighthouse.map(
      (row) =>
        `| ${row.name} | ${row.scores.performance} | ${row.scores.accessibility} | ${row.scores.bestPractices} | ${row.scores.seo} | ${row.fcpMs} ms | ${row.lcpMs} ms | ${row.cls} | ${row.tbtMs} ms | ${kb(row.transferBytes)} | ${[...(row.runs ?? []), ...(row.failedRuns ?? []).map(() => "unscored")].join(", ")} |`,
    ),
    ...results.lighthouse
      .filter((row) => row.layoutShifts?.length)
      .map((row) => `\n${row.name}: layout shifts in any run (element, score, cause): ${row.layoutShifts?.join("; ")}`),
    ...results.lighthouse
      .filter((row) => row.failedRuns?.length)
      .map((row) => `\n${row.name}: runs Lighthouse could not score (run again): ${row.failedRuns?.join("; ")}`),
    ...results.lighthouse
      .filter((row) => row.failedAudits.length)
      .map((row) => `\n${row.name}: audits below 0.9: ${row.failedAudits.join(", ")}`),
    "",
    "## JavaScript and CSS per page (compressed, as sent to a browser), and the HTML (uncompressed)",
    "",
    "JavaScript named by the HTML: every `<script src>` and script preload in the page's own HTML,",
    "which the browser fetches in any case; downloaded: what Chromium fetched before the page was idle.",
    "Both as the server sends them to Chromium, which accepts Brotli: the build's Brotli copies. The",
    "Brotli 11 column compresses each named file here, as it does for the bare app's page",
    `(${kb(results.bare.javaScript.bytes)} in ${results.bare.javaScript.files} files): the like-for-like figure of the budget.`,
    "",
    "| Page | JavaScript named by the HTML | files | Brotli 11 | JavaScript downloaded | files | CSS | HTML |",
    "|---|---:|---:|---:|---:|---:|---:|---:|",
    ...results.assets.map(
      (row) =>
        `| ${row.name} | ${kb(row.namedJsBytes)} | ${row.namedJsFiles} | ${kb(row.namedJsBrotli)} | ${kb(row.jsBytes)} | ${row.jsFiles} | ${kb(row.cssBytes)} | ${kb(row.htmlBytes ?? 0)} |`,
    ),
    "",
    "## Other figures",
    "",
    `- Delta → HTML, ${results.deltaRender.operations} operations: median ${results.deltaRender.medianMs} ms, p95 ${results.deltaRender.p95Ms} ms (${kb(results.deltaRender.htmlBytes)} of HTML).`,
    `- Cold start on an empty data folder: ${results.coldStart.totalMs} ms (database ${results.coldStart.prepareDatabaseMs} ms, server to first response ${results.coldStart.serverToFirstResponseMs} ms).`,
    `- Server peak resident memory during the load: ${results.memory.peakRssMiB} MiB.`,
    `- Made-up addresses (${results.madeUp.sent}, unique, 440 characters, ${results.madeUp.connections} clients, ${results.madeUp.requestsPerSecond} req/s; statuses ${JSON.stringify(results.madeUp.statuses)}): resident memory ${results.madeUp.samples.map((sample) => `${sample.rssMiB}`).join(" → ")} MiB, every ${results.madeUp.samples[1]?.sent ?? 0}.`,
    `- Writes under load (${results.writes.durationMs} ms, with reads running): leads ${results.writes.leads.accepted} accepted of ${results.writes.leads.attempted}, ${results.writes.leads.missing} missing; post saves ${results.writes.posts.accepted} accepted of ${results.writes.posts.saves} (${results.writes.posts.conflicts} conflicts), ${results.writes.posts.missing} missing.`,
    "",
    "## Budgets",
    "",
    "| Budget | Value | |",
    "|---|---|---|",
    ...results.budgets.map((row) => `| ${row.budget} | ${row.value} | ${row.ok ? "✓" : "✗"} |`),
    "",
  ];
  return lines.join("\n");
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
