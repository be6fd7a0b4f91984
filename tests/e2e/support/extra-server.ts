import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, openSync } from "node:fs";
import path from "node:path";
import { SERVER_NODE_OPTIONS } from "../../../scripts/lib/server-process";
import { E2E_BASE_URL } from "./constants";

/**
 * A second production server on its own port and data, started the way `npm start` starts one
 * (migrations, demo content, first admin), for scenarios the main test server must not be put in:
 * an unreachable database, or an address locked out by failed sign-ins. Uses the same build.
 */
export async function startExtraServer(
  port: number,
  env: Record<string, string>,
  options: { prepareDatabase?: boolean } = {},
): Promise<{ url: string; stop: () => Promise<void> }> {
  const root = process.cwd();
  mkdirSync(path.join(root, "test-results"), { recursive: true });
  // Without preparation the server starts as if its database had gone away after a normal start.
  const [command, args] =
    options.prepareDatabase === false
      ? [path.join(root, "node_modules/.bin/node"), [...SERVER_NODE_OPTIONS, "server.mjs"]]
      : [path.join(root, "node_modules/.bin/tsx"), ["--conditions=react-server", "scripts/start.ts"]];
  // The test runner's own Node options (its TypeScript loader) must not leak into the server.
  const { NODE_OPTIONS: _runnerOptions, ...inherited } = process.env;
  const log = openSync(path.join(root, "test-results", `extra-server-${port}.log`), "w");
  const child: ChildProcess = spawn(command, args, {
    cwd: root,
    // SITE_URL matches the build, so start.ts finds the build current and does not rebuild.
    env: {
      ...inherited,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(port),
      HOST: "localhost",
      SITE_URL: E2E_BASE_URL,
      // This instance's own address, as a second public address of the site: its pages' writes
      // come from it (the Origin of writes must be one of the site's, src/server/request.ts).
      SITE_ALIASES: `http://localhost:${port}`,
      ...env,
    },
    stdio: ["ignore", log, log],
    detached: true,
  });
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      const response = await fetch(`${url}/robots.txt`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      stopGroup(child);
      throw new Error(`The extra server on port ${port} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", () => resolve());
        stopGroup(child);
      }),
  };
}

/** start.ts runs the server as a child: stop the whole process group. */
function stopGroup(child: ChildProcess) {
  try {
    if (child.pid) process.kill(-child.pid, "SIGTERM");
  } catch {
    child.kill("SIGTERM");
  }
}
