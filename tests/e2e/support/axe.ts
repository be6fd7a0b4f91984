import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Runs axe (WCAG 2.x A and AA, 2.2 included) and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}) {
  // Colours are judged at rest: entrance animations (opacity) must have finished first.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      // Scroll-linked animations follow the scroll, not the clock; infinite ones never end.
      .filter(
        (animation) =>
          animation.timeline === document.timeline && animation.effect?.getComputedTiming().endTime !== Infinity,
      )
      .every((animation) => animation.playState !== "running"),
  );
  let builder = new AxeBuilder({ page }).withTags([
    "wcag2a",
    "wcag2aa",
    "wcag21a",
    "wcag21aa",
    "wcag22aa",
    "best-practice",
  ]);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(" "))
        .join("\n  ")}`,
  );
  expect(summary, summary.join("\n")).toEqual([]);
}
