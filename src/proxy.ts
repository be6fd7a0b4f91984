import createIntlMiddleware from "next-intl/middleware";
import { NextResponse, type NextRequest } from "next/server";
import { LOCALE_COOKIE } from "@/i18n/locales";
import { routing } from "@/i18n/routing";
import { env } from "@/env";
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from "@/lib/http/cache-control";
import { errorPageResponse } from "@/lib/routing/error-responses";
import { listingPageFor } from "@/lib/routing/listing-pages";
import { ON_DEMAND_PARAM } from "@/lib/routing/on-demand";
import { matchRoute, SIGN_IN_PAGES } from "@/lib/routing/site-routes";
import { preferredLocale } from "@/lib/routing/preferred-locale";
import { contentSecurityPolicy } from "@/lib/security/headers";
import { localizedPath, splitLocalePath } from "@/lib/seo/urls";
import { readPreviewToken } from "@/server/posts/preview";

/**
 * The request hook in front of every page (Next.js 16 "proxy"): locale routing, the answers that
 * need no page (old listing addresses, invalid preview links and dashboard addresses), and the
 * headers every page gets (security policy, Cache-Control). It never touches the database: pages
 * and their cached reads decide what exists, and their status is known before their first byte.
 */
const handleLocale = createIntlMiddleware(routing);

/**
 * Pages that carry something for one visitor: the contact form's single-use token. Never stored by
 * a shared cache (nginx, a CDN), or every visitor would send the same token.
 */
const PERSONAL_PAGES = new Set(["/contact"]);

/** Locale-specific XML documents that must not follow the visitor's language preference. */
const LOCALISED_DOCUMENTS = /^\/(?:(en)\/)?(sitemap\.xml|feed\.xml)$/;

/** The policy of every public page and document (the signed-in area sets its own, with a nonce). */
const PAGE_POLICY = contentSecurityPolicy({ development: env.NODE_ENV === "development" });

export async function proxy(request: NextRequest) {
  const response = await route(request);
  if (!response.headers.has("content-security-policy")) response.headers.set("content-security-policy", PAGE_POLICY);
  // Pages are the same for everyone; anything personal is marked private where it is made.
  if (!response.headers.has("cache-control")) response.headers.set("cache-control", PUBLIC_CACHE_CONTROL);
  return response;
}

async function route(request: NextRequest): Promise<NextResponse | Response> {
  const { pathname, search, searchParams } = request.nextUrl;

  const document = LOCALISED_DOCUMENTS.exec(pathname);
  if (document) {
    const locale = document[1] ?? routing.defaultLocale;
    return NextResponse.rewrite(new URL(`/${locale}/${document[2]}${search}`, request.url));
  }

  // The language is chosen only at the root (docs/decisions.md, decision 2): every other unprefixed path is
  // Arabic content, so a shared Arabic link always opens what it names.
  if (pathname === "/") {
    const preferred = preferredLocale(
      request.cookies.get(LOCALE_COOKIE.name)?.value,
      request.headers.get("accept-language"),
    );
    if (preferred !== routing.defaultLocale) {
      const target = new URL(`/${preferred}${search}`, request.url);
      const redirect = NextResponse.redirect(target, 307);
      redirect.headers.set("vary", "Cookie, Accept-Language");
      redirect.headers.set("cache-control", PRIVATE_CACHE_CONTROL);
      return redirect;
    }
  }

  const localeResponse = handleLocale(request);
  if (localeResponse.headers.has("location")) return permanentIfCanonicalising(pathname, localeResponse);

  const { locale, path } = splitLocalePath(pathname.replace(/\/+$/, "") || "/");

  // Listings paginate by path, so that each page is cached whole: the old ?page= form moves there.
  const listing = listingPageFor(path, searchParams.getAll("page"));
  if (listing === "invalid") return errorPageResponse(locale, 404);
  if (listing !== null) {
    const rest = new URLSearchParams(searchParams);
    rest.delete("page");
    const query = rest.size > 0 ? `?${rest}` : "";
    const moved = NextResponse.redirect(new URL(`${localizedPath(locale, listing)}${query}`, request.url), 308);
    moved.headers.set("cache-control", PUBLIC_CACHE_CONTROL);
    return moved;
  }

  const match = matchRoute(path);
  // Pages rendered for one request (the dashboard, a preview) send their first bytes before they
  // know more: what names nothing there is answered here.
  const invalidDashboard = match.kind === "invalid-params" && /^\/dashboard\//.test(path);
  const invalidPreview =
    (match.kind === "invalid-params" && /^\/preview\//.test(path)) ||
    (match.kind === "preview" && readPreviewToken(path.slice("/preview/".length)) === null);
  if (invalidDashboard || invalidPreview) {
    const missing = errorPageResponse(locale, 404);
    if (invalidPreview) missing.headers.set("x-robots-tag", "noindex, nofollow");
    return missing;
  }

  if (match.kind === "dashboard" || (SIGN_IN_PAGES as readonly string[]).includes(path))
    return signedInArea(request, localeResponse);

  // An address no page can have is a 404 unless a redirect names it. Next.js would keep one cache
  // entry for each such address, made-up ones included, and anyone can make up millions: those
  // without a redirect are all answered by one entry per language (docs/decisions.md, decision 40).
  if (
    (match.kind === "unknown" || match.kind === "invalid-params") &&
    !(await mayRedirect(localizedPath(locale, path)))
  ) {
    return NextResponse.rewrite(new URL(`/${locale}/${ON_DEMAND_PARAM}`, request.url));
  }

  // The site search (WebSite SearchAction target '/?s={search_term_string}') is served at the root.
  if (path === "/" && searchParams.has("s")) {
    return NextResponse.rewrite(new URL(`/${locale}/search${search}`, request.url));
  }
  if (path === "/") localeResponse.headers.set("vary", "Cookie, Accept-Language");
  if (PERSONAL_PAGES.has(path) || match.kind === "preview") {
    localeResponse.headers.set("cache-control", PRIVATE_CACHE_CONTROL);
  }
  if (match.kind === "preview") localeResponse.headers.set("x-robots-tag", "noindex, nofollow");
  return localeResponse;
}

/**
 * Whether a redirect may name this address, asked of the app over loopback (the proxy never opens
 * the database; the app answers from its cached list of redirects). When the app cannot answer,
 * the page itself decides, as it would without this question.
 */
async function mayRedirect(address: string): Promise<boolean> {
  const question = `http://${env.HOST}:${env.PORT}/api/internal/redirect-source?path=${encodeURIComponent(address)}`;
  try {
    const answer = await fetch(question, { cache: "no-store", signal: AbortSignal.timeout(2_000) });
    return !answer.ok || ((await answer.json()) as { redirect?: unknown }).redirect !== false;
  } catch {
    return true;
  }
}

/**
 * The sign-in page and the dashboard are rendered per request for one person: a nonce-based script
 * policy (no inline script runs without the nonce), never stored by a shared cache, and the page
 * learns its own path for sign-in redirects.
 */
function signedInArea(request: NextRequest, localeResponse: NextResponse) {
  const nonce = btoa(crypto.randomUUID());
  const policy = contentSecurityPolicy({
    development: env.NODE_ENV === "development",
    nonce,
    formActionOrigins: env.OIDC_ISSUER ? [new URL(env.OIDC_ISSUER).origin] : [],
  });
  const headers = new Headers(request.headers);
  headers.set("content-security-policy", policy);
  headers.set("x-nonce", nonce);
  headers.set("x-asas-path", `${request.nextUrl.pathname}${request.nextUrl.search}`);
  // next-intl may have rewritten the path to carry the locale; keep its rewrite.
  const rewrite = localeResponse.headers.get("x-middleware-rewrite");
  const result = rewrite
    ? NextResponse.rewrite(rewrite, { request: { headers } })
    : NextResponse.next({ request: { headers } });
  result.headers.set("content-security-policy", policy);
  result.headers.set("cache-control", PRIVATE_CACHE_CONTROL);
  return result;
}

/**
 * /ar/... always means the same page as the unprefixed path: a permanent redirect, as is a trailing
 * slash. next-intl's own redirects are temporary.
 */
function permanentIfCanonicalising(pathname: string, response: NextResponse): NextResponse {
  const location = response.headers.get("location") ?? "/";
  const permanent = NextResponse.redirect(location, 308);
  permanent.headers.set("cache-control", PUBLIC_CACHE_CONTROL);
  if (pathname === `/${routing.defaultLocale}` || pathname.startsWith(`/${routing.defaultLocale}/`)) return permanent;
  return response;
}

export const config = {
  // Every path but Next.js's own files, the APIs, uploads, the files in public/ and the app's
  // metadata files, which are served as they are (site-routes.test.ts keeps this list in step with
  // the public folder and the app). Paths with a dot are pages like any other: /apple-touch-icon.png
  // or /wp-login.php are 404s in the language of their prefix.
  matcher: [
    "/((?!_next/|api/|uploads/|brand/|media/|partners/|solutions/|tech-services/|images/|team/|blog/covers/|blog/inline/|favicon\\.ico$|icon\\.png$|apple-icon\\.png$|og-default\\.jpg$|robots\\.txt$|manifest\\.webmanifest$|tracking-scripts\\.js$|healthz$|readyz$).*)",
  ],
};
