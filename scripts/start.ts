/**
 * `npm start`: builds the production site when no current build exists, prepares the database,
 * and serves the site on http://HOST:PORT (default http://localhost:3000).
 */
import "./lib/load-env";
import { env } from "../src/env";
import { handleAppError } from "../src/lib/errors/handle-app-error";
import { ensureBuild } from "./lib/build";
import { prepareDatabase } from "./lib/database";
import { run } from "./lib/process";
import { progress, reportAsLog } from "./lib/progress";
import { SERVER_NODE_OPTIONS, serverEnvironment } from "./lib/server-process";

async function main() {
  // What this prints is the server's log, as JSON lines.
  reportAsLog();
  await ensureBuild(env.SITE_URL);
  await prepareDatabase();
  progress("Starting the server", { site: env.SITE_URL, url: `http://${env.HOST}:${env.PORT}` });
  await run("node", [...SERVER_NODE_OPTIONS, "server.mjs"], {
    env: serverEnvironment({
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      SITE_URL: env.SITE_URL,
    }),
  });
}

main().catch((error: unknown) => {
  handleAppError(error, { phase: "startup" });
  process.exit(1);
});
