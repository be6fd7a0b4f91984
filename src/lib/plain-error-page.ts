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
  "color:#fff;font-weight:600;text-decoration:none}a:focus-visible{outline:3px solid #c8962e;outline-offset:3px}";

export function renderPlainErrorPage(input: PlainErrorPageInput): string {
  const { dir } = localeInfo[input.locale];
  return `<!doctype html>
<html lang="${input.locale}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${input.status} | ${escapeHtml(input.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="status" aria-hidden="true">${input.status}</p>
<h1>${escapeHtml(input.title)}</h1>
<p>${escapeHtml(input.description)}</p>
${input.message ? `<p>${escapeHtml(input.message)}</p>\n` : ""}<p><a href="${escapeHtml(input.homeHref)}">${escapeHtml(input.homeLabel)}</a></p>
</main>
</body>
</html>
`;
}
