import { expect, type Page } from "@playwright/test";

/** Set by the app once React has hydrated the page (src/components/site/hydration-mark.tsx). */
export const HYDRATED = "html[data-hydrated]";

/**
 * Waits until the page has hydrated: a click or a key now reaches its scripts. A public page's
 * scripts start after its first paint (front/scripts-after-paint.mts): until then it reads, links
 * and forms work as plain HTML, and its other controls wait.
 */
export async function untilInteractive(page: Page): Promise<void> {
  await expect(page.locator(HYDRATED)).toHaveCount(1, { timeout: 15_000 });
}
