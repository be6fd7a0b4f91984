import { describe, expect, it } from "vitest";
import { listingVersions } from "./listing-versions";

describe("listingVersions", () => {
  it("links the languages that have posts, and always the page itself", () => {
    expect(listingVersions("ar", "/blog/topics/cloud", 1, { ar: 3, en: 2 })).toEqual({
      ar: "/blog/topics/cloud",
      en: "/en/blog/topics/cloud",
    });
    expect(listingVersions("en", "/blog/topics/cloud", 1, { ar: 0, en: 2 })).toEqual({ en: "/en/blog/topics/cloud" });
    expect(listingVersions("ar", "/blog/topics/cloud", 1, { ar: 0, en: 2 })).toEqual({
      ar: "/blog/topics/cloud",
      en: "/en/blog/topics/cloud",
    });
  });

  it("gives a later page only itself", () => {
    expect(listingVersions("en", "/blog/authors/omar", 2, { ar: 30, en: 30 })).toEqual({
      en: "/en/blog/authors/omar/page/2",
    });
  });
});
