import { expect, type BrowserContext, type Page } from "@playwright/test";
import { MIN_FILL_MS } from "../../../src/lib/validation/lead";

const arrivedAt = new WeakMap<BrowserContext, number>();

/**
 * Notes when the newest contact form token a context holds had arrived: the server signs one as it
 * renders the contact page (a load or a client navigation) and sends the next with the answer to a
 * message, so each was signed before its response ended. (A streamed page's body cannot be read
 * from the browser, so the token itself is not.)
 */
export function followFormTokens(context: BrowserContext): void {
  context.on("requestfinished", (request) => {
    if (/\/contact$/.test(new URL(request.url()).pathname)) arrivedAt.set(context, Date.now());
  });
}

/**
 * Waits until the form's token is older than the server's minimum fill time (a person is slower
 * than a script that posts at once), counting the time spent filling the form in.
 */
export async function untilTheFormMaySend(page: Page): Promise<void> {
  const context = page.context();
  await expect
    .poll(() => Date.now() - (arrivedAt.get(context) ?? Infinity), { timeout: MIN_FILL_MS + 5_000, intervals: [100] })
    .toBeGreaterThanOrEqual(MIN_FILL_MS);
}
