import { log } from "../../src/lib/log";

/**
 * How the scripts say what they are doing. A command run by hand (db:migrate, user:create, the
 * test and bench runners) prints "› " lines for a person; `npm start`, whose output is the
 * server's log, switches to JSON lines (src/lib/log.ts) like the server it starts. (A build it
 * runs prints Next.js's own output.)
 */
let asJson = false;

export function reportAsLog(): void {
  asJson = true;
}

export function reportingAsLog(): boolean {
  return asJson;
}

export function progress(message: string, fields: Record<string, unknown> = {}): void {
  if (asJson) log("info", message, fields);
  else console.log(`› ${message}`);
}
