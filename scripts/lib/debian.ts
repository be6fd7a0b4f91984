import { existsSync } from "node:fs";
import { CHROMIUM_PATH } from "./chromium.mts";
import { run } from "./process";

/**
 * The programs the tests and the benchmark use from Debian, never downloaded from anywhere else:
 * Chromium (end-to-end tests, Lighthouse), nginx (the cache in front, and the benchmark's limit)
 * and wrk (the benchmark's client).
 */
export const DEBIAN_TOOLS = {
  chromium: { path: CHROMIUM_PATH, packageName: "chromium" },
  nginx: { path: "/usr/sbin/nginx", packageName: "nginx-light" },
  wrk: { path: "/usr/bin/wrk", packageName: "wrk" },
} as const;

export type DebianTool = keyof typeof DEBIAN_TOOLS;

/**
 * Installs the missing ones with apt-get when running as root (as CI does); otherwise stops with
 * the command to run.
 */
export async function ensureDebianTools(tools: DebianTool[]): Promise<void> {
  const missing = tools.map((tool) => DEBIAN_TOOLS[tool]).filter((tool) => !existsSync(tool.path));
  if (missing.length === 0) return;
  const packages = missing.map((tool) => tool.packageName);
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Missing ${missing.map((tool) => tool.path).join(", ")}. Install Debian's packages first:\n  sudo apt-get update && sudo apt-get install -y ${packages.join(" ")}`,
    );
  }
  console.log(`› Installing Debian's ${packages.join(", ")} with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  await run("apt-get", ["update"], { env });
  await run("apt-get", ["install", "-y", "--no-install-recommends", ...packages], { env });
  const still = missing.filter((tool) => !existsSync(tool.path));
  if (still.length) throw new Error(`apt-get finished but ${still.map((tool) => tool.path).join(", ")} is missing.`);
}
