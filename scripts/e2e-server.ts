/**
 * The server the end-to-end tests run against: the production build, served on the test port
 * with a fresh data directory so every run starts from the demo content.
 */
import { rmSync } from "node:fs";
import path from "node:path";
import {
  E2E_ADMIN,
  E2E_BASE_URL,
  E2E_DATA_DIR,
  E2E_EDITOR,
  E2E_OIDC,
  E2E_PORT,
  E2E_SMTP_PORT,
} from "../tests/e2e/support/constants";
import { handleAppError } from "../src/lib/errors/handle-app-error";
import { run } from "./lib/process";

const root = path.resolve(import.meta.dirname, "..");
const dataDir = path.join(root, E2E_DATA_DIR);
rmSync(dataDir, { recursive: true, force: true });

const editor = [
  "--conditions=react-server",
  "scripts/user-create.ts",
  ...["--email", E2E_EDITOR.email, "--name", E2E_EDITOR.name, "--role", "editor", "--password", E2E_EDITOR.password],
];

// An editor besides the admin, created in the fresh data folder before the server opens it.
run("tsx", editor, { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" } })
  .then(() =>
    run("tsx", ["--conditions=react-server", "scripts/start.ts"], {
      env: {
        ...process.env,
        PORT: String(E2E_PORT),
        HOST: "localhost",
        SITE_URL: E2E_BASE_URL,
        DATA_DIR: dataDir,
        NODE_ENV: "production",
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        OIDC_ISSUER: E2E_OIDC.issuer,
        OIDC_CLIENT_ID: E2E_OIDC.clientId,
        OIDC_CLIENT_SECRET: E2E_OIDC.clientSecret,
        OIDC_PROVIDER_NAME: E2E_OIDC.name,
        SMTP_URL: `smtp://localhost:${E2E_SMTP_PORT}`,
        LEADS_EMAIL_TO: "sales@asastech.test",
        LEAD_MAIL_RETRY_SECONDS: "1",
        // The webhook tests' receiver is on loopback; its failures are retried within seconds.
        WEBHOOK_ALLOW_PRIVATE_NETWORKS: "true",
        WEBHOOK_RETRY_SECONDS: "1",
        WEBHOOK_TIMEOUT_SECONDS: "2",
        // Tests stand in for a reverse proxy: each one says which client address it is.
        TRUSTED_PROXIES: "1",
      },
    }),
  )
  .catch((error: unknown) => {
    handleAppError(error, { phase: "startup" });
    process.exit(1);
  });
