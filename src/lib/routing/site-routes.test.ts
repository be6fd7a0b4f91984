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

/** Every page under app/[locale], as its unprefixed route pattern ("/blog/[slug]"). */
const PAGE_ROUTES = files(path.join(APP, "[locale]"))
  .filter((file) => path.basename(file) === "page.tsx")
  .map((file) => {
    const segments = path
      .relative(path.join(APP, "[locale]"), path.dirname(file))
      .split(path.sep)
      .filter((segment) => segment && !/^\(.*\)$/.test(segment));
    return `/${segments.join("/")}`;
  });

/** A path a visitor could ask for, for a route pattern. */
function sample(route: string): string {
  return route
    .replace(
      /\/services\/(cybersecurity\/)?\[slug\]/,
      (_match, section = "") => `/services/${section}${SERVICE_SLUGS[0]}`,
    )
    .replace("[slug]", "a-post")
    .replace("[id]", "42");
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
    expect(matchRoute("/blog/%D8%A7%D9%84%D8%A3%D9%85%D9%86")).toEqual({ kind: "post", slug: "الأمن" });
    expect(matchRoute("/blog/topics/cloud")).toEqual({ kind: "page" });
    expect(matchRoute("/blog/topics/cloud/feed.xml")).toEqual({ kind: "page" });
    expect(matchRoute("/blog/authors/omar-alharbi")).toEqual({ kind: "page" });
    expect(matchRoute("/blog/topics/Not_A_Slug")).toEqual({ kind: "invalid-params" });
    expect(matchRoute("/blog/authors/omar/feed.xml")).toEqual({ kind: "unknown" });
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
    const appFiles = [
      "/favicon.ico",
      "/icon.png",
      "/apple-icon.png",
      "/robots.txt",
      "/manifest.webmanifest",
      "/tracking-scripts.js",
    ];
    for (const file of [
      ...publicFiles,
      ...appFiles,
      "/_next/static/chunks/a.js",
      "/api/posts",
      "/uploads/a.webp",
      "/healthz",
      "/readyz",
    ]) {
      expect(matcher.test(file), file).toBe(false);
    }
  });

  it("sees every page, and every address that names nothing, whatever its shape", () => {
    const pages = PAGE_ROUTES.map(sample).map((route) => route.replace("/[...rest]", "/anything"));
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
