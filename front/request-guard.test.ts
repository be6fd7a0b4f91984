import { describe, expect, it } from "vitest";
import type { IncomingMessage } from "node:http";
import { guardedRequest, rawRefusal, refuseRequest } from "./request-guard.mts";

/** As Node.js hands a request target over: its bytes as Latin-1. */
const asReceived = (target: string) => Buffer.from(target, "utf8").toString("latin1");

describe("refuseRequest", () => {
  it("lets ordinary requests through, Arabic addresses included, encoded or not", () => {
    for (const target of [
      "/",
      "/en/blog?page=2",
      "/blog/%D8%A3%D9%85%D9%86",
      "/?s=%D8%A7%D9%85%D9%86",
      "/?s=a+b",
      "/api/posts/3",
    ]) {
      expect(refuseRequest("GET", target), target).toBeNull();
    }
    expect(refuseRequest("GET", asReceived("/?s=أمن الشبكات"))).toBeNull();
    expect(refuseRequest("POST", "/api/contact")).toBeNull();
    expect(refuseRequest("OPTIONS", "/api/contact")).toBeNull();
  });

  it("lets only GET and HEAD reach pages, and answers 405 with what is allowed", () => {
    for (const [method, target] of [
      ["PUT", "/en/about"],
      ["DELETE", "/"],
      ["POST", "/blog"],
      ["PATCH", "/en/feed.xml"],
    ]) {
      const refusal = refuseRequest(method, target);
      expect(refusal?.status, `${method} ${target}`).toBe(405);
      expect(refusal?.headers.allow).toBe("GET, HEAD");
    }
    expect(refuseRequest("HEAD", "/en/about")).toBeNull();
    expect(refuseRequest("DELETE", "/api/posts/3")).toBeNull();
  });

  it("writes a refusal as raw HTTP for a bare socket (CONNECT)", () => {
    const refusal = refuseRequest("CONNECT", "evil.example:443");
    expect(refusal?.status).toBe(405);
    const raw = rawRefusal(refusal!);
    expect(raw).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
    expect(raw).toContain("connection: close\r\n");
    expect(raw.split("\r\n\r\n")[1]).toContain('<html lang="ar" dir="rtl">');
  });

  it("refuses other methods with 405 and the allowed ones", () => {
    for (const method of ["TRACE", "TRACK", "CONNECT", "PROPFIND", "FOO", undefined]) {
      const refusal = refuseRequest(method, "/");
      expect(refusal?.status, String(method)).toBe(405);
      expect(refusal?.headers.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
    }
  });

  it("refuses malformed encoding and control characters with 400, in the language of the address", () => {
    const cases = [
      "/en/blog/%ZZ",
      "/%",
      "/api/posts/%",
      "/en?s=%E0%A4%A",
      "/blog/a%00b",
      "/?s=%00",
      "/en/blog?page=%0A1",
      "/api/public/posts/%00",
      "/x%7F",
      "/%C2%85",
    ];
    for (const target of cases) expect(refuseRequest("GET", target)?.status, target).toBe(400);
    const english = refuseRequest("GET", "/en/blog/%ZZ");
    expect(english?.headers["content-type"]).toContain("text/html");
    expect(english?.body).toContain('<html lang="en" dir="ltr">');
    expect(english?.body).toContain("Bad request");
    const arabic = refuseRequest("GET", "/?s=%00");
    expect(arabic?.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic?.body).toContain("تعذّر فهم الطلب");
    const api = refuseRequest("GET", "/api/public/posts/%00");
    expect(api?.headers["content-type"]).toContain("application/json");
    expect(JSON.parse(api?.body ?? "{}")).toMatchObject({ error: { status: 400, code: "bad_request" } });
  });

  it("refuses request targets that are not a path", () => {
    for (const target of ["http://evil.example/", "//evil.example/x", "*", ""]) {
      expect(refuseRequest("GET", target)?.status, target).toBe(400);
    }
  });

  it("lets the dashboard's pages take a Server Action's POST, and no other page", () => {
    expect(refuseRequest("POST", "/en/dashboard/posts/3")).toBeNull();
    expect(refuseRequest("POST", "/dashboard")).toBeNull();
    expect(refuseRequest("POST", "/en/dashboard-not")?.status).toBe(405);
    expect(refuseRequest("PUT", "/en/dashboard/posts/3")?.status).toBe(405);
  });

  it("sends its refusals with the headers every answer of the site carries", () => {
    for (const refusal of [
      refuseRequest("GET", "/en/%ZZ"),
      refuseRequest("TRACE", "/"),
      refuseRequest("GET", "/api/%"),
    ]) {
      expect(refusal?.headers["content-security-policy"]).toContain("script-src 'none'");
      expect(refusal?.headers["x-frame-options"]).toBe("DENY");
      expect(refusal?.headers["strict-transport-security"]).toContain("max-age=");
      expect(refusal?.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(refusal?.headers["x-content-type-options"]).toBe("nosniff");
    }
  });
});

describe("guardedRequest", () => {
  const request = (headers: Record<string, string>) =>
    ({ headers: { ...headers }, socket: { remoteAddress: "203.0.113.9" } }) as unknown as IncomingMessage;

  it("drops Next.js's internal headers a client sent, and appends the connecting address", () => {
    const guarded = guardedRequest(
      request({
        "x-middleware-subrequest": "middleware",
        "x-invoke-path": "/dashboard",
        "x-nextjs-data": "1",
        "x-forwarded-for": "198.51.100.1",
        accept: "text/html",
      }),
    );
    expect(guarded.headers).toEqual({ accept: "text/html", "x-forwarded-for": "198.51.100.1, 203.0.113.9" });
    expect(guardedRequest(request({})).headers["x-forwarded-for"]).toBe("203.0.113.9");
  });
});
