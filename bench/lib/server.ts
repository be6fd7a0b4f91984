import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { SERVER_NODE_OPTIONS, serverEnvironment } from "../../scripts/lib/server-process";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** The bench's data folder (emptied for each cold start) and the first admin its server adds. */
export const BENCH_DATA_DIR = path.join(ROOT, ".bench-data");
export const BENCH_ADMIN = { email: "bench@asastech.test", password: "Benchmark-Password-42" };

/** The environment of the bench's server: the embedded database in BENCH_DATA_DIR, behind one proxy. */
export function benchServerEnv(siteUrl: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATA_DIR: BENCH_DATA_DIR,
    SITE_URL: siteUrl,
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    TRUSTED_PROXIES: "1",
    DATABASE_URL: "",
  };
}

export type RunningServer = { url: string; pid: number; stop: () => Promise<void>; peakRssBytes: () => number };

/** Reads a process's peak resident memory (VmHWM) from /proc; 0 where /proc is not available. */
export function peakRss(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const match = /VmHWM:\s+(\d+) kB/.exec(status);
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Starts server.mjs (the production server) and waits until a page answers; returns the time that took. */
export async function startServer(
  port: number,
  env: NodeJS.ProcessEnv,
): Promise<RunningServer & { startupMs: number }> {
  const started = performance.now();
  // Started as npm start starts it (scripts/start.ts).
  const child: ChildProcess = spawn(path.join(ROOT, "node_modules/.bin/node"), [...SERVER_NODE_OPTIONS, "server.mjs"], {
    cwd: ROOT,
    env: serverEnvironment({
      ...env,
      PORT: String(port),
      HOST: "localhost",
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
    }),
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://localhost:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/en`, { headers: { "accept-language": "en" } });
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const startupMs = performance.now() - started;
  const pid = child.pid ?? 0;
  return {
    url,
    pid,
    startupMs,
    peakRssBytes: () => peakRss(pid),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
