import { escapeHtml } from "@/lib/html";

export type SitemapEntry = {
  /** Absolute URL of the page. */
  loc: string;
  lastmod?: string;
  changefreq?: "always" | "hourly" | "daily" | "weekly" | "monthly" | "yearly" | "never";
  priority?: number;
  /** hreflang → absolute URL of each language version (including this one). */
  alternates?: Record<string, string>;
};

/** A sitemaps.org 0.9 document with xhtml:link hreflang alternates. */
export function renderSitemap(entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const parts = [`<loc>${escapeHtml(entry.loc)}</loc>`];
    if (entry.lastmod) parts.push(`<lastmod>${escapeHtml(entry.lastmod)}</lastmod>`);
    if (entry.changefreq) parts.push(`<changefreq>${entry.changefreq}</changefreq>`);
    if (entry.priority !== undefined) parts.push(`<priority>${entry.priority.toFixed(1)}</priority>`);
    for (const [hreflang, href] of Object.entries(entry.alternates ?? {})) {
      parts.push(`<xhtml:link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}"/>`);
    }
    return `<url>${parts.join("")}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join("\n")}
</urlset>
`;
}
