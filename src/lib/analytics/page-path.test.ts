import { describe, expect, it } from "vitest";
import { decodePath, isPreviewPath, postOfPath } from "./page-path";

const arabicSlug = "التصيد-الاحتيالي-في-الخليج";
const encoded = `/blog/${encodeURIComponent(arabicSlug)}`;

describe("decodePath", () => {
  it("shows Arabic paths in Arabic, and leaves plain paths alone", () => {
    expect(decodePath(encoded)).toBe(`/blog/${arabicSlug}`);
    expect(decodePath("/en/blog/zero-trust")).toBe("/en/blog/zero-trust");
  });

  it("keeps what cannot be decoded: a stray percent sign, a character cut in half", () => {
    expect(decodePath("/search/100%")).toBe("/search/100%");
    expect(decodePath("/blog/%ZZ")).toBe("/blog/%ZZ");
    // The store keeps 300 characters: the last Arabic letter may lose a byte.
    const cut = encoded.slice(0, -3);
    expect(decodePath(cut)).toBe(`/blog/${arabicSlug.slice(0, -1)}${cut.slice(-3)}`);
  });
});

describe("postOfPath", () => {
  it("finds the post of a blog path in either language", () => {
    expect(postOfPath(encoded)).toEqual({ locale: "ar", slug: arabicSlug });
    expect(postOfPath("/en/blog/zero-trust/")).toEqual({ locale: "en", slug: "zero-trust" });
  });

  it("is null for other pages", () => {
    for (const path of ["/blog", "/en/blog", "/services/erp", "/blog/a/b", "/en"]) expect(postOfPath(path)).toBeNull();
  });
});

describe("preview links", () => {
  it("are told apart from the site's pages, in both languages", () => {
    expect(isPreviewPath("/preview/12.1796140000.token")).toBe(true);
    expect(isPreviewPath("/en/preview/12.1796140000.token")).toBe(true);
    for (const page of ["/", "/en", "/blog/preview-of-2027", "/en/blog/preview", "/previews"]) {
      expect(isPreviewPath(page), page).toBe(false);
    }
  });
});
