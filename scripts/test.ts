/**
 * `npm test`: lint, typecheck and format check, unit tests, then the end-to-end tests in Chromium
 * against the production build (some behind nginx). Stops at the first failing step.
 */
import { E2E_BASE_URL } from "../tests/e2e/support/constants";
import { ensureBuild } from "./lib/build";
import { ensureDebianTools } from "./lib/debian";
import { run } from "./lib/process";

const steps: Array<[string, () => Promise<void>]> = [
  ["Route types", () => run("next", ["typegen"], { env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } })],
  ["Lint", () => run("eslint", [".", "--max-warnings=0"])],
  ["Typecheck", () => run("tsc", ["--noEmit"])],
  ["Format", () => run("prettier", ["--check", "."])],
  ["Unit tests", () => run("vitest", ["run"])],
  ["Chromium and nginx from Debian", () => ensureDebianTools(["chromium", "nginx"])],
  ["Production build", () => ensureBuild(E2E_BASE_URL, { ...process.env, NODE_ENV: "production" })],
  ["End-to-end tests", () => run("playwright", ["test", ...process.argv.slice(2)])],
];

async function main() {
  for (const [name, step] of steps) {
    const started = Date.now();
    console.log(`\n━━ ${name}`);
    await step();
    console.log(`✓ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
}

main().catch((error: unknown) => {
  console.error(`\n✗ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
