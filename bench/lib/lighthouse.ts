import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const execFileAsync = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../..");

export type LighthouseResult = {
  name: string;
  url: string;
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  transferBytes: number;
  failedAudits: string[];
  /** The performance score of every run this result is the median of. */
  runs?: number[];
};

type RawReport = {
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<string, { score: number | null; numericValue?: number; displayValue?: string }>;
};

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/**
 * Lighthouse with its default mobile settings (simulated throttling) in Debian's Chromium, in a
 * process of its own. Arabic pages are requested with an Arabic browser language.
 */
export async function runLighthouse(name: string, url: string, language: "ar" | "en"): Promise<LighthouseResult> {
  const { stdout } = await execFileAsync(
    path.join(ROOT, "node_modules/.bin/node"),
    [path.join(ROOT, "bench/lib/lighthouse-runner.mjs"), url, language],
    {
      cwd: ROOT,
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const { categories, audits } = JSON.parse(stdout) as RawReport;
  const numeric = (id: string) => Math.round((audits[id]?.numericValue ?? 0) * 1000) / 1000;
  const failedAudits = Object.values(categories)
    .flatMap((category) => category.auditRefs)
    .filter((reference) => reference.weight > 0)
    .map((reference) => ({ id: reference.id, audit: audits[reference.id] }))
    .filter(({ audit }) => !!audit && audit.score !== null && audit.score < 0.9)
    .map(({ id, audit }) => `${id} (${audit?.displayValue ?? audit?.score})`);
  return {
    name,
    url,
    scores: {
      performance: score(categories.performance?.score),
      accessibility: score(categories.accessibility?.score),
      bestPractices: score(categories["best-practices"]?.score),
      seo: score(categories.seo?.score),
    },
    lcpMs: Math.round(numeric("largest-contentful-paint")),
    cls: numeric("cumulative-layout-shift"),
    tbtMs: Math.round(numeric("total-blocking-time")),
    fcpMs: Math.round(numeric("first-contentful-paint")),
    transferBytes: Math.round(numeric("total-byte-weight")),
    failedAudits: [...new Set(failedAudits)],
  };
}
