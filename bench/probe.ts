/**
 * `tsx --conditions=react-server bench/probe.ts [cold N] [memory]`: the bench's cold start and
 * peak memory alone, measured as bench/run.ts measures them, to compare changes quickly (needs a
 * current build: run the bench or `npm start` once first).
 * - cold N: N cold starts on an empty data folder (database preparation, then the server to its
 *   first page), each step's time.
 * - memory: the bench's load rows and its posts-after-save, then the server's peak resident memory.
 */
import "../scripts/lib/load-env";
import { readFileSync, rmSync } from "node:fs";
import { run } from "../scripts/lib/process";
import { E2E_BASE_URL, E2E_PORT } from "../tests/e2e/support/constants";
import { postsAfterSave } from "./lib/fresh-posts";
import { measureLoad } from "./lib/load";
import { BENCH_ADMIN, BENCH_DATA_DIR, benchServerEnv, peakRss, startServer } from "./lib/server";

const env = benchServerEnv(E2E_BASE_URL);

/** CPU milliseconds (user + system) of a process, or of the children this one waited for. */
function cpuMs(pid: number | "self", children = false): number {
  // After "pid (name) ": state is field 3, so utime and stime (14, 15) are at 11 and 12, and
  // cutime and cstime (16, 17) at 13 and 14; in ticks of 10 ms.
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  const [a, b] = children ? [fields[13]!, fields[14]!] : [fields[11]!, fields[12]!];
  return (Number(a) + Number(b)) * 10;
}

async function coldStart() {
  rmSync(BENCH_DATA_DIR, { recursive: true, force: true });
  const started = performance.now();
  const childrenCpu = cpuMs("self", true);
  await run("tsx", ["--conditions=react-server", "scripts/db-prepare.ts"], { env, stdio: "ignore" });
  const prepareMs = Math.round(performance.now() - started);
  const prepareCpuMs = cpuMs("self", true) - childrenCpu;
  const server = await startServer(E2E_PORT, env);
  return {
    server,
    prepareMs,
    prepareCpuMs,
    serverMs: Math.round(server.startupMs),
    serverCpuMs: cpuMs(server.pid),
    totalMs: Math.round(prepareMs + server.startupMs),
  };
}

async function main() {
  const args = process.argv.slice(2);
  const coldIndex = args.indexOf("cold");
  if (coldIndex >= 0) {
    const runs = Number(args[coldIndex + 1] ?? 3);
    const totals: number[] = [];
    for (let i = 0; i < runs; i++) {
      const { server, prepareMs, prepareCpuMs, serverMs, serverCpuMs, totalMs } = await coldStart();
      await server.stop();
      totals.push(totalMs);
      console.log(
        `cold start ${i + 1}: ${totalMs} ms (database ${prepareMs} ms, server ${serverMs} ms); CPU: database ${prepareCpuMs} ms, server ${serverCpuMs} ms`,
      );
    }
    totals.sort((a, b) => a - b);
    console.log(`cold start median ${totals[Math.floor(totals.length / 2)]} ms, runs ${totals.join(", ")}`);
  }
  if (args.includes("memory")) {
    const { server } = await coldStart();
    try {
      const base = server.url;
      const posts = (await (await fetch(`${base}/api/public/posts?locale=en&page=1`)).json()) as {
        posts: Array<{ slug: string }>;
      };
      const post = posts.posts[0]!.slug;
      const options = { connections: 50, durationSeconds: 5, warmupSeconds: 2 };
      const targets: Array<[string, string, Record<string, string>?, number?]> = [
        ["Home (Arabic)", "/"],
        ["Home (English)", "/en"],
        ["Service page", "/en/services/erp"],
        ["Blog listing", "/en/blog"],
        ["Blog post", `/en/blog/${post}`],
        ["Public post API", `/api/public/posts/${post}`],
        ["Tracking script", "/tracking-scripts.js"],
      ];
      for (const [name, target, headers = {}, connections = options.connections] of targets) {
        const result = await measureLoad(name, `${base}${target}`, { ...options, connections, headers });
        console.log(
          `${name}: ${result.requestsPerSecond} req/s, p99 ${result.latency.p99} ms, errors ${result.errors + result.non2xx}, peak ${Math.round(peakRss(server.pid) / 1048576)} MiB`,
        );
      }
      const fresh = await postsAfterSave(base, BENCH_ADMIN, { connections: 10, savesPerConnection: 5 });
      console.log(
        `post after save: p50 ${fresh.latency.p50} ms, p99 ${fresh.latency.p99} ms, visible ${fresh.visible}`,
      );
      console.log(`peak resident memory: ${Math.round(server.peakRssBytes() / 1048576)} MiB`);
    } finally {
      await server.stop();
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
