import type { Page } from "@playwright/test";

export async function canonicalHref(page: Page): Promise<string | null> {
  return page.locator('link[rel="canonical"]').getAttribute("href");
}

export async function hreflangLinks(page: Page): Promise<Record<string, string>> {
  return page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      Object.fromEntries(links.map((link) => [link.getAttribute("hreflang") ?? "", link.getAttribute("href") ?? ""])),
    );
}

/** Every JSON-LD block on the page, parsed (a block that is not valid JSON fails the test). */
export async function jsonLdBlocks(page: Page): Promise<unknown[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as unknown);
}

/** Flattens JSON-LD blocks (objects, arrays of objects, @graph) into a list of typed nodes. */
export function jsonLdNodes(blocks: unknown[]): Array<Record<string, unknown>> {
  return blocks.flatMap((block): Array<Record<string, unknown>> => {
    if (Array.isArray(block)) return jsonLdNodes(block);
    const node = block as Record<string, unknown>;
    return Array.isArray(node["@graph"]) ? (node["@graph"] as Array<Record<string, unknown>>) : [node];
  });
}
