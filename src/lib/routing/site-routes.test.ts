import { describe, expect, it } from "vitest";
import { matchRoute, STATIC_PUBLIC_PATHS } from "./site-routes";

describe("matchRoute", () => {
  it("knows the fixed pages", () => {
    for (const path of STATIC_PUBLIC_PATHS) expect(matchRoute(path)).toEqual({ kind: "page" });
    expect(matchRoute("/login")).toEqual({ kind: "page" });
  });

  it("validates service slugs", () => {
    expect(matchRoute("/services/erp")).toEqual({ kind: "page" });
    expect(matchRoute("/services/cybersecurity/network-security")).toEqual({ kind: "page" });
    expect(matchRoute("/services/not-a-service")).toEqual({ kind: "invalid-params" });
    expect(matchRoute("/services/cybersecurity/nope")).toEqual({ kind: "invalid-params" });
  });

  it("leaves blog posts to the post store, decoding Arabic slugs", () => {
    expect(matchRoute("/blog/%D8%A7%D9%84%D8%A3%D9%85%D9%86")).toEqual({ kind: "post", slug: "الأمن" });
    expect(matchRoute("/blog/a/b")).toEqual({ kind: "unknown" });
  });

  it("separates dashboard routes from malformed ids", () => {
    expect(matchRoute("/dashboard")).toEqual({ kind: "dashboard" });
    expect(matchRoute("/dashboard/posts/create")).toEqual({ kind: "dashboard" });
    expect(matchRoute("/dashboard/posts/42")).toEqual({ kind: "dashboard" });
    expect(matchRoute("/dashboard/posts/abc")).toEqual({ kind: "invalid-params" });
  });

  it("calls everything else unknown", () => {
    expect(matchRoute("/nowhere")).toEqual({ kind: "unknown" });
    expect(matchRoute("/about/team")).toEqual({ kind: "unknown" });
  });
});
