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
  /** The elements that moved, when the page had a layout shift. */
  layoutShifts?: string[];
  /** Why runs that Lighthouse could not score failed (they were run again). */
  failedRuns?: string[];
};

type RawReport = {
  runtimeError: { code: string; message: string } | null;
  layoutShifts?: Array<{ score?: number; selector?: string; snippet?: string; causes?: string[] }>;
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<string, { score: number | null; numericValue?: number; displayValue?: string; errorMessage?: string }>;
};

/** A run Lighthouse could not score (no paint seen, a metric that errored...): retried, and reported. */
class LighthouseRunFailed extends Error {}

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
  const { categories, audits, runtimeError, layoutShifts = [] } = JSON.parse(stdout) as RawReport;
  const unscored = Object.entries(categories).filter(([, category]) => category.score === null);
  if (runtimeError || unscored.length > 0) {
    // The audits that count towards the unscored categories and errored (some weightless
    // "insight" audits error on every run with this Chromium, and do not matter).
    const erroredAudits = unscored
      .flatMap(([, category]) => category.auditRefs)
      .filter((reference) => reference.weight > 0 && audits[reference.id]?.errorMessage)
      .map((reference) => `${reference.id}: ${audits[reference.id]?.errorMessage}`);
    throw new LighthouseRunFailed(
      runtimeError
        ? `${runtimeError.code}: ${runtimeError.message}`
        : `no ${unscored.map(([id]) => id).join(", ")} score (${erroredAudits.join("; ") || "no audit error given"})`,
    );
  }
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
    layoutShifts: layoutShifts.map(
      (shift) =>
        `${shift.selector ?? "?"} ${shift.snippet ?? ""} (${Math.round((shift.score ?? 0) * 1000) / 1000}${shift.causes?.length ? `; ${shift.causes.join(", ")}` : ""})`,
    ),
  };
}

/** Runs Lighthouse could not score, per page, before the page counts as failed. */
const MAX_FAILED_RUNS = 3;

/**
 * Lighthouse varies from run to run on a small machine: the run with the median performance score
 * (ties: the higher LCP, so its figures belong together) of `wanted` runs, as Lighthouse's own
 * documentation advises. A run Lighthouse cannot score at all (its own error, such as no paint
 * seen) is run again and reported with its reason; a page where that keeps happening scores 0.
 *
 * A first run, not counted, warms the server as a page's first visitor does: the first phone-sized
 * visit after a start has the server optimise the page's pictures for that screen (measured on
 * the Arabic home page: 6.3 s of the server's CPU in that run, 0.4 s by the third), on the same two
 * cores as the simulated phone, whose main-thread tasks then ran longer (total blocking time 242 ms
 * in that run, 68–129 ms in the next two). Visitors after the first get those pictures from the
 * server's image cache (or nginx's, in front).
 */
export async function lighthouseMedian(
  name: string,
  url: string,
  language: "ar" | "en",
  wanted: number,
  onFailedRun: (reason: string) => void,
): Promise<LighthouseResult> {
  const runs: LighthouseResult[] = [];
  const failedRuns: string[] = [];
  await runLighthouse(name, url, language).catch((error: unknown) => {
    if (!(error instanceof LighthouseRunFailed)) throw error;
  });
  while (runs.length < wanted && failedRuns.length < MAX_FAILED_RUNS) {
    try {
      runs.push(await runLighthouse(name, url, language));
    } catch (error) {
      if (!(error instanceof LighthouseRunFailed)) throw error;
      failedRuns.push(error.message);
      onFailedRun(error.message);
    }
  }
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance || b.lcpMs - a.lcpMs);
  const median = sorted[Math.floor(sorted.length / 2)] ?? {
    name,
    url,
    scores: { performance: 0, accessibility: 0, bestPractices: 0, seo: 0 },
    lcpMs: 0,
    cls: 0,
    tbtMs: 0,
    fcpMs: 0,
    transferBytes: 0,
    failedAudits: [],
  };
  return {
    ...median,
    runs: runs.map((run) => run.scores.performance),
    failedRuns,
    layoutShifts: [...new Set(runs.flatMap((run) => run.layoutShifts ?? []))],
  };
}
