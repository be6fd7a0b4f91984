import { expect, type BrowserContext, type Page, type Request } from "@playwright/test";
import { MIN_FILL_MS } from "../../../src/lib/validation/lead";

const arrivedAt = new WeakMap<BrowserContext, number>();

/**
 * Notes when the newest contact form token a context holds had arrived: the server signs one as it
 * renders the contact page (a load or a client navigation) and sends the next with the answer to a
 * message, so each was signed before its response ended. (A streamed page's body cannot be read
 * from the browser, so the token itself is not.)
 */
export function followFormTokens(context: BrowserContext): void {
  const note = (request: Request) => {
    if (/\/contact$/.test(new URL(request.url()).pathname)) arrivedAt.set(context, Date.now());
  };
  context.on("requestfinished", note);
  // Next.js's router may stop reading a navigation's RSC response once it has rendered the page
  // from it (Chromium reports net::ERR_ABORTED after the 200), so a token also counts as arrived
  // when its request ends that way.
  context.on("requestfailed", note);
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
