import { existsSync } from "node:fs";
import { run } from "./process";

export const CHROMIUM_PATH = "/usr/bin/chromium";

/**
 * End-to-end tests and Lighthouse use Debian's Chromium; no browser is ever downloaded. Installs it
 * with apt-get when running as root, otherwise stops with the command to run.
 */
export async function ensureChromium(): Promise<void> {
  if (existsSync(CHROMIUM_PATH)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM_PATH}. Install Debian's package first:\n  sudo apt-get update && sudo apt-get install -y chromium`,
    );
  }
  console.log("› Installing Debian's chromium with apt-get…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  await run("apt-get", ["update"], { env });
  await run("apt-get", ["install", "-y", "--no-install-recommends", "chromium"], { env });
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`apt-get finished but ${CHROMIUM_PATH} is still missing.`);
}
