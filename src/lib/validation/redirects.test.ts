import { describe, expect, it } from "vitest";
import { normaliseRedirectPath, redirectFieldErrors, redirectInputSchema } from "./redirects";

describe("redirect input", () => {
  it("keeps paths decoded, without a trailing slash, as the pages see them", () => {
    expect(normaliseRedirectPath("/blog/%D9%85%D9%82%D8%A7%D9%84/")).toBe("/blog/مقال");
    expect(normaliseRedirectPath(" /en/about ")).toBe("/en/about");
    for (const bad of ["about", "//evil.example", "/a?b=1", "/%ZZ", "/a b", "/a#b", "/a\\b"]) {
      expect(normaliseRedirectPath(bad), bad).toBeNull();
    }
  });

  it("takes a site path with a query or an http(s) address as the target", () => {
    expect(redirectInputSchema.parse({ from: "/old", to: "/en/contact?service=erp" })).toEqual({
      from: "/old",
      to: "/en/contact?service=erp",
      permanent: true,
    });
    expect(redirectInputSchema.parse({ from: "/old", to: "https://example.com/x", permanent: false }).to).toBe(
      "https://example.com/x",
    );
  });

  it("names each field's problem with a code", () => {
    const errors = (input: unknown) => {
      const parsed = redirectInputSchema.safeParse(input);
      return parsed.success ? {} : redirectFieldErrors(parsed.error);
    };
    expect(errors({ from: "", to: "" })).toEqual({ from: "from_required", to: "to_required" });
    expect(errors({ from: "old", to: "javascript:alert(1)" })).toEqual({ from: "from_invalid", to: "to_invalid" });
    expect(errors({ from: "/en/dashboard/posts", to: "/" })).toEqual({ from: "from_reserved" });
    expect(errors({ from: "/api/posts", to: "/" })).toEqual({ from: "from_reserved" });
    expect(errors({ from: "/same/", to: "/same?x=1" })).toEqual({ to: "same_path" });
  });

  it("refuses targets that leave the site once decoded, and addresses that are not https", () => {
    const errors = (to: string) => {
      const parsed = redirectInputSchema.safeParse({ from: "/r12", to });
      return parsed.success ? parsed.data.to : redirectFieldErrors(parsed.error).to;
    };
    for (const to of ["/%2F%2Fevil.example", "/%2f%2fevil.example/x", "/%5C%5Cevil.example", "/%2F\\evil.example"]) {
      expect(errors(to), to).toBe("to_invalid");
    }
    expect(errors("http://example.com/x")).toBe("to_invalid");
    expect(errors("https://user:secret@example.com/")).toBe("to_invalid");
    // What is left is what the site sends.
    expect(errors("/blog/%D9%85%D9%82%D8%A7%D9%84")).toBe("/blog/مقال");
    expect(errors("HTTPS://example.com/x")).toBe("https://example.com/x");
  });
});
