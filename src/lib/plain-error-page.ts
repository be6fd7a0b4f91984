import { localeInfo, type Locale } from "../i18n/locales.ts";
import { escapeHtml } from "./html.ts";

export type PlainErrorPageInput = {
  locale: Locale;
  status: number;
  title: string;
  description: string;
  message?: string;
  homeLabel: string;
  homeHref: string;
  /** The site's name, once at the end of the document's title as on every page. */
  siteName: string;
};

/**
 * A small, script-free error document: the status, the translated title and description, and a
 * link home. Bots get it for every error (DESIGN.md decision 9); so do people for the answers the
 * edge writes itself (a malformed address, a database outage, a listing page that does not exist).
 */
const STYLE =
  "body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;text-align:center;" +
  "font-family:system-ui,'Segoe UI','Noto Sans Arabic',Tahoma,sans-serif;color:#0f1f3a;background:#fff;padding:1rem}" +
  "main{max-width:36rem}.status{font-size:4.5rem;font-weight:700;color:#0b5d56;margin:0}" +
  "h1{font-size:1.6rem;margin:.5rem 0}p{font-size:1.1rem;line-height:1.7;color:#334766}" +
  "a{display:inline-block;margin-top:1.5rem;padding:.75rem 1.75rem;border-radius:999px;background:#0b5d56;" +
  "color:#fff;font-weight:600;text-decoration:none}a:focus-visible{outline:3px solid #c8962e;outline-offset:3px}" +
  "ul{text-align:start;font-size:1.05rem;line-height:1.7;color:#7f1d1d;padding-inline-start:1.25rem}";

export function renderPlainErrorPage(input: PlainErrorPageInput): string {
  return renderPlainPage({
    locale: input.locale,
    title: input.title,
    status: input.status,
    paragraphs: [input.description, ...(input.message ? [input.message] : [])],
    link: { href: input.homeHref, label: input.homeLabel },
    siteName: input.siteName,
  });
}

export type PlainPageInput = {
  locale: Locale;
  title: string;
  /** Shown large above the title (error pages). */
  status?: number;
  paragraphs: string[];
  list?: string[];
  link: { href: string; label: string };
  siteName: string;
};

/** The same small, script-free document for any answer a plain form post or the edge gives. */
export function renderPlainPage(input: PlainPageInput): string {
  const { dir } = localeInfo[input.locale];
  // As brandedTitle (src/lib/seo/metadata.ts): the page's own title, then the site's name once.
  const title = `${escapeHtml(input.title)} | ${escapeHtml(input.siteName)}`;
  const status = input.status ? `<p class="status" aria-hidden="true">${input.status}</p>\n` : "";
  const paragraphs = input.paragraphs.map((text) => `<p>${escapeHtml(text)}</p>\n`).join("");
  const list = input.list?.length
    ? `<ul>${input.list.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>\n`
    : "";
  return `<!doctype html>
<html lang="${input.locale}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${status}<h1>${escapeHtml(input.title)}</h1>
${paragraphs}${list}<p><a href="${escapeHtml(input.link.href)}">${escapeHtml(input.link.label)}</a></p>
</main>
</body>
</html>
`;
}
