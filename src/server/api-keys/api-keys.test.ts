import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type * as NextServer from "next/server";
import type * as DbClient from "@/server/db/client";
import { apiKeys, auditLog, users } from "@/server/db/schema";
import { apiRequest, paramsOf, sessionCookie } from "../../../tests/support/api-calls";
import { createTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from "../../../tests/support/test-database";

vi.stubEnv("SITE_URL", "http://asas.example");
vi.stubEnv("TRUSTED_PROXIES", "0");

vi.mock("next-intl/server", () => import("@/test-support/next-intl-server"));
const store = vi.hoisted(() => ({ db: null as unknown }));
vi.mock("@/server/db/client", async (importOriginal) => ({
  ...(await importOriginal<typeof DbClient>()),
  getDb: () => Promise.resolve(store.db),
}));
vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), cacheTag: () => {}, cacheLife: () => {} }));
vi.mock("next/server", async (importOriginal) => ({
  ...(await importOriginal<typeof NextServer>()),
  connection: () => Promise.resolve(),
  after: (task: () => unknown) => void Promise.resolve().then(task),
}));

const { createUser } = await import("@/server/auth/users");
const { hashToken } = await import("@/server/auth/sessions");
const posts = await import("@/app/api/posts/route");
const leadsRoute = await import("@/app/api/leads/route");
const usersRoute = await import("@/app/api/users/route");
const keysRoute = await import("@/app/api/api-keys/route");
const keyRoute = await import("@/app/api/api-keys/[id]/route");
const publicPosts = await import("@/app/api/public/posts/route");

const post = {
  title: "Published from a script",
  slug: "from-a-script",
  metaDescription: "",
  coverImage: "",
  locale: "en",
  status: "draft",
  publishedAt: "",
  author: "Noura",
  content: { ops: [{ insert: "Hello\n" }] },
};

/** A request as a script sends it: the key, no cookie, no Origin, no browser headers. */
const scripted = (path: string, token: string, init: { method?: string; json?: unknown; language?: string } = {}) =>
  new Request(`http://asas.example${path}`, {
    method: init.method ?? "GET",
    headers: {
      authorization: `Bearer ${token}`,
      "accept-language": init.language ?? "en",
      ...(init.json === undefined ? {} : { "content-type": "application/json" }),
    },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });

type Problem = { error: { status: number; code: string; message: string; scope?: string } };

describe.each(TEST_DATABASE_KINDS)("API keys on %s", (kind) => {
  let database: TestDatabase;
  const db = () => database.db;
  let admin: { id: number; cookie: string };

  /** A key made as the dashboard makes it: POST /api/api-keys with the admin's session. */
  const makeKey = async (body: Record<string, unknown>, cookie = admin.cookie) => {
    const answer = await keysRoute.POST(apiRequest("/api/api-keys", { method: "POST", json: body, cookie }));
    expect(answer.status).toBe(201);
    return (await answer.json()) as { key: { id: number; prefix: string; lastUsedAt: string | null }; token: string };
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    store.db = database.db;
    const user = await createUser(db(), { name: "Admin", email: "admin@asas.example", password: null, role: "admin" });
    admin = { id: user.id, cookie: await sessionCookie(db(), user.id) };
  });
  afterAll(async () => database.close());

  it("shows the token once and keeps only its SHA-256", async () => {
    const { key, token } = await makeKey({ name: "CRM", scopes: ["leads:read"], expiresInDays: 30 });
    expect(token).toMatch(/^asas_[\w-]{43}$/);
    expect(token.startsWith(key.prefix)).toBe(true);
    const [row] = await db().select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row!.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const list = await keysRoute.GET(apiRequest("/api/api-keys", { cookie: admin.cookie }));
    const text = await list.text();
    expect(text).toContain('"name":"CRM"');
    expect(text).not.toContain(token);
    // The audit log names the key, never its token.
    const [entry] = await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry!.action).toBe("api_key_created");
    expect(JSON.stringify(entry)).not.toContain(token);
  });

  it("lets a script read and publish with its scopes, without cookie or Origin, and records the key's use", async () => {
    const { key, token } = await makeKey({ name: "Publisher", scopes: ["posts:read", "posts:write"] });
    const listed = await posts.GET(scripted("/api/posts", token));
    expect(listed.status).toBe(200);
    const created = await posts.POST(scripted("/api/posts", token, { method: "POST", json: post }));
    expect(created.status).toBe(201);
    const [row] = await db().select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row!.lastUsedAt).not.toBeNull();
    // The write is the key's administrator's, and the audit log says which key made it.
    const [entry] = await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ action: "post_created", userId: admin.id, details: { apiKey: "Publisher" } });
  });

  it("keeps the CSRF rules for a request that carries a session cookie, key or not", async () => {
    const { token } = await makeKey({ name: "Mixed", scopes: ["posts:write"] });
    const withCookie = scripted("/api/posts", token, { method: "POST", json: { ...post, slug: "mixed" } });
    withCookie.headers.set("cookie", admin.cookie);
    const answer = await posts.POST(withCookie);
    expect(answer.status).toBe(403);
    expect(((await answer.json()) as Problem).error.code).toBe("cross_origin");
    const cookieOnly = new Request("http://asas.example/api/posts", {
      method: "POST",
      headers: { cookie: admin.cookie, "content-type": "application/json" },
      body: JSON.stringify({ ...post, slug: "cookie-only" }),
    });
    expect((await posts.POST(cookieOnly)).status).toBe(403);
  });

  it("leaves a session alone behind a proxy's Basic authentication: only Bearer names a key", async () => {
    const request = apiRequest("/api/posts", {
      cookie: admin.cookie,
      headers: { authorization: "Basic c3RhZ2luZzpwYXNz" },
    });
    expect((await posts.GET(request)).status).toBe(200);
    // And a public call ignores a key altogether, even a bad one.
    const feedLike = new Request("http://asas.example/api/public/posts?locale=en", {
      headers: { authorization: "Bearer asas_unknown" },
    });
    expect((await publicPosts.GET(feedLike)).status).toBe(200);
  });

  it("refuses what the key's scopes do not cover, and calls no scope opens to keys", async () => {
    const { token } = await makeKey({ name: "Reader", scopes: ["posts:read"] });
    const write = await posts.POST(scripted("/api/posts", token, { method: "POST", json: post }));
    expect(write.status).toBe(403);
    expect(((await write.json()) as Problem).error).toMatchObject({ code: "api_key_scope", scope: "posts:write" });
    const leads = await leadsRoute.GET(scripted("/api/leads", token));
    expect(((await leads.json()) as Problem).error).toMatchObject({ status: 403, scope: "leads:read" });
    for (const answer of [
      await usersRoute.GET(scripted("/api/users", token)),
      await keysRoute.POST(
        scripted("/api/api-keys", token, { method: "POST", json: { name: "Escalated", scopes: ["leads:read"] } }),
      ),
    ]) {
      expect(answer.status).toBe(403);
      expect(((await answer.json()) as Problem).error.code).toBe("api_key_not_allowed");
    }
  });

  it("answers 401 with a clear message, in the caller's language, for an unknown, revoked or expired key", async () => {
    const unknown = await posts.GET(scripted("/api/posts", "asas_not-a-real-key"));
    expect(unknown.status).toBe(401);
    expect(unknown.headers.get("www-authenticate")).toMatch(/^Bearer /);
    expect(((await unknown.json()) as Problem).error).toMatchObject({
      code: "api_key_invalid",
      message: expect.stringContaining("Authorization: Bearer"),
    });

    const revoked = await makeKey({ name: "Leaked", scopes: ["posts:read"] });
    const revoking = await keyRoute.DELETE(
      apiRequest(`/api/api-keys/${revoked.key.id}`, { method: "DELETE", cookie: admin.cookie }),
      paramsOf({ id: String(revoked.key.id) }),
    );
    expect(revoking.status).toBe(200);
    const [entry] = await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry!.action).toBe("api_key_revoked");
    const refused = await posts.GET(scripted("/api/posts", revoked.token, { language: "ar" }));
    expect(refused.status).toBe(401);
    const { error } = (await refused.json()) as Problem;
    expect(error.code).toBe("api_key_revoked");
    expect(error.message).toMatch(/[\u0600-\u06ff]/);

    const expired = await makeKey({ name: "Old", scopes: ["posts:read"], expiresInDays: 30 });
    await db()
      .update(apiKeys)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(apiKeys.id, expired.key.id));
    const late = await posts.GET(scripted("/api/posts", expired.token));
    expect(((await late.json()) as Problem).error).toMatchObject({ status: 401, code: "api_key_expired" });
  });

  it("stops every key of an account that is deactivated", async () => {
    const other = await createUser(db(), {
      name: "Leaving",
      email: "leaving@asas.example",
      password: null,
      role: "admin",
    });
    const { token } = await makeKey({ name: "Theirs", scopes: ["posts:read"] }, await sessionCookie(db(), other.id));
    expect((await posts.GET(scripted("/api/posts", token))).status).toBe(200);
    await db().update(users).set({ active: false }).where(eq(users.id, other.id));
    expect((await posts.GET(scripted("/api/posts", token))).status).toBe(401);
  });

  it("checks a new key's fields with the form's codes", async () => {
    const answer = await keysRoute.POST(
      apiRequest("/api/api-keys", { method: "POST", json: { name: " ", scopes: [] }, cookie: admin.cookie }),
    );
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      name: "name_required",
      scopes: "scopes_required",
    });
  });
});
