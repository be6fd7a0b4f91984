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

async function main() {
  await ensureBuild(env.SITE_URL);
  await prepareDatabase();
  console.log(`› Serving ${env.SITE_URL} (listening on http://${env.HOST}:${env.PORT})`);
  await run("node", ["server.mjs"], {
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", SITE_URL: env.SITE_URL },
  });
}

main().catch((error: unknown) => {
  handleAppError(error, { phase: "startup" });
  process.exit(1);
});
