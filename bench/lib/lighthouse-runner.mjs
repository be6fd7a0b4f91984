// Runs one Lighthouse audit and prints its result as JSON. Plain JavaScript on purpose: Lighthouse
// sends functions to the browser as source text, which a TypeScript loader would rewrite.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../scripts/lib/chromium.mts";

const [url, language] = process.argv.slice(2);
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
});
try {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    extraHeaders: { "Accept-Language": language === "ar" ? "ar-SA,ar;q=0.9" : "en-US,en;q=0.9" },
  });
  const { categories, audits, runtimeError } = result.lhr;
  process.stdout.write(
    JSON.stringify({
      runtimeError: runtimeError ? { code: runtimeError.code, message: runtimeError.message } : null,
      // What moved, when something did: the elements behind the layout shift score.
      layoutShifts: (audits["layout-shifts"]?.details?.items ?? []).slice(0, 3).map((item) => ({
        score: item.score,
        selector: item.node?.selector,
        snippet: item.node?.snippet,
        causes: (item.subItems?.items ?? []).map((cause) => cause.cause ?? ""),
      })),
      categories: Object.fromEntries(
        Object.entries(categories).map(([id, category]) => [
          id,
          { score: category.score, auditRefs: category.auditRefs.map((ref) => ({ id: ref.id, weight: ref.weight })) },
        ]),
      ),
      audits: Object.fromEntries(
        Object.entries(audits).map(([id, audit]) => [
          id,
          {
            score: audit.score,
            numericValue: audit.numericValue,
            displayValue: audit.displayValue,
            errorMessage: audit.scoreDisplayMode === "error" ? audit.errorMessage : undefined,
          },
        ]),
      ),
    }),
  );
} finally {
  await chrome.kill();
}
