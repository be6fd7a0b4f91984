// Relative imports: the front server (front/finish-answer.mts) imports this file as it is.
import { EXTRA_SERVICE_SLUGS, SERVICE_SLUGS, isServiceSlug } from "../../content/service-slugs.ts";
import { isTaxonomySlug } from "../validation/taxonomy-slug.ts";
import { parsePageNumber } from "./page-number.ts";

/** Public pages that exist in both locales at the same unprefixed path, in sitemap order. */
export const STATIC_PUBLIC_PATHS = [
  "/",
  "/about",
  "/contact",
  "/services/cybersecurity",
  ...EXTRA_SERVICE_SLUGS.map((slug) => `/services/${slug}`),
  ...SERVICE_SLUGS.map((slug) => `/services/${slug}`),
  "/blog",
  "/privacy",
  "/terms",
  "/accessibility",
] as const;

export type RouteMatch =
  /** A page that exists without looking anything up. */
  | { kind: "page" }
  /** A blog post: whether it exists is up to the post store. */
  | { kind: "post"; slug: string }
  /** A signed-in page: the guard decides. */
  | { kind: "dashboard" }
  /** A preview link: for whoever holds it, never stored by a shared cache. */
  | { kind: "preview" }
  /** A route's shape, but a parameter fails validation (docs/decisions.md, decision 39). */
  | { kind: "invalid-params" }
  /** No route has this shape. */
  | { kind: "unknown" };

/** Pages for staff before they are signed in: sign-in, and the e-mailed password links. */
export const SIGN_IN_PAGES = ["/login", "/forgot-password", "/set-password"] as const;
/** Pages that exist but are not in the sitemap: the sign-in pages, and the site search (noindex). */
const UNLISTED_PAGES = [...SIGN_IN_PAGES, "/search"] as const;
/** Health checks for load balancers (src/server/health.ts), which often call themselves bots. */
const HEALTH_CHECKS = ["/healthz", "/readyz"];

const FIXED_PAGES = new Set<string>([...STATIC_PUBLIC_PATHS, ...UNLISTED_PAGES, ...HEALTH_CHECKS]);

/** A page that always exists at this unprefixed path (the home page, /blog, /about, …). */
export const isFixedPage = (path: string) => FIXED_PAGES.has(path);
const SEGMENT = /^[^/]+$/;

/**
 * Classifies an unprefixed path (no locale prefix, no trailing slash) against the site's routes:
 * the proxy answers what names nothing in the signed-in area and previews, and the front server
 * words a 404's reason phrase (unknown route vs. failed parameter validation, docs/decisions.md).
 * site-routes.test.ts checks it against the pages in src/app, so a page added there cannot be
 * missed here.
 */
export function matchRoute(path: string): RouteMatch {
  if (FIXED_PAGES.has(path)) return { kind: "page" };
  const parts = path.split("/").slice(1);
  const [first, second, third] = parts;

  if (first === "services" && parts.length === 2 && second) {
    return isServiceSlug(second) ? { kind: "page" } : { kind: "invalid-params" };
  }
  // The generic service page is also reachable under /services/cybersecurity/
  // (docs/architecture.md, "The public site").
  if (first === "services" && second === "cybersecurity" && parts.length === 3 && third) {
    return isServiceSlug(third) ? { kind: "page" } : { kind: "invalid-params" };
  }
  // A later page of the blog listing: /blog/page/{n}, from 2.
  if (first === "blog" && second === "page" && parts.length === 3) {
    return isLaterPage(third) ? { kind: "page" } : { kind: "invalid-params" };
  }
  // A topic's or an author's page, its later pages, and a topic's feed: whether it exists is up to
  // the page.
  if (first === "blog" && (second === "topics" || second === "authors") && third && parts.length >= 3) {
    const feed = second === "topics" && parts.length === 4 && parts[3] === "feed.xml";
    const later = parts.length === 5 && parts[3] === "page";
    if (parts.length > 3 && !feed && !later) return { kind: "unknown" };
    if (!isTaxonomySlug(third)) return { kind: "invalid-params" };
    return later && !isLaterPage(parts[4]) ? { kind: "invalid-params" } : { kind: "page" };
  }
  // A preview link: whether its token is valid is up to the page.
  if (first === "preview" && parts.length === 2 && second) {
    return /^\d{1,12}\.\d{10}\.[\w-]{43}$/.test(second) ? { kind: "preview" } : { kind: "invalid-params" };
  }
  if (first === "blog" && parts.length === 2 && second && SEGMENT.test(second)) {
    return { kind: "post", slug: safeDecode(second) };
  }
  if (first === "dashboard") {
    if (parts.length === 1) return { kind: "dashboard" };
    if (parts.length === 2 && (second === "users" || second === "audit" || second === "profile"))
      return { kind: "dashboard" };
    if (second === "posts" && parts.length === 3 && third) {
      return third === "create" || /^\d{1,12}$/.test(third) ? { kind: "dashboard" } : { kind: "invalid-params" };
    }
    if (
      (second === "topics" ||
        second === "authors" ||
        second === "settings" ||
        second === "redirects" ||
        second === "media" ||
        second === "assessments" ||
        second === "api-keys" ||
        second === "webhooks" ||
        second === "trash") &&
      parts.length === 2
    ) {
      return { kind: "dashboard" };
    }
    if ((second === "leads" || second === "analytics") && parts.length <= 3) {
      if (parts.length === 3 && !(third && /^\d{1,12}$/.test(third))) return { kind: "invalid-params" };
      return { kind: "dashboard" };
    }
  }
  return { kind: "unknown" };
}

const isLaterPage = (segment: string | undefined) => (parsePageNumber(segment ?? "") ?? 0) >= 2;

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
