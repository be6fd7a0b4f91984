import { expect, test } from "@playwright/test";
import { STATIC_PUBLIC_PATHS } from "../../src/lib/routing/site-routes";
import { BROWSER_USER_AGENT } from "./support/constants";
import { demoPost, postPath } from "./support/demo";

/**
 * Every route of the site in both languages, walked as an anonymous visitor: its status, its
 * caching headers, what it is (the language and direction of a page, the type of a document), and a
 * script policy that lets no inline script run but its own. A public page is one Next.js cache
 * entry: asked again, it comes from the cache.
 */
type Kind = "page" | "document" | "private-page" | "redirect" | "missing";
type Route = { path: string; kind: Kind; cached?: boolean };

const localised = (path: string) => [path, path === "/" ? "/en" : `/en${path}`];
const english = demoPost("nca-ecc", "en");
const arabic = demoPost("nca-ecc", "ar");

const ROUTES: Route[] = [
  ...STATIC_PUBLIC_PATHS.flatMap((path) =>
    localised(path).map((address) => ({
      path: address,
      kind: "page" as const,
      // The contact page carries a single-use form token: rendered for each visitor.
      cached: path !== "/contact",
    })),
  ),
  { path: postPath(english), kind: "page", cached: true },
  { path: postPath(arabic), kind: "page", cached: true },
  ...localised("/blog/topics/cybersecurity").map((path) => ({ path, kind: "page" as const, cached: true })),
  ...localised("/services/cybersecurity/network-security").map((path) => ({
    path,
    kind: "page" as const,
    cached: true,
  })),
  // The site search: a page for each term, rendered for it.
  ...["/?s=cloud", "/en?s=cloud"].map((path) => ({ path, kind: "page" as const, cached: false })),
  ...["/sitemap.xml", "/en/sitemap.xml", "/feed.xml", "/en/feed.xml", "/en/blog/topics/cybersecurity/feed.xml"].map(
    (path) => ({ path, kind: "document" as const }),
  ),
  { path: `/api/public/posts/${english.slug}`, kind: "document" },
  { path: "/robots.txt", kind: "document" },
  { path: "/tracking-scripts.js", kind: "document" },
  ...localised("/login").map((path) => ({ path, kind: "private-page" as const })),
  ...localised("/dashboard").map((path) => ({ path, kind: "redirect" as const })),
  ...localised("/blog?page=1").map((path) => ({ path, kind: "redirect" as const })),
  ...localised("/no-such-page").map((path) => ({ path, kind: "missing" as const, cached: true })),
  ...localised("/blog/no-such-post").map((path) => ({ path, kind: "missing" as const, cached: true })),
  ...localised("/services/no-such-service").map((path) => ({ path, kind: "missing" as const, cached: true })),
  ...localised("/blog/page/99").map((path) => ({ path, kind: "missing" as const, cached: true })),
  // Next.js answers an address with .rsc on the end with the page's React payload; typed by a
  // visitor, it is a missing page like any other.
  ...localised("/about.rsc").map((path) => ({ path, kind: "missing" as const })),
];

/** The sources script-src allows. */
const scriptSources = (policy: string) =>
  (policy.split(";").find((part) => part.trim().startsWith("script-src")) ?? "").trim().split(/\s+/).slice(1);

test("every route answers with its status, caching headers, content and strict script policy", async ({ request }) => {
  test.slow();
  const failures: string[] = [];
  const fail = (route: Route, what: string) => failures.push(`${route.path}: ${what}`);
  for (const route of ROUTES) {
    const headers = { "user-agent": BROWSER_USER_AGENT, "accept-language": "ar" };
    const answer = await request.get(route.path, { headers, maxRedirects: 0 });
    const status = answer.status();
    const cacheControl = answer.headers()["cache-control"] ?? "";
    const type = answer.headers()["content-type"] ?? "";
    const policy = answer.headers()["content-security-policy"] ?? "";
    if (answer.headers()["set-cookie"] && route.kind !== "private-page") fail(route, "sets a cookie");
    // Headers Next.js passes between its own layers (the proxy's rewrite of the search) stay inside.
    const internal = Object.keys(answer.headers()).filter((name) => name.startsWith("x-middleware-"));
    if (internal.length > 0) fail(route, `sends ${internal.join(", ")}`);
    if (/unsafe-inline|unsafe-eval/.test(scriptSources(policy).join(" "))) fail(route, `script-src ${policy}`);
    const body = route.kind === "redirect" ? "" : await answer.text();
    const english = route.path.startsWith("/en");
    const html = `<html lang="${english ? "en" : "ar"}" dir="${english ? "ltr" : "rtl"}"`;
    switch (route.kind) {
      case "page": {
        if (status !== 200) fail(route, `status ${status}`);
        if (!type.startsWith("text/html")) fail(route, `type ${type}`);
        if (!body.includes(html)) fail(route, "not a page in its language");
        if (!/<h1\b/.test(body)) fail(route, "no heading");
        if (route.cached !== false && !cacheControl.startsWith("public")) fail(route, `cache-control ${cacheControl}`);
        // Every script the page runs is named in its policy: its inline ones by hash.
        if (!scriptSources(policy).some((source) => source.startsWith("'sha256-"))) fail(route, "no script hashes");
        break;
      }
      case "document":
        if (status !== 200) fail(route, `status ${status}`);
        if (!cacheControl.startsWith("public")) fail(route, `cache-control ${cacheControl}`);
        if (body.length === 0) fail(route, "empty");
        break;
      case "private-page":
        if (status !== 200) fail(route, `status ${status}`);
        if (cacheControl !== "private, no-store") fail(route, `cache-control ${cacheControl}`);
        if (!scriptSources(policy).some((source) => source.startsWith("'nonce-"))) fail(route, "no nonce");
        break;
      case "redirect":
        if (![307, 308].includes(status)) fail(route, `status ${status}`);
        if (!answer.headers().location) fail(route, "no Location");
        break;
      case "missing":
        if (status !== 404) fail(route, `status ${status}`);
        if (!body.includes(html)) fail(route, "not a page in its language");
        if (!cacheControl.startsWith("public")) fail(route, `cache-control ${cacheControl}`);
        break;
    }
    if (route.cached) {
      const again = await request.get(route.path, { headers, maxRedirects: 0 });
      if (again.headers()["x-nextjs-cache"] !== "HIT") fail(route, `asked again: ${again.headers()["x-nextjs-cache"]}`);
      if (again.status() !== status) fail(route, `asked again: status ${again.status()}`);
    }
  }
  expect(failures).toEqual([]);
});
