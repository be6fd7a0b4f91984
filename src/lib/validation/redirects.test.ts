import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { STATIC_PUBLIC_PATHS } from "@/lib/routing/site-routes";
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

describe("what can be redirected", () => {
  const errors = (from: string) => {
    const parsed = redirectInputSchema.safeParse({ from, to: "/en/blog/elsewhere" });
    return parsed.success ? {} : redirectFieldErrors(parsed.error);
  };

  it("refuses an address that always has a page, in either language: it would never be followed", () => {
    for (const page of STATIC_PUBLIC_PATHS.filter((page) => page !== "/")) {
      expect(errors(page), page).toEqual({ from: "from_is_page" });
      expect(errors(`/en${page}`), page).toEqual({ from: "from_is_page" });
    }
    for (const document of ["/sitemap.xml", "/en/feed.xml", "/search"]) {
      expect(errors(document), document).toEqual({ from: "from_is_page" });
    }
  });

  it("refuses the site's own files, which are served without a page", () => {
    const root = path.resolve(import.meta.dirname, "../../../public");
    const files = (directory: string): string[] =>
      readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? files(path.join(directory, entry.name)) : [path.join(directory, entry.name)],
      );
    const served = files(root).map((file) => `/${path.relative(root, file).split(path.sep).join("/")}`);
    expect(served.length).toBeGreaterThan(20);
    for (const file of [...served, "/images/gone.png", "/favicon.ico", "/robots.txt"]) {
      expect(errors(file), file).toEqual({ from: "from_site_file" });
    }
  });

  it("takes any other address a visitor can ask for, old WordPress ones included", () => {
    for (const from of [
      "/en/services/quantum-teleportation",
      "/services/quantum",
      "/blog/topics/old-topic",
      "/en/blog/authors/former",
      "/blog/an-old-post",
      "/index.php/2019/05/old-post/",
      "/wp-content/uploads/2019/05/brochure.pdf",
      "/en/images/old.png",
      "/about/team",
      "/category/news/feed",
    ]) {
      expect(errors(from), from).toEqual({});
    }
  });
});
