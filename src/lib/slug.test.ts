import { describe, expect, it } from "vitest";
import { isValidSlug, slugFromTyping, slugify } from "./slug";

describe("slugify", () => {
  it("makes English slugs", () => {
    expect(slugify("Getting Started with the NCA ECC!")).toBe("getting-started-with-the-nca-ecc");
    expect(slugify("  --Cloud & data residency--  ")).toBe("cloud-data-residency");
  });

  it("keeps Arabic letters and drops diacritics and tatweel", () => {
    expect(slugify("دليلٌ عمليّ لـِ الأمن السيبراني")).toBe("دليل-عملي-ل-الأمن-السيبراني");
    expect(slugify("نظام حماية البيانات الشخصية 2026")).toBe("نظام-حماية-البيانات-الشخصية-2026");
  });

  it("produces valid slugs only", () => {
    for (const title of ["Hello, World", "مرحبا بالعالم", "ISO 27001: what's new?"]) {
      expect(isValidSlug(slugify(title))).toBe(true);
    }
  });
});

describe("isValidSlug", () => {
  it("rejects uppercase, spaces, slashes, dots and stray hyphens", () => {
    for (const bad of ["", "Hello", "a b", "a/b", "a.b", "-a", "a-", "a--b", "x".repeat(121), "<script>"]) {
      expect(isValidSlug(bad), bad).toBe(false);
    }
    expect(isValidSlug("الأمن-السيبراني")).toBe(true);
  });
});

describe("slugFromTyping", () => {
  it("turns spaces into single hyphens as they are typed, in any script", () => {
    const typed = (text: string) => [...text].reduce((field, key) => slugFromTyping(field + key), "");
    expect(typed("Cloud Migration  Guide")).toBe("cloud-migration-guide");
    expect(typed("دليل الانتقال إلى السحابة")).toBe("دليل-الانتقال-إلى-السحابة");
    expect(typed("zero trust ")).toBe("zero-trust-");
  });

  it("handles pasted text, tabs and leading spaces", () => {
    expect(slugFromTyping("  ISO\t27001   Audit")).toBe("iso-27001-audit");
    expect(slugFromTyping("a - b")).toBe("a-b");
  });
});
