import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SERVICE_SLUGS } from "@/content/service-slugs";
import { config } from "@/proxy";
import { matchRoute, STATIC_PUBLIC_PATHS } from "./site-routes";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const APP = path.join(ROOT, "src/app");

function files(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const full = path.join(directory, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

/** Every file of this name under app/[locale], as its unprefixed route pattern ("/blog/[slug]"). */
const localisedRoutes = (name: string) =>
  files(path.join(APP, "[locale]"))
    .filter((file) => path.basename(file) === name)
    .map((file) => {
      const segments = path
        .relative(path.join(APP, "[locale]"), path.dirname(file))
        .split(path.sep)
        .filter((segment) => segment && !/^\(.*\)$/.test(segment));
      return `/${segments.join("/")}`;
    });

/** Every page under app/[locale]. */
const PAGE_ROUTES = localisedRoutes("page.tsx");
/** Every route handler under app/[locale] (feeds, sitemaps). */
const LOCALISED_FILE_ROUTES = localisedRoutes("route.ts");

/** Next.js's metadata files at the top of src/app, by the path they are served at. */
const METADATA_ROUTES: Record<string, string> = {
  "robots.ts": "/robots.txt",
  "manifest.ts": "/manifest.webmanifest",
  "sitemap.ts": "/sitemap.xml",
};

/**
 * What src/app serves outside app/[locale], read from the folder: the metadata files and icons at
 * its top, and every route handler (APIs, uploads, health checks, the tracking script), as a path
 * a client could ask for.
 */
const APP_FILE_PATHS = files(APP)
  .filter((file) => !file.startsWith(path.join(APP, "[locale]") + path.sep))
  .flatMap((file) => {
    const parts = path.relative(APP, file).split(path.sep);
    const name = parts.at(-1) ?? "";
    if (name === "route.ts") {
      // Folder names are URL-encoded where Next.js needs it (%5Fauth is /_auth).
      const route = `/${parts.slice(0, -1).map(decodeURIComponent).join("/")}`;
      return [route.replace(/\[\.\.\.[^\]]+\]/g, "any/thing").replace(/\[[^\]]+\]/g, "x1")];
    }
    if (parts.length > 1) return [];
    if (name in METADATA_ROUTES) return [METADATA_ROUTES[name] as string];
    return /\.(ico|png|jpg|svg)$/.test(name) ? [`/${name}`] : [];
  });

/** A path a visitor could ask for, for a route pattern. */
function sample(route: string): string {
  return route
    .replace(
      /\/services\/(cybersecurity\/)?\[slug\]/,
      (_match, section = "") => `/services/${section}${SERVICE_SLUGS[0]}`,
    )
    .replace("[slug]", "a-post")
    .replace("[id]", "42")
    .replace("[page]", "2");
}

describe("matchRoute, against the pages in src/app", () => {
  it("knows every page there is", () => {
    const pages = PAGE_ROUTES.filter((route) => route !== "/[...rest]");
    expect(pages.length).toBeGreaterThan(15);
    for (const route of pages) expect(matchRoute(sample(route)).kind, route).not.toBe("unknown");
  });

  it("names no page that does not exist", () => {
    for (const pagePath of STATIC_PUBLIC_PATHS) {
      const exists = PAGE_ROUTES.includes(pagePath) || PAGE_ROUTES.includes(pagePath.replace(/\/[^/]+$/, "/[slug]"));
      expect(exists, pagePath).toBe(true);
    }
  });

  it("validates parameters and calls everything else unknown", () => {
    expect(matchRoute("/services/not-a-service")).toEqual({ kind: "invalid-params" });
    expect(matchRoute("/services/cybersecurity/nope")).toEqual({ kind: "invalid-params" });
    expect(matchRoute("/dashboard/posts/abc")).toEqual({ kind: "invalid-params" });
    expect(matchRoute("/dashboard/redirects")).toEqual({ kind: "dashboard" });
    expect(matchRoute("/dashboard/redirects/1")).toEqual({ kind: "unknown" });
    expect(matchRoute("/blog/%D8%A7%D9%84%D8%A3%D9%85%D9%86")).toEqual({ kind: "post", slug: "الأمن" });
    expect(matchRoute("/blog/topics/cloud")).toEqual({ kind: "page" });
    expect(matchRoute("/blog/topics/cloud/feed.xml")).toEqual({ kind: "page" });
    expect(matchRoute("/blog/authors/omar-alharbi")).toEqual({ kind: "page" });
    expect(matchRoute("/blog/topics/Not_A_Slug")).toEqual({ kind: "invalid-params" });
    expect(matchRoute("/blog/authors/omar/feed.xml")).toEqual({ kind: "unknown" });
    // Later pages of a listing are paths; the first page is the listing itself.
    expect(matchRoute("/blog/page/2")).toEqual({ kind: "page" });
    expect(matchRoute("/blog/topics/cloud/page/3")).toEqual({ kind: "page" });
    expect(matchRoute("/blog/authors/omar/page/12")).toEqual({ kind: "page" });
    for (const refused of ["/blog/page/1", "/blog/page/02", "/blog/page/x", "/blog/topics/cloud/page/0"]) {
      expect(matchRoute(refused), refused).toEqual({ kind: "invalid-params" });
    }
    for (const unknown of ["/nowhere", "/about/team", "/blog/a/b", "/x.y", "/wp-login.php", "/api-docs"]) {
      expect(matchRoute(unknown), unknown).toEqual({ kind: "unknown" });
    }
  });
});

describe("the proxy's matcher", () => {
  const matcher = new RegExp(`^${config.matcher[0]}$`);

  it("lets every public file and the app's file routes through untouched", () => {
    const publicFiles = files(path.join(ROOT, "public")).map(
      (file) => `/${path.relative(path.join(ROOT, "public"), file).split(path.sep).join("/")}`,
    );
    expect(APP_FILE_PATHS.length).toBeGreaterThan(30);
    expect(APP_FILE_PATHS).toEqual(expect.arrayContaining(["/robots.txt", "/favicon.ico", "/api/_auth/login"]));
    for (const file of [...publicFiles, ...APP_FILE_PATHS, "/_next/static/chunks/a.js"]) {
      expect(matcher.test(file), file).toBe(false);
    }
  });

  it("sees every page, and every address that names nothing, whatever its shape", () => {
    const pages = [...PAGE_ROUTES, ...LOCALISED_FILE_ROUTES]
      .map(sample)
      .map((route) => route.replace("/[...rest]", "/anything"));
    for (const address of [
      ...pages,
      "/",
      "/en",
      "/en/blog",
      "/apple-touch-icon.png",
      "/wp-login.php",
      "/.env",
      "/api-docs",
      "/_vercel/x",
      "/en/nope.xml",
      "/sitemap.xml",
      "/blog/covers",
    ]) {
      expect(matcher.test(address), address).toBe(true);
    }
  });
});
