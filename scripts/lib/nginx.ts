import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DEBIAN_TOOLS } from "./debian";

const ROOT = path.resolve(import.meta.dirname, "../..");
export const NGINX_TEMPLATE = path.join(ROOT, "deploy", "nginx.conf");

export type RunningNginx = { url: string; stop: () => Promise<void> };

/**
 * Fills in deploy/nginx.conf's ${NAME} placeholders. Every placeholder must be given: a missing
 * one would leave nginx with a broken directive.
 */
export function renderNginxConfig(template: string, values: Record<string, string>): string {
  return template.replace(/\$\{([A-Z_]+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`deploy/nginx.conf needs a value for \${${name}}`);
    return value;
  });
}

/**
 * Runs Debian's nginx in the foreground with a configuration under `prefix` (a fresh folder:
 * logs, temporary files, cache), and waits until it answers.
 */
export async function startNginx(options: {
  prefix: string;
  config: string;
  port: number;
  probePath?: string;
  /** Files to write under the prefix first (a document root), by relative path. */
  files?: Record<string, Buffer>;
}): Promise<RunningNginx> {
  rmSync(options.prefix, { recursive: true, force: true });
  mkdirSync(options.prefix, { recursive: true });
  for (const [name, content] of Object.entries(options.files ?? {})) {
    mkdirSync(path.dirname(path.join(options.prefix, name)), { recursive: true });
    writeFileSync(path.join(options.prefix, name), content);
  }
  const configFile = path.join(options.prefix, "nginx.conf");
  writeFileSync(configFile, options.config);
  const child: ChildProcess = spawn(
    DEBIAN_TOOLS.nginx.path,
    ["-p", options.prefix, "-c", configFile, "-e", path.join(options.prefix, "error.log"), "-g", "daemon off;"],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`nginx exited (${child.exitCode}): ${stderr}${errorLog(options.prefix)}`);
    try {
      await fetch(`${url}${options.probePath ?? "/robots.txt"}`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not answer on port ${options.port}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGQUIT");
      }),
  };
}

/** nginx in front of site instances with the shipped deploy/nginx.conf. */
export function startSiteCache(options: { prefix: string; port: number; upstreams: string[] }) {
  const config = renderNginxConfig(readFileSync(NGINX_TEMPLATE, "utf8"), {
    NGINX_PREFIX: options.prefix,
    LISTEN: `127.0.0.1:${options.port}`,
    UPSTREAMS: options.upstreams.map((upstream) => `server ${upstream};`).join("\n    "),
  });
  return startNginx({ prefix: options.prefix, config, port: options.port });
}

function errorLog(prefix: string): string {
  try {
    return readFileSync(path.join(prefix, "error.log"), "utf8");
  } catch {
    return "";
  }
}
