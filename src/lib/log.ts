import { env } from "../env.ts";

export type Level = "debug" | "info" | "warn" | "error";
const ORDER: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

// LOG_LEVEL, read here so that every copy of this module applies it: server.mjs imports it directly,
// and the server's bundles each hold their own.
let threshold: Level = env.LOG_LEVEL;

/** Changes the level below which lines are dropped (tests; the server takes LOG_LEVEL). */
export function setLogLevel(level: Level): void {
  threshold = level;
}

/** One JSON object per line on stdout/stderr, so logs can be searched and shipped as they are. */
export function log(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  if (ORDER[level] < ORDER[threshold]) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, message, ...fields });
  if (level === "error" || level === "warn") console.error(line);
  else console.log(line);
}
