import { expect, type Locator } from "@playwright/test";

/** Whether React has hydrated this element (its props are on it). Runs in the page. */
export const hasReactProps = (element: Element) => Object.keys(element).some((key) => key.startsWith("__reactProps$"));

/**
 * Waits until React has hydrated this element: a click or a key on it now reaches the page's
 * scripts. A public page's scripts start after its first paint
 * (src/server/edge/scripts-after-paint.mts): until then it reads, links and forms work as plain
 * HTML, and its other controls wait. `<body>` is hydrated last, so it stands for the whole page.
 */
export async function untilInteractive(locator: Locator): Promise<void> {
  await expect.poll(() => locator.evaluate(hasReactProps), { timeout: 15_000 }).toBe(true);
}
