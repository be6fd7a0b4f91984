import createIntlMiddleware from "next-intl/middleware";
import { NextRequest, NextResponse } from "next/server";
import { routing } from "@/i18n/routing";
import { isBot } from "@/lib/bots";
import { botErrorResponse } from "@/lib/routing/bot-responses";
import { matchRoute } from "@/lib/routing/site-routes";
import { PATHNAME_HEADER } from "@/lib/routing/headers";
import { splitLocalePath } from "@/lib/seo/urls";

const handleLocale = createIntlMiddleware(routing);

/** Locale-specific XML documents that must not follow the visitor's language preference. */
const LOCALISED_DOCUMENTS = /^\/(?:(en)\/)?(sitemap\.xml|feed\.xml)$/;

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;

  const document = LOCALISED_DOCUMENTS.exec(pathname);
  if (document) {
    const locale = document[1] ?? routing.defaultLocale;
    return NextResponse.rewrite(new URL(`/${locale}/${document[2]}${search}`, request.url));
  }

  // Pages learn the public path (for error messages) from a header the client cannot set.
  const headers = new Headers(request.headers);
  headers.set(PATHNAME_HEADER, `${pathname}${search}`);
  const forwarded = new NextRequest(request.url, { headers, method: request.method });

  const response = handleLocale(forwarded);
  if (response.headers.has("location")) return permanentIfCanonicalising(pathname, response);

  const { locale, path } = splitLocalePath(pathname.replace(/\/+$/, "") || "/");

  if (isBot(request.headers.get("user-agent"))) {
    const match = matchRoute(path);
    if (match.kind === "unknown" || match.kind === "invalid-params") {
      return botErrorResponse(locale, 404, match.kind, pathname);
    }
  }

  // The site search (WebSite SearchAction target '/?s={search_term_string}') is its own page.
  if (path === "/" && request.nextUrl.searchParams.has("s")) {
    const rewritten = NextResponse.rewrite(new URL(`/${locale}/search${search}`, request.url), {
      request: { headers: forwardedRequestHeaders(response, headers) },
    });
    response.headers.getSetCookie().forEach((cookie) => rewritten.headers.append("set-cookie", cookie));
    return rewritten;
  }

  return response;
}

/**
 * /ar/... and trailing-slash forms always mean the same page as the unprefixed path: a permanent
 * redirect. Redirects chosen from the visitor's language stay temporary.
 */
function permanentIfCanonicalising(pathname: string, response: NextResponse): NextResponse {
  if (!(pathname === `/${routing.defaultLocale}` || pathname.startsWith(`/${routing.defaultLocale}/`))) return response;
  const permanent = NextResponse.redirect(response.headers.get("location") ?? "/", 308);
  response.headers.getSetCookie().forEach((cookie) => permanent.headers.append("set-cookie", cookie));
  return permanent;
}

/** The request headers next-intl forwards (including its locale header), for a rewrite of our own. */
function forwardedRequestHeaders(response: NextResponse, base: Headers): Headers {
  const headers = new Headers(base);
  const overridden = response.headers.get("x-middleware-override-headers")?.split(",") ?? [];
  for (const name of overridden) {
    const value = response.headers.get(`x-middleware-request-${name}`);
    if (value !== null) headers.set(name, value);
  }
  return headers;
}

export const config = {
  // Everything except Next's internals, API routes and files with an extension (public assets),
  // plus the localised XML documents.
  matcher: ["/((?!api|_next|_vercel|.*\\..*).*)", "/sitemap.xml", "/en/sitemap.xml", "/feed.xml", "/en/feed.xml"],
};
