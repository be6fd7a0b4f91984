import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type * as DbClient from "@/server/db/client";
import { posts, sessions, users } from "@/server/db/schema";
import { apiRequest, paramsOf, sessionCookie } from "../../../tests/support/api-calls";
import { createTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from "../../../tests/support/test-database";

vi.stubEnv("SITE_URL", "http://asas.example");
vi.stubEnv("TRUSTED_PROXIES", "0");

// next-intl's request config needs Next.js: the messages are the app's own.
vi.mock("next-intl/server", () => import("@/test-support/next-intl-server"));
const store = vi.hoisted(() => ({ db: null as unknown }));
vi.mock("@/server/db/client", async (importOriginal) => ({
  ...(await importOriginal<typeof DbClient>()),
  getDb: () => Promise.resolve(store.db),
}));
vi.mock("next/cache", () => ({ revalidateTag: vi.fn() }));

const { createUser } = await import("@/server/auth/users");
const collection = await import("@/app/api/posts/route");
const one = await import("@/app/api/posts/[id]/route");

const form = (overrides: Record<string, unknown>) => ({
  title: "A post",
  metaDescription: "",
  coverImage: "",
  status: "draft",
  author: "",
  content: { ops: [{ insert: "Some text.\n" }] },
  ...overrides,
});

describe.each(TEST_DATABASE_KINDS)("translation links through the posts API on %s", (kind) => {
  let database: TestDatabase;
  const db = () => database.db;
  let adminCookie: string;
  let editorCookie: string;
  let adminPost: number;
  let editorPost: number;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    store.db = database.db;
  });
  afterAll(async () => database.close());
  beforeEach(async () => {
    for (const table of [posts, sessions, users]) await db().execute(sql`DELETE FROM ${table}`);
    const admin = await createUser(db(), { name: "Admin", email: "admin@asas.example", password: null, role: "admin" });
    const editor = await createUser(db(), { name: "Erin", email: "erin@asas.example", password: null, role: "editor" });
    adminCookie = await sessionCookie(db(), admin.id);
    editorCookie = await sessionCookie(db(), editor.id);
    const create = async (cookie: string, body: Record<string, unknown>) => {
      const answer = await collection.POST(apiRequest("/api/posts", { method: "POST", cookie, json: form(body) }));
      expect(answer.status, await answer.clone().text()).toBe(201);
      return ((await answer.json()) as { post: { id: number } }).post.id;
    };
    adminPost = await create(adminCookie, { title: "The admin's post", slug: "admins-post", locale: "en" });
    editorPost = await create(editorCookie, { title: "تدوينة المحررة", slug: "editors-post", locale: "ar" });
  });

  const groupOf = async (id: number) =>
    (await db().select({ group: posts.translationGroup }).from(posts).where(eq(posts.id, id)))[0]?.group ?? null;

  it("refuses an editor who links a new post to someone else's, in the caller's language", async () => {
    const answer = await collection.POST(
      apiRequest("/api/posts", {
        method: "POST",
        cookie: editorCookie,
        language: "ar",
        json: form({ title: "منشور جديد", slug: "new-ar", locale: "ar", translationId: adminPost }),
      }),
    );
    expect(answer.status).toBe(403);
    expect((await answer.json()).error).toEqual({
      status: 403,
      code: "not_owner",
      message: "لا يربط مقالين بوصف أحدهما ترجمةً للآخر إلا من يحق له تعديل كليهما: كاتبهما أو أحد المديرين.",
    });
    expect(await db().select({ id: posts.id }).from(posts).where(eq(posts.slug, "new-ar"))).toEqual([]);
    expect(await groupOf(adminPost)).toBeNull();
  });

  it("refuses an editor who links their own post to someone else's, and changes neither", async () => {
    const answer = await one.PUT(
      apiRequest(`/api/posts/${editorPost}`, {
        method: "PUT",
        cookie: editorCookie,
        json: form({
          title: "تدوينة المحررة",
          slug: "editors-post",
          locale: "ar",
          version: 1,
          translationId: adminPost,
        }),
      }),
      paramsOf({ id: String(editorPost) }),
    );
    expect(answer.status).toBe(403);
    expect((await answer.json()).error.code).toBe("not_owner");
    expect([await groupOf(editorPost), await groupOf(adminPost)]).toEqual([null, null]);
  });

  it("lets whoever may change both link them, and keeps an editor's existing link when they save", async () => {
    const linked = await one.PUT(
      apiRequest(`/api/posts/${editorPost}`, {
        method: "PUT",
        cookie: adminCookie,
        json: form({
          title: "تدوينة المحررة",
          slug: "editors-post",
          locale: "ar",
          version: 1,
          translationId: adminPost,
        }),
      }),
      paramsOf({ id: String(editorPost) }),
    );
    expect(linked.status).toBe(200);
    expect(await groupOf(editorPost)).not.toBeNull();
    expect(await groupOf(editorPost)).toBe(await groupOf(adminPost));

    // The editor saves their post with the link an administrator made: nothing new is linked.
    const saved = await one.PUT(
      apiRequest(`/api/posts/${editorPost}`, {
        method: "PUT",
        cookie: editorCookie,
        json: form({ title: "عنوان معدّل", slug: "editors-post", locale: "ar", version: 2, translationId: adminPost }),
      }),
      paramsOf({ id: String(editorPost) }),
    );
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(await groupOf(editorPost)).toBe(await groupOf(adminPost));
  });
});
