import { beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";

vi.stubEnv("SITE_URL", "http://asas.example");
vi.stubEnv("TRUSTED_PROXIES", "0");

// next-intl's request config needs Next.js: the messages are the app's own.
vi.mock("next-intl/server", () => import("@/test-support/next-intl-server"));
const session = vi.hoisted(() => ({ user: null as null | { id: number; role: "admin" | "editor" } }));
vi.mock("@/server/auth/current-user", () => ({ userFromRequest: () => Promise.resolve(session.user) }));
vi.mock("@/server/auth/two-factor", () => ({ mustSetUpTwoFactor: () => Promise.resolve(false) }));
vi.mock("@/server/db/client", () => ({ getDb: () => Promise.resolve({}) }));
const logged = vi.hoisted(() => vi.fn());
vi.mock("@/lib/errors/handle-app-error", () => ({ handleAppError: logged }));

const { refuse, route } = await import("./route");
const { StoreUnavailableError } = await import("./db/errors");
const { readForm } = await import("./request-body");

const call = (path: string, init: RequestInit & { language?: string } = {}) =>
  new Request(`http://asas.example${path}`, {
    ...init,
    headers: { host: "asas.example", "accept-language": init.language ?? "en", ...init.headers },
  });
const sameSite = { origin: "http://asas.example", "content-type": "application/json" };

beforeEach(() => {
  session.user = null;
  logged.mockClear();
});

describe("route()", () => {
  const ok = () => Promise.resolve(new Response("ok"));

  it("refuses a state-changing call from another origin, in the one error shape, never stored", async () => {
    const handler = vi.fn(ok);
    const answer = await route(
      {},
      handler,
    )(call("/api/x", { method: "POST", headers: { origin: "https://evil.example" } }));
    expect(answer.status).toBe(403);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(await answer.json()).toEqual({
      error: { status: 403, code: "cross_origin", message: "Cross-origin request refused", reason: "cross_origin" },
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it("asks for a session, then for the administrator's role, in the caller's language", async () => {
    const staffOnly = route({ access: "staff" }, ok);
    const adminOnly = route({ access: "admin" }, ok);
    expect(await (await staffOnly(call("/api/x"))).json()).toEqual({
      error: { status: 401, code: "unauthorized", message: "Sign in required" },
    });
    expect(await (await staffOnly(call("/api/x", { language: "ar" }))).json()).toEqual({
      error: { status: 401, code: "unauthorized", message: "يلزم تسجيل الدخول" },
    });
    session.user = { id: 2, role: "editor" };
    expect((await staffOnly(call("/api/x"))).status).toBe(200);
    const refused = await adminOnly(call("/api/x"));
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toMatchObject({
      code: "admin_only",
      message: "Only an administrator may do this.",
    });
    session.user = { id: 1, role: "admin" };
    expect((await adminOnly(call("/api/x"))).status).toBe(200);
  });

  it("reads the body up to the route's cap and checks it with zod", async () => {
    const echo = route({ bodyLimit: 64 }, async (request) =>
      Response.json(
        request.parse(z.object({ name: z.string().min(1, "required") }), await request.body(), (error) =>
          Object.fromEntries(error.issues.map((issue) => [String(issue.path[0]), issue.message])),
        ),
      ),
    );
    const send = (body: string) => echo(call("/api/x", { method: "POST", headers: sameSite, body }));
    expect(await (await send('{"name":"Noura"}')).json()).toEqual({ name: "Noura" });
    const invalid = await send('{"name":""}');
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).error).toEqual({
      status: 400,
      code: "invalid",
      message: "Some fields are missing or not valid.",
      fields: { name: "required" },
    });
    const large = await send(JSON.stringify({ name: "x".repeat(100) }));
    expect(large.status).toBe(413);
    expect((await large.json()).error).toMatchObject({ status: 413, code: "too_large" });
    // The rest of a refused body is never read: the client must not send its next request on
    // that connection, or it waits behind the unread bytes.
    expect(large.headers.get("connection")).toBe("close");
    expect(invalid.headers.get("connection")).toBeNull();
  });

  it("closes the connection of a body refused inside the handler, whatever the handler answers", async () => {
    const upload = route({ access: "public" }, async ({ request }) => {
      await readForm(request, 1024).catch(() => {
        throw refuse(413, "too_large");
      });
      return new Response("stored", { status: 201 });
    });
    const body = new FormData();
    body.set("file", new Blob([new Uint8Array(4096)]), "big.jpg");
    const refused = await upload(call("/api/x", { method: "POST", headers: { origin: "http://asas.example" }, body }));
    expect(refused.status).toBe(413);
    expect(refused.headers.get("connection")).toBe("close");
    const small = new FormData();
    small.set("file", new Blob([new Uint8Array(16)]), "small.jpg");
    const stored = await upload(
      call("/api/x", { method: "POST", headers: { origin: "http://asas.example" }, body: small }),
    );
    expect(stored.status).toBe(201);
    expect(stored.headers.get("connection")).toBeNull();
  });

  it("answers a bad query with one sentence per parameter and the parameters in error", async () => {
    const listing = route({}, async (request) =>
      Response.json(
        await request.query(z.object({ sort: z.enum(["title"], { error: "sort must be title" }) }), { issues: true }),
      ),
    );
    const answer = await listing(call("/api/x?sort=size"));
    expect(answer.status).toBe(400);
    expect((await answer.json()).error).toEqual({
      status: 400,
      code: "invalid_query",
      message: "sort must be title",
      issues: ["sort"],
    });
  });

  it("answers a database outage 503 with Retry-After, anything unexpected a logged 500", async () => {
    const outage = await route({}, () => Promise.reject(new StoreUnavailableError(new Error("ECONNREFUSED"))))(
      call("/api/x"),
    );
    expect(outage.status).toBe(503);
    expect(outage.headers.get("retry-after")).toBe("30");
    expect((await outage.json()).error).toMatchObject({ status: 503, code: "unavailable" });
    expect(logged).not.toHaveBeenCalled();

    const broken = await route({}, () => Promise.reject(new Error("boom")))(call("/api/y", { language: "ar" }));
    expect(broken.status).toBe(500);
    expect((await broken.json()).error).toEqual({ status: 500, code: "server_error", message: "خطأ داخلي" });
    expect(logged).toHaveBeenCalledWith(expect.any(Error), { phase: "request", path: "/api/y", method: "GET" });
  });

  it("answers a refusal with its own code, details and headers", async () => {
    const limited = route({}, () =>
      Promise.reject(
        refuse(429, "rate_limited", { headers: { "retry-after": "60" }, details: { retryAfterSeconds: 60 } }),
      ),
    );
    const answer = await limited(call("/api/x"));
    expect(answer.status).toBe(429);
    expect(answer.headers.get("retry-after")).toBe("60");
    expect((await answer.json()).error).toMatchObject({ status: 429, code: "rate_limited", retryAfterSeconds: 60 });
  });
});
