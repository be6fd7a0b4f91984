import { spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { run } from "../../scripts/lib/process";
import { peakRss, type RunningServer } from "./server";

const ROOT = path.resolve(import.meta.dirname, "../..");
/** A Next.js app of the same versions with nothing of the site's own (bench/bare-app). */
export const BARE_APP = path.join(ROOT, "bench", "bare-app");
const STAMP = path.join(BARE_APP, ".next", "bench-content");

/** The body of a page of the site (its <main>), for the bare app to serve the same bytes. */
export function mainOf(html: string): { title: string; html: string } {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1];
  if (!main) throw new Error("The page to measure the bare app with has no <main>");
  const title = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(main)?.[1]?.replace(/<[^>]+>/g, "") ?? "";
  return { title, html: main };
}

/**
 * Builds the bare app with this page body, unless it is built with it already: its prerendered
 * page (/static) and the same page rendered for every request (/dynamic) are the framework's floor
 * for the site's cached pages and for a page made again after a save.
 */
export async function buildBareApp(content: { title: string; html: string }): Promise<void> {
  const json = JSON.stringify(content);
  const version = JSON.parse(readFileSync(path.join(ROOT, "node_modules/next/package.json"), "utf8")).version;
  const stamp = createHash("sha256")
    .update(version)
    .update(json)
    .update(readFileSync(path.join(BARE_APP, "next.config.ts")))
    .digest("hex");
  if (existsSync(STAMP) && readFileSync(STAMP, "utf8") === stamp) return;
  writeFileSync(path.join(BARE_APP, "content.json"), json);
  await run("next", ["build"], {
    cwd: BARE_APP,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
  });
  writeFileSync(STAMP, stamp);
}

/** `next start` of the bare app, as Next.js's own server runs it. */
export async function startBareApp(port: number): Promise<RunningServer> {
  const child: ChildProcess = spawn(
    path.join(ROOT, "node_modules/.bin/node"),
    [path.join(ROOT, "node_modules/next/dist/bin/next"), "start", "-p", String(port), "-H", "localhost"],
    {
      cwd: BARE_APP,
      env: {
        ...process.env,
        NODE_ENV: "production",
        NEXT_TELEMETRY_DISABLED: "1",
        PATH: `${path.join(ROOT, "node_modules/.bin")}:${process.env.PATH}`,
      },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const url = `http://localhost:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The bare app exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/static`)).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const pid = child.pid ?? 0;
  return {
    url,
    pid,
    peakRssBytes: () => peakRss(pid),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
