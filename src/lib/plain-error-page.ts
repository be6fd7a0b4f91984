import { localeInfo, type Locale } from "../i18n/locales.ts";
import { escapeHtml } from "./html.ts";
import { SEARCH_TERM_MAX } from "./search-term.ts";
import { localizedHref } from "./seo/urls.ts";

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
 * link home. Every HTML error answer outside /api/ is this document, for bots and people alike
 * (docs/decisions.md, decisions 9 and 14): Next.js's own error screen is an empty shell that only
 * JavaScript fills.
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

/** What the 404 document says, as messages/{ar,en}.json have it. */
export type NotFoundMessages = {
  site: { name: string };
  nav: Record<"main" | "home" | "services" | "blog" | "about" | "contact", string>;
  search: Record<"label" | "placeholder" | "submit" | "browseServices", string>;
  errors: { "404": { title: string; description: string } };
  blog: { title: string };
};

const NOT_FOUND_STYLE =
  "body{margin:0;font-family:system-ui,'Segoe UI','Noto Sans Arabic',Tahoma,sans-serif;color:#0f1f3a;background:#fff}" +
  "header{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.5rem 1.5rem;" +
  "padding:1rem 1.25rem;border-bottom:1px solid #e3e7ee}header nav{display:flex;flex-wrap:wrap;gap:.25rem 1rem}" +
  "a{color:#0b5d56;font-weight:600;text-underline-offset:4px}a:focus-visible,input:focus-visible,button:focus-visible" +
  "{outline:3px solid #c8962e;outline-offset:2px}.brand{color:#0f1f3a;font-size:1.15rem;text-decoration:none}" +
  "header nav a{display:inline-block;padding:.6rem .25rem}main{max-width:38rem;margin:0 auto;padding:2.5rem 1.25rem;" +
  "text-align:center}.status{font-size:4.5rem;font-weight:700;color:#0b5d56;margin:0}h1{font-size:1.6rem;margin:.5rem 0}" +
  "p{font-size:1.1rem;line-height:1.7;color:#334766}form{display:flex;gap:.5rem;margin:1.5rem 0}label{position:absolute;" +
  "width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}input{flex:1;min-width:0;min-height:2.75rem;padding:0 .75rem;" +
  "font:inherit;border:1px solid #9aa6b8;border-radius:.75rem}button{min-height:2.75rem;padding:0 1.25rem;font:inherit;" +
  "font-weight:600;color:#fff;background:#0b5d56;border:0;border-radius:.75rem;cursor:pointer}ul{display:flex;" +
  "flex-wrap:wrap;justify-content:center;gap:.5rem 1.5rem;list-style:none;padding:0;margin:0}ul a{display:inline-block;" +
  "padding:.6rem .25rem}";

/**
 * The 404 document, still small and script-free: the site's header (its name and main pages), a
 * search box (the site search is a plain GET, /?s=), and links to the home page, the blog and the
 * services, so that a visitor who followed a dead link can go on from here.
 */
export function renderNotFoundPage(locale: Locale, text: NotFoundMessages): string {
  const { dir } = localeInfo[locale];
  const href = (path: string) => escapeHtml(localizedHref(locale, path));
  const link = (path: string, label: string) => `<a href="${href(path)}">${escapeHtml(label)}</a>`;
  const copy = text.errors["404"];
  return `<!doctype html>
<html lang="${locale}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>404 | ${escapeHtml(copy.title)} | ${escapeHtml(text.site.name)}</title>
<style>${NOT_FOUND_STYLE}</style>
</head>
<body>
<header>
<a class="brand" href="${href("/")}">${escapeHtml(text.site.name)}</a>
<nav aria-label="${escapeHtml(text.nav.main)}">${link("/#services", text.nav.services)} ${link("/blog", text.nav.blog)} ${link("/about", text.nav.about)} ${link("/contact", text.nav.contact)}</nav>
</header>
<main>
<p class="status" aria-hidden="true">404</p>
<h1>${escapeHtml(copy.title)}</h1>
<p>${escapeHtml(copy.description)}</p>
<form role="search" action="${href("/")}" method="get">
<label for="not-found-search">${escapeHtml(text.search.label)}</label>
<input id="not-found-search" type="search" name="s" required maxlength="${SEARCH_TERM_MAX}" placeholder="${escapeHtml(text.search.placeholder)}">
<button type="submit">${escapeHtml(text.search.submit)}</button>
</form>
<ul>
<li>${link("/", text.nav.home)}</li>
<li>${link("/blog", text.blog.title)}</li>
<li>${link("/#services", text.search.browseServices)}</li>
</ul>
</main>
</body>
</html>
`;
}
