import type { Page } from "@playwright/test";
import { unisolatedLtrRuns } from "../../../src/lib/bidi";

/**
 * The left-to-right runs a page lays out wrongly in its right-to-left text, as Chromium has it:
 * every text node and every attribute a person reads (placeholder, title, aria-label, alt) in a
 * right-to-left block, unless an inline element between them isolates it (`<bdi>`, any element
 * with a `dir`, or CSS `unicode-bidi: isolate`), and the document's title. src/lib/bidi.ts decides which
 * runs are at risk.
 */
export async function unisolatedRunsOnPage(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: Array<{ text: string; where: string }> = [];
    const BLOCK = /^(block|list-item|table-cell|table-caption|flex|grid|flow-root)$/;
    /** Whether something between the node's element and its block isolates it, and the block's direction. */
    const context = (element: Element): { isolated: boolean; rtl: boolean } => {
      for (let current: Element | null = element; current; current = current.parentElement) {
        const style = getComputedStyle(current);
        // A block is a paragraph of its own whatever its unicode-bidi (the HTML style sheet gives p,
        // div and main "isolate"): only an inline element between the text and its block isolates it.
        if (BLOCK.test(style.display) || current === document.body)
          return { isolated: false, rtl: style.direction === "rtl" };
        if (/isolate|plaintext/.test(style.unicodeBidi)) return { isolated: true, rtl: style.direction === "rtl" };
      }
      return { isolated: false, rtl: document.documentElement.dir === "rtl" };
    };
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${element.getAttribute("data-testid") ? `[${element.getAttribute("data-testid")}]` : ""}`;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || /^(SCRIPT|STYLE|NOSCRIPT|TEMPLATE)$/.test(parent.tagName) || !node.textContent?.trim()) continue;
      const { isolated, rtl } = context(parent);
      if (!isolated && rtl) found.push({ text: node.textContent, where: name(parent) });
    }
    for (const element of document.querySelectorAll("[placeholder], [title], [aria-label], img[alt]")) {
      if (getComputedStyle(element).direction !== "rtl") continue;
      for (const attribute of ["placeholder", "title", "aria-label", "alt"]) {
        const value = element.getAttribute(attribute);
        if (value) found.push({ text: value, where: `${name(element)}@${attribute}` });
      }
    }
    if (document.documentElement.dir === "rtl") found.push({ text: document.title, where: "title" });
    return found;
  });
  return texts.flatMap(({ text, where }) => unisolatedLtrRuns(text, { rtl: true }).map((run) => `${where}: ${run}`));
}
