import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

/**
 * A second production server on its own port, for scenarios the main test server must not be put
 * in (such as an unreachable database). Uses the same build.
 */
export async function startExtraServer(
  port: number,
  env: Record<string, string>,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const root = process.cwd();
  const child: ChildProcess = spawn(
    path.join(root, "node_modules/.bin/next"),
    ["start", "--port", String(port), "--hostname", "localhost"],
    {
      cwd: root,
      env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", ...env },
      stdio: "ignore",
    },
  );
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const response = await fetch(`${url}/robots.txt`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`The extra server on port ${port} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
