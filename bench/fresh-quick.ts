/**
 * `tsx --conditions=react-server bench/fresh-quick.ts [--saves N] [--load]`: the fresh-post figure
 * alone, to iterate on it in a minute rather than the whole bench's five. Serves the current build
 * (run `npm run bench` or the e2e build first) on an empty data folder and prints:
 * - SEQ: one editor saves a post 60 times and a visitor reads it after each save; the server's
 *   main-thread CPU per save and per read (from /proc, so it holds on a loaded machine where
 *   latencies do not), and any read that did not show its save;
 * - LOAD (with --load): the post without the page cache, as the bench's row, 10 connections;
 * - FRESH: bench/lib/fresh-posts.ts as the bench runs it (10 editors), plus the main thread's CPU
 *   per save and read.
 */
import "../scripts/lib/load-env";
import { readFileSync, rmSync } from "node:fs";
import { run } from "../scripts/lib/process";
import { E2E_BASE_URL, E2E_PORT } from "../tests/e2e/support/constants";
import { postsAfterSave } from "./lib/fresh-posts";
import { measureLoad } from "./lib/load";
import { BENCH_ADMIN, BENCH_DATA_DIR, benchServerEnv, startServer } from "./lib/server";
import { postJson, staffHeaders } from "./lib/staff";

const argv = process.argv.slice(2);
const saves = Number(argv[argv.indexOf("--saves") + 1]) || 5;

/** The main thread's time on a CPU so far, in milliseconds (what requests queue behind). */
function cpuMs(pid: number): number {
  return Number(readFileSync(`/proc/${pid}/task/${pid}/schedstat`, "utf8").split(" ")[0]) / 1e6;
}

const average = (values: number[]) => Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10;

rmSync(BENCH_DATA_DIR, { recursive: true, force: true });
const env = benchServerEnv(E2E_BASE_URL);
await run("tsx", ["--conditions=react-server", "scripts/db-prepare.ts"], { env, stdio: "ignore" });
const server = await startServer(E2E_PORT, env);
try {
  const base = server.url;
  const list = (await (await fetch(`${base}/api/public/posts?locale=en&page=1`)).json()) as {
    posts: Array<{ slug: string }>;
  };
  const slug = list.posts[0]!.slug;
  await fetch(`${base}/en/blog/${slug}`);
  await postsAfterSave(base, BENCH_ADMIN, { connections: 2, savesPerConnection: 2 });

  const staff = await staffHeaders(base, BENCH_ADMIN);
  const own = `seq-${Date.now().toString(36)}`;
  const created = await fetch(`${base}/api/posts`, {
    method: "POST",
    headers: staff,
    body: postJson(own, `${own} v0`, "x\n".repeat(40)),
  });
  let post = ((await created.json()) as { post: { id: number; version: number } }).post;
  const saveCpu: number[] = [];
  const readCpu: number[] = [];
  let notVisible = 0;
  for (let save = 1; save <= 60; save++) {
    const title = `${own} v${save}.`;
    const before = cpuMs(server.pid);
    const saved = await fetch(`${base}/api/posts/${post.id}`, {
      method: "PUT",
      headers: staff,
      body: postJson(own, title, `${title}\n`.repeat(40), post.version),
    });
    post = ((await saved.json()) as { post: typeof post }).post;
    const between = cpuMs(server.pid);
    const html = await (await fetch(`${base}/en/blog/${own}`, { headers: { "accept-encoding": "gzip" } })).text();
    const after = cpuMs(server.pid);
    if (!html.includes(title)) notVisible++;
    saveCpu.push(between - before);
    readCpu.push(after - between);
  }
  await fetch(`${base}/api/posts/${post.id}`, { method: "DELETE", headers: staff });
  console.log("SEQ", JSON.stringify({ saveCpuMs: average(saveCpu), readCpuMs: average(readCpu), notVisible }));

  if (argv.includes("--load")) {
    const result = await measureLoad("Blog post, Next.js without the page cache", `${base}/en/blog/${slug}`, {
      connections: 10,
      durationSeconds: 5,
      warmupSeconds: 2,
      headers: { cookie: "bench=bypass-page-cache" },
    });
    console.log("LOAD", JSON.stringify({ rps: result.requestsPerSecond, latency: result.latency }));
  }

  const before = cpuMs(server.pid);
  const fresh = await postsAfterSave(base, BENCH_ADMIN, { connections: 10, savesPerConnection: saves });
  const perCycle = Math.round((cpuMs(server.pid) - before) / fresh.saves);
  console.log("FRESH", JSON.stringify({ ...fresh, mainThreadCpuPerSaveAndReadMs: perCycle }));
} finally {
  await server.stop();
}
