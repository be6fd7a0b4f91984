import { beforeEach, describe, expect, it, vi } from "vitest";

vi.stubEnv("SITE_URL", "http://asas.example");
vi.stubEnv("TRUSTED_PROXIES", "0");

// next-intl's request config needs Next.js: the messages are the app's own.
vi.mock("next-intl/server", () => import("@/test-support/next-intl-server"));
vi.mock("@/server/db/client", () => ({ getDb: () => Promise.resolve({}) }));

/** The request the browser sent with its Server Action, as next/headers gives it. */
const browser = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({ headers: () => Promise.resolve(browser.headers) }));
const refresh = vi.hoisted(() => vi.fn());
vi.mock("next/cache", () => ({ refresh }));

const { callRoute } = await import("./call-route");
const { route } = await import("@/server/route");
const { json } = await import("@/server/http");

const actionRequest = (extra: Record<string, string> = {}) =>
  new Headers({
    host: "asas.example",
    origin: "http://asas.example",
    "sec-fetch-site": "same-origin",
    cookie: "asas_session=abc",
    "accept-language": "ar",
    referer: "http://asas.example/dashboard/redirects",
    "x-forwarded-for": "203.0.113.9",
    "next-action": "7f00aa",
    "next-router-state-tree": "%5B%5D",
    "content-type": "text/plain;charset=UTF-8",
    "content-length": "120",
    accept: "text/x-component",
    ...extra,
  });

beforeEach(() => {
  browser.headers = actionRequest();
  refresh.mockClear();
});

describe("a dashboard write made as a Server Action", () => {
  it("reaches the API's handler as the API call itself, with the browser's cookies, origin and language", async () => {
    const seen: Request[] = [];
    const handler = route({ bodyLimit: 1024 }, async ({ request, body }) => {
      seen.push(request);
      return json({ saved: await body() }, { status: 201 });
    });
    const result = await callRoute({ method: "PUT", path: "/api/redirects/4", body: { from: "/old" } }, handler);
    expect(result).toEqual({ ok: true, data: { saved: { from: "/old" } } });
    const request = seen[0]!;
    expect(request.method).toBe("PUT");
    expect(new URL(request.url).pathname).toBe("/api/redirects/4");
    expect(request.headers.get("cookie")).toBe("asas_session=abc");
    expect(request.headers.get("origin")).toBe("http://asas.example");
    expect(request.headers.get("x-forwarded-for")).toBe("203.0.113.9");
    expect(request.headers.get("content-type")).toBe("application/json");
    expect(request.headers.get("accept")).toBe("application/json");
    // The action's own envelope is not the API call's.
    expect(request.headers.get("next-action")).toBeNull();
    expect(request.headers.get("content-length")).toBeNull();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("is refused as the API refuses it, with the message in the dashboard's language, and refreshes nothing", async () => {
    browser.headers = actionRequest({ origin: "https://evil.example", "sec-fetch-site": "cross-site" });
    const handler = vi.fn(() => Promise.resolve(json({})));
    const result = await callRoute({ method: "POST", path: "/api/redirects", body: {} }, route({}, handler));
    expect(handler).not.toHaveBeenCalled();
    expect(result).toMatchObject({ ok: false, error: { status: 403, code: "cross_origin" } });
    expect(result.ok ? "" : result.error.message).toMatch(/[\u0600-\u06ff]/);
    expect(refresh).not.toHaveBeenCalled();
  });

  it("gives the field errors of a refused body, and an unreadable failure as a server error", async () => {
    const invalid = route({}, () =>
      Promise.resolve(
        json({ error: { status: 400, code: "invalid", message: "x", fields: { from: "required" } } }, { status: 400 }),
      ),
    );
    expect(await callRoute({ method: "POST", path: "/api/redirects", body: {} }, invalid)).toEqual({
      ok: false,
      error: { status: 400, code: "invalid", message: "x", fields: { from: "required" } },
    });
    const broken = () => Promise.resolve(new Response("<html>", { status: 502 }));
    expect(await callRoute({ method: "DELETE", path: "/api/redirects/1" }, broken)).toEqual({
      ok: false,
      error: { status: 502, code: "server_error", message: "" },
    });
  });

  it("refuses to run a route that sets a cookie, which an action's answer would lose", async () => {
    const signsIn = () => Promise.resolve(json({}, { headers: { "set-cookie": "asas_session=new" } }));
    await expect(callRoute({ method: "POST", path: "/api/_auth/login", body: {} }, signsIn)).rejects.toThrow(
      /sets a cookie/,
    );
  });
});
