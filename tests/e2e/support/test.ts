import { test as base, type BrowserContext, type Page } from "@playwright/test";
import { AFTER_PAINT_LIST_ID } from "../../../front/scripts-after-paint.mts";
import { untilInteractive } from "./hydration";

/**
 * Playwright's `test`, whose navigations wait until the page has come alive.
 *
 * A public page's scripts start after its first paint (front/scripts-after-paint.mts): Playwright's
 * "load" can come before them, and a click at that moment is a visitor's click on a page that reads
 * but whose controls still wait for their scripts. Here every `goto` and `reload` that waits for
 * "load" (the default) also waits, on a page that starts scripts after its first paint, until the
 * app marks it hydrated (`<html data-hydrated>`), in every page of every context, the ones a test
 * opens itself included. A test about the moments before passes `waitUntil: "domcontentloaded"`;
 * pages without JavaScript are left alone.
 */
const patched = new WeakSet<Page>();

/** A page that starts its scripts after its first paint, once React has hydrated all of it. */
async function untilHydrated(page: Page): Promise<void> {
  if ((await page.locator(`#${AFTER_PAINT_LIST_ID}`).count()) > 0) await untilInteractive(page);
}

function waitsForLoad(options: { waitUntil?: string } | undefined): boolean {
  return (options?.waitUntil ?? "load") === "load";
}

function patchPage(page: Page): void {
  if (patched.has(page)) return;
  patched.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (waitsForLoad(options)) await untilHydrated(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (waitsForLoad(options)) await untilHydrated(page);
    return response;
  };
}

function patchContext(context: BrowserContext, javaScriptEnabled: boolean | undefined): void {
  if (javaScriptEnabled === false) return;
  for (const page of context.pages()) patchPage(page);
  context.on("page", patchPage);
}

export const test = base.extend({
  context: async ({ context, javaScriptEnabled }, provide) => {
    patchContext(context, javaScriptEnabled);
    await provide(context);
  },
  browser: [
    async ({ browser }, provide) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        patchContext(context, options?.javaScriptEnabled);
        return context;
      };
      const newPage = browser.newPage.bind(browser);
      browser.newPage = async (options) => {
        const page = await newPage(options);
        patchContext(page.context(), options?.javaScriptEnabled);
        return page;
      };
      await provide(browser);
    },
    { scope: "worker" },
  ],
});
