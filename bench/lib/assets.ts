import { chromium } from "playwright-core";

export type PageAssets = { name: string; url: string; jsBytes: number; cssBytes: number; jsFiles: number };

/**
 * The compressed JavaScript and CSS a page makes the browser download before it is idle, as the
 * server sends it (gzip), measured in Chromium.
 */
export async function measurePageAssets(
  pages: Array<{ name: string; url: string; language: "ar" | "en" }>,
): Promise<PageAssets[]> {
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  const results: PageAssets[] = [];
  try {
    for (const page of pages) {
      const context = await browser.newContext({ locale: page.language === "ar" ? "ar-SA" : "en-US" });
      const tab = await context.newPage();
      const sizes = new Map<string, { type: string; bytes: number }>();
      tab.on("requestfinished", async (request) => {
        const type = request.resourceType();
        if (type !== "script" && type !== "stylesheet") return;
        const sizesOfRequest = await request.sizes().catch(() => null);
        sizes.set(request.url(), { type, bytes: sizesOfRequest ? sizesOfRequest.responseBodySize : 0 });
      });
      await tab.goto(page.url, { waitUntil: "networkidle" });
      await tab.waitForTimeout(500);
      const all = [...sizes.values()];
      results.push({
        name: page.name,
        url: page.url,
        jsBytes: all.filter((item) => item.type === "script").reduce((sum, item) => sum + item.bytes, 0),
        cssBytes: all.filter((item) => item.type === "stylesheet").reduce((sum, item) => sum + item.bytes, 0),
        jsFiles: all.filter((item) => item.type === "script").length,
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
