import { describe, expect, it } from "vitest";
import { OPEN_REDIRECT_PAYLOADS } from "../../tests/fixtures/open-redirect-payloads";
import { safeNextPath, safeRedirectLocation } from "./safe-next";

/** How a browser would resolve a Location header on our site: the origin it would land on. */
const landsOn = (location: string) => new URL(location, "https://asas.example/en/login").origin;

describe("safeNextPath", () => {
  it("keeps same-site paths, exactly", () => {
    expect(safeNextPath("/dashboard/posts/3")).toBe("/dashboard/posts/3");
    expect(safeNextPath("/en/dashboard?status=draft#list")).toBe("/en/dashboard?status=draft#list");
    expect(safeNextPath("/en/dashboard?q=a%20b")).toBe("/en/dashboard?q=a%20b");
  });

  it("returns Arabic paths in the encoded form it checked", () => {
    const encoded = "/blog/%D9%85%D9%82%D8%A7%D9%84";
    expect(safeNextPath("/blog/مقال")).toBe(encoded);
    expect(safeNextPath(encoded)).toBe(encoded);
  });

  it("answers with a path that is already resolved, so the browser lands where it was checked", () => {
    expect(safeNextPath("/en/./dashboard")).toBe("/en/dashboard");
    expect(safeNextPath("/en/posts/../dashboard")).toBe("/en/dashboard");
  });

  it.each(OPEN_REDIRECT_PAYLOADS.map((payload) => [payload]))("refuses %j", (payload) => {
    const answer = safeNextPath(payload);
    expect(answer).toBeNull();
  });

  it.each([null, undefined, "", "dashboard", "/" + "a".repeat(500)])("refuses %j", (value) => {
    expect(safeNextPath(value)).toBeNull();
  });

  it("never answers with anything that leaves the site, whatever the input", () => {
    // Every payload, and each with a prefix and suffix that might change how it is read.
    for (const payload of OPEN_REDIRECT_PAYLOADS) {
      for (const value of [payload, `/${payload}`, `${payload}/x`, `/en/${payload}`]) {
        const answer = safeNextPath(value);
        if (answer === null) continue;
        expect(answer, JSON.stringify(value)).toMatch(/^\/(?![/\\])/);
        expect(landsOn(answer), JSON.stringify(value)).toBe("https://asas.example");
        expect(safeNextPath(answer), JSON.stringify(value)).toBe(answer);
      }
    }
  });
});

describe("safeRedirectLocation", () => {
  it("sends same-site paths and https addresses, and nothing else", () => {
    expect(safeRedirectLocation("/en/contact?service=erp")).toBe("/en/contact?service=erp");
    expect(safeRedirectLocation("/blog/%D9%85")).toBe("/blog/%D9%85");
    expect(safeRedirectLocation("https://example.com/x")).toBe("https://example.com/x");
    for (const location of [
      "///evil.example",
      "//evil.example",
      "/\\evil.example",
      "/%2F%2Fevil.example",
      "http://example.com/",
      "https://user:secret@example.com/",
      "javascript:alert(1)",
      "ftp://example.com/",
    ]) {
      expect(safeRedirectLocation(location), location).toBeNull();
    }
    // Of the open-redirect corpus, what passes is either the site's own path or an https address
    // written as one (never a path that a browser resolves to another origin).
    for (const payload of OPEN_REDIRECT_PAYLOADS) {
      const location = safeRedirectLocation(payload);
      if (location !== null && !location.startsWith("https://")) {
        expect(landsOn(location), payload).toBe("https://asas.example");
      }
    }
  });
});
