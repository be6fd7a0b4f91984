import { spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { run } from "../../scripts/lib/process";
import { peakRss, type RunningServer } from "./server";

const ROOT = path.resolve(import.meta.dirname, "../..");
/** A Next.js app of the same versions with nothing of the site's own (its sources: bench/bare-app). */
const SOURCES = path.join(ROOT, "bench", "bare-app");
/**
 * Where it is built and run: outside the repository, with the site's node_modules linked in. Built
 * inside it, Next.js 16.4 takes the folder of the repository's lockfile for the app's root and
 * compiles the site's src/instrumentation.ts and src/proxy.ts into the bare app.
 */
export const BARE_APP = path.join(os.tmpdir(), "asas-bench-bare-app");
const STAMP = path.join(BARE_APP, ".next", "bench-content");

/**
 * The visible body of a page of the site (its <body> without its scripts), for the bare app to
 * serve a page of the same size: the same HTML, and the same again in its React payload.
 */
export function bodyOf(html: string): { title: string; html: string } {
  const body = /<body\b[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1];
  if (!body) throw new Error("The page to measure the bare app with has no <body>");
  const title = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(body)?.[1]?.replace(/<[^>]+>/g, "") ?? "";
  return { title, html: body.replace(/<script\b[\s\S]*?<\/script>/gi, "") };
}

/**
 * Builds the bare app with this page body, unless it is built with it already: its prerendered
 * page (/static) and the same page rendered for every request (/dynamic) are the framework's floor
 * for the site's cached pages and for a page made again after a save.
 */
export async function buildBareApp(content: { title: string; html: string }): Promise<void> {
  const json = JSON.stringify(content);
  const version = JSON.parse(readFileSync(path.join(ROOT, "node_modules/next/package.json"), "utf8")).version;
  const hash = createHash("sha256").update(version).update(json);
  for (const file of readdirSync(SOURCES, { recursive: true, withFileTypes: true })) {
    if (file.isFile()) hash.update(readFileSync(path.join(file.parentPath, file.name)));
  }
  const stamp = hash.digest("hex");
  if (existsSync(STAMP) && readFileSync(STAMP, "utf8") === stamp) return;
  rmSync(BARE_APP, { recursive: true, force: true });
  cpSync(SOURCES, BARE_APP, { recursive: true });
  // Hard links: the same files, and a folder Next.js finds next to the app (a symbolic link leads
  // out of the app's root, where Turbopack does not follow).
  await run("cp", ["-al", path.join(ROOT, "node_modules"), path.join(BARE_APP, "node_modules")]);
  writeFileSync(path.join(BARE_APP, "content.json"), json);
  await run(
    path.join(ROOT, "node_modules/.bin/node"),
    [path.join(BARE_APP, "node_modules/next/dist/bin/next"), "build"],
    {
      cwd: BARE_APP,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
    },
  );
  writeFileSync(STAMP, stamp);
}

/** `next start` of the bare app, as Next.js's own server runs it. */
export async function startBareApp(port: number): Promise<RunningServer> {
  const child: ChildProcess = spawn(
    path.join(ROOT, "node_modules/.bin/node"),
    [path.join(BARE_APP, "node_modules/next/dist/bin/next"), "start", "-p", String(port), "-H", "localhost"],
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

/**
 * The framework's own figure for a page made again after a save: the bare app's page of the same
 * size, kept whole like the site's posts, asked for right after its tag was invalidated.
 */
export async function bareMiss(base: string, times: number): Promise<{ p50: number; p90: number; visible: number }> {
  const samples: number[] = [];
  let visible = 0;
  await fetch(`${base}/made/bench`);
  for (let index = 0; index < times; index++) {
    await fetch(`${base}/revalidate?slug=bench`, { method: "POST" });
    const started = performance.now();
    const answer = await fetch(`${base}/made/bench`, { headers: { "accept-encoding": "gzip" } });
    await answer.text();
    samples.push(performance.now() - started);
    if (answer.headers.get("x-nextjs-cache") === "MISS") visible++;
  }
  samples.sort((a, b) => a - b);
  const at = (share: number) =>
    Math.round(samples[Math.min(samples.length - 1, Math.floor(share * samples.length))]! * 10) / 10;
  return { p50: at(0.5), p90: at(0.9), visible };
}
