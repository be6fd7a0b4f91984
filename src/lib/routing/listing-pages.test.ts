import { describe, expect, it } from "vitest";
import { laterPageNumber, listingPageFor, listingPageHref } from "./listing-pages";

describe("listing pages by path", () => {
  it("gives page 1 the listing's own address and later pages /page/{n}", () => {
    expect(listingPageHref("/blog", 1)).toBe("/blog");
    expect(listingPageHref("/blog", 3)).toBe("/blog/page/3");
    expect(listingPageHref("/blog/topics/cloud", 2)).toBe("/blog/topics/cloud/page/2");
  });

  it("reads a later page's number as plain digits from 2", () => {
    expect(laterPageNumber("2")).toBe(2);
    for (const refused of ["1", "0", "02", "2.0", "0x2", "+2", "", "two"])
      expect(laterPageNumber(refused), refused).toBeNull();
  });

  it("moves an old ?page= address of a listing to its path, and leaves every other address alone", () => {
    expect(listingPageFor("/blog", ["2"])).toBe("/blog/page/2");
    expect(listingPageFor("/blog", ["1"])).toBe("/blog");
    expect(listingPageFor("/blog/authors/omar", ["4"])).toBe("/blog/authors/omar/page/4");
    expect(listingPageFor("/blog", ["abc"])).toBe("invalid");
    expect(listingPageFor("/blog", ["2", "3"])).toBe("invalid");
    expect(listingPageFor("/blog", [])).toBeNull();
    expect(listingPageFor("/about", ["2"])).toBeNull();
    expect(listingPageFor("/blog/some-post", ["2"])).toBeNull();
  });
});
