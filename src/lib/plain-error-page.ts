import { localeInfo, type Locale } from "@/i18n/locales";
import { escapeHtml } from "@/lib/html";

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
 * A small, script-free error document for bots (DESIGN.md decision 9): the status, the translated
 * title and description, and a link home.
 */
export function renderPlainErrorPage(input: PlainErrorPageInput): string {
  const { dir } = localeInfo[input.locale];
  return `<!doctype html>
<html lang="${input.locale}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${input.status} | ${escapeHtml(input.title)}</title>
</head>
<body>
<main>
<p>${input.status}</p>
<h1>${escapeHtml(input.title)}</h1>
<p>${escapeHtml(input.description)}</p>
${input.message ? `<p>${escapeHtml(input.message)}</p>\n` : ""}<p><a href="${escapeHtml(input.homeHref)}">${escapeHtml(input.homeLabel)}</a></p>
</main>
</body>
</html>
`;
}
