import { describe, expect, it } from "vitest";
import {
  canonicalUrl,
  cleanQuery,
  hreflangAlternates,
  localizedHref,
  localizedPath,
  routeAlternates,
  splitLocalePath,
} from "./urls";

describe("localizedPath", () => {
  it("keeps Arabic unprefixed and puts English under /en", () => {
    expect(localizedPath("ar", "/")).toBe("/");
    expect(localizedPath("ar", "/about")).toBe("/about");
    expect(localizedPath("en", "/")).toBe("/en");
    expect(localizedPath("en", "/services/erp")).toBe("/en/services/erp");
  });
});

describe("localizedHref", () => {
  it("keeps the query and hash after the localised path", () => {
    expect(localizedHref("en", "/#services")).toBe("/en#services");
    expect(localizedHref("ar", "/#services")).toBe("/#services");
    expect(localizedHref("en", "/contact?service=erp")).toBe("/en/contact?service=erp");
  });
});

describe("splitLocalePath", () => {
  it("finds the locale and the unprefixed path", () => {
    expect(splitLocalePath("/")).toEqual({ locale: "ar", path: "/" });
    expect(splitLocalePath("/en")).toEqual({ locale: "en", path: "/" });
    expect(splitLocalePath("/en/blog/x")).toEqual({ locale: "en", path: "/blog/x" });
    expect(splitLocalePath("/english")).toEqual({ locale: "ar", path: "/english" });
    expect(splitLocalePath("/ar/about")).toEqual({ locale: "ar", path: "/about" });
  });
});

describe("canonical URLs", () => {
  it("keeps the query but drops tracking parameters", () => {
    expect(cleanQuery("?page=2&utm_source=x&UTM_MEDIUM=y&gclid=1&fbclid=2")).toBe("?page=2");
    expect(cleanQuery("?utm_campaign=a")).toBe("");
    expect(canonicalUrl("https://asas.example", "/en/blog", "?page=3&utm_term=z")).toBe(
      "https://asas.example/en/blog?page=3",
    );
  });
});

describe("hreflang alternates", () => {
  it("maps every market of each language to that language's page, with x-default Arabic", () => {
    const links = routeAlternates("/about");
    expect(links["ar-SA"]).toBe("/about");
    expect(links["ar-OM"]).toBe("/about");
    expect(links["en-KW"]).toBe("/en/about");
    expect(links.ar).toBe("/about");
    expect(links.en).toBe("/en/about");
    expect(links["x-default"]).toBe("/about");
    expect(Object.keys(links)).toHaveLength(6 * 2 + 2 + 1);
  });

  it("maps the home pages root to root", () => {
    const links = routeAlternates("/");
    expect(links["ar-BH"]).toBe("/");
    expect(links["en-QA"]).toBe("/en");
  });

  it("lists only the versions that exist", () => {
    const links = hreflangAlternates({ en: "/en/blog/launch" });
    expect(links["ar-SA"]).toBeUndefined();
    expect(links["en-SA"]).toBe("/en/blog/launch");
    expect(links["x-default"]).toBe("/en/blog/launch");
  });
});
