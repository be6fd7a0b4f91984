import createIntlMiddleware from "next-intl/middleware";
import { NextResponse, type NextRequest } from "next/server";
import type { Locale } from "@/i18n/locales";
import { routing } from "@/i18n/routing";
import { env } from "@/env";
import { isBot } from "@/lib/bots";
import { botErrorResponse } from "@/lib/routing/bot-responses";
import {
  internalRoutes,
  isInternalPath,
  parsePageParameter,
  totalFromListingStamp,
} from "@/lib/routing/internal-routes";
import { matchRoute } from "@/lib/routing/site-routes";
import { contentSecurityPolicy } from "@/lib/security/headers";
import { localizedPath, splitLocalePath } from "@/lib/seo/urls";
import { isStoreUnavailable } from "@/server/db/errors";
import { BLOG_PAGE_SIZE, findListingStamp, findPostStamp, findPublicPost } from "@/server/posts/public";

const handleLocale = createIntlMiddleware(routing);

/** Locale-specific XML documents that must not follow the visitor's language preference. */
const LOCALISED_DOCUMENTS = /^\/(?:(en)\/)?(sitemap\.xml|feed\.xml)$/;

/** Seconds a client should wait before retrying while the database is down. */
const RETRY_AFTER_SECONDS = "120";

/** The policy of every public page and document (the signed-in area sets its own, with a nonce). */
const PAGE_POLICY = contentSecurityPolicy({ development: env.NODE_ENV === "development" });

export async function proxy(request: NextRequest) {
  const response = await route(request);
  if (!response.headers.has("content-security-policy")) response.headers.set("content-security-policy", PAGE_POLICY);
  return response;
}

async function route(request: NextRequest): Promise<NextResponse | Response> {
  const { pathname, search } = request.nextUrl;

  const document = LOCALISED_DOCUMENTS.exec(pathname);
  if (document) {
    const locale = document[1] ?? routing.defaultLocale;
    return NextResponse.rewrite(new URL(`/${locale}/${document[2]}${search}`, request.url));
  }

  const response = handleLocale(request);
  if (response.headers.has("location")) return permanentIfCanonicalising(pathname, response);

  const { locale, path } = splitLocalePath(pathname.replace(/\/+$/, "") || "/");
  const bot = isBot(request.headers.get("user-agent"));
  const context: GateContext = { request, response, locale, pathname: `${pathname}${search}`, bot };

  if (isInternalPath(path)) return notFound(context, "unknown");

  const match = matchRoute(path);
  if (bot && (match.kind === "unknown" || match.kind === "invalid-params")) return notFound(context, match.kind);

  if (match.kind === "dashboard" || path === "/login") return signedInArea(context);

  // The site search (WebSite SearchAction target '/?s={search_term_string}') is its own page.
  if (path === "/" && request.nextUrl.searchParams.has("s")) return rewrite(context, internalRoutes.search(locale));

  try {
    if (path === "/blog") return await blogListing(context);
    if (match.kind === "post") return await blogPost(context, match.slug);
  } catch (error) {
    if (isStoreUnavailable(error)) return unavailable(context);
    throw error;
  }
  return response;
}

/**
 * The sign-in page and the dashboard are rendered per request: they get a nonce-based script policy
 * (no inline script runs without the nonce), and the page learns its own path for sign-in redirects.
 */
function signedInArea(context: GateContext) {
  const nonce = btoa(crypto.randomUUID());
  const policy = contentSecurityPolicy({
    development: env.NODE_ENV === "development",
    nonce,
    formActionOrigins: oidcOrigins(),
  });
  const headers = forwardedRequestHeaders(context.response, context.request.headers);
  headers.set("content-security-policy", policy);
  headers.set("x-nonce", nonce);
  headers.set("x-asas-path", context.pathname);
  const response = NextResponse.next({ request: { headers } });
  // next-intl may have rewritten the path to carry the locale; keep its rewrite and cookie.
  const rewrite = context.response.headers.get("x-middleware-rewrite");
  const result = rewrite ? NextResponse.rewrite(rewrite, { request: { headers } }) : response;
  context.response.headers.getSetCookie().forEach((cookie) => result.headers.append("set-cookie", cookie));
  result.headers.set("content-security-policy", policy);
  result.headers.set("cache-control", "private, no-store");
  return result;
}

function oidcOrigins(): string[] {
  return env.OIDC_ISSUER ? [new URL(env.OIDC_ISSUER).origin] : [];
}

type GateContext = { request: NextRequest; response: NextResponse; locale: Locale; pathname: string; bot: boolean };

async function blogListing(context: GateContext) {
  const page = parsePageParameter(context.request.nextUrl.searchParams.get("page"));
  if (page === null) return notFound(context, "invalid-params");
  const stamp = await findListingStamp(context.locale);
  const pageCount = Math.max(1, Math.ceil(totalFromListingStamp(stamp) / BLOG_PAGE_SIZE));
  if (page > pageCount) return notFound(context, "invalid-params");
  return rewrite(context, internalRoutes.blogPage(context.locale, page, stamp));
}

async function blogPost(context: GateContext, slug: string) {
  const found = await findPostStamp(slug);
  if (!found) return notFound(context, "post");
  if (found.locale !== context.locale) {
    // A post lives in one language: send the visitor to its translation, or to this language's blog.
    const post = await findPublicPost(slug);
    const target =
      post?.translation?.locale === context.locale ? `/blog/${encodeURIComponent(post.translation.slug)}` : "/blog";
    return NextResponse.redirect(new URL(localizedPath(context.locale, target), context.request.url), 307);
  }
  return rewrite(context, internalRoutes.post(context.locale, slug, found.stamp));
}

/** Rewrites to an internal route, keeping next-intl's request headers, cookie and the query. */
function rewrite({ request, response }: GateContext, target: string, init: ResponseInit = {}) {
  const rewritten = NextResponse.rewrite(new URL(`${target}${request.nextUrl.search}`, request.url), {
    ...init,
    request: { headers: forwardedRequestHeaders(response, request.headers) },
  });
  response.headers.getSetCookie().forEach((cookie) => rewritten.headers.append("set-cookie", cookie));
  return rewritten;
}

function notFound(context: GateContext, reason: "unknown" | "invalid-params" | "post") {
  if (context.bot) return botErrorResponse(context.locale, 404, reason, context.pathname);
  return rewrite(context, internalRoutes.missing(context.locale));
}

/** The database is down: a 503 with Retry-After, so search engines keep the page (DESIGN.md decision 7). */
function unavailable(context: GateContext) {
  const headers = { "retry-after": RETRY_AFTER_SECONDS, "cache-control": "no-store" };
  if (context.bot) return botErrorResponse(context.locale, 503, "unavailable", context.pathname, headers);
  return rewrite(context, internalRoutes.unavailable(context.locale), { status: 503, headers });
}

/**
 * /ar/... always means the same page as the unprefixed path: a permanent redirect. Redirects
 * chosen from the visitor's language stay temporary.
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
