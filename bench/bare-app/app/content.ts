import { readFileSync } from "node:fs";
import path from "node:path";

/** The page body the bench measures the site with, written by bench/lib/bare-app.ts before the build. */
export function benchContent(): { title: string; html: string } {
  return JSON.parse(readFileSync(path.join(process.cwd(), "content.json"), "utf8")) as { title: string; html: string };
}
