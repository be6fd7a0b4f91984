import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { postInputSchema } from "@/lib/validation/post";
import type * as DbClient from "@/server/db/client";
import type { Database } from "@/server/db/client";
import { auditLog, postAutosaves, posts, users } from "@/server/db/schema";
import { createTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from "../../../tests/support/test-database";

vi.stubEnv("SITE_URL", "http://asas.example");
vi.stubEnv("TRUSTED_PROXIES", "0");

// next-intl's request config needs Next.js: the messages are the app's own.
vi.mock("next-intl/server", () => import("@/test-support/next-intl-server"));
const session = vi.hoisted(() => ({
  user: null as null | { id: number; name: string; email: string; role: "admin" | "editor" },
}));
const store = vi.hoisted(() => ({ db: null as unknown }));
vi.mock("@/server/auth/current-user", () => ({ userFromRequest: () => Promise.resolve(session.user) }));
vi.mock("@/server/auth/two-factor", () => ({ mustSetUpTwoFactor: () => Promise.resolve(false) }));
vi.mock("@/server/db/client", async (importOriginal) => ({
  ...(await importOriginal<typeof DbClient>()),
  getDb: () => Promise.resolve(store.db),
}));
vi.mock("next/cache", () => ({ revalidateTag: vi.fn() }));

const { createUser } = await import("@/server/auth/users");
const { createPost, getEditablePost } = await import("./editor-store");
const { readAutosave, writeAutosave, discardAutosave } = await import("./autosave-store");
const autosaveApi = await import("./autosave-api");
const postsApi = await import("./api");

const call = (path: string, init: RequestInit & { json?: unknown } = {}) =>
  new Request(`http://asas.example${path}`, {
    ...init,
    body: init.json === undefined ? init.body : JSON.stringify(init.json),
    headers: {
      host: "asas.example",
      "accept-language": "en",
      ...(init.method && init.method !== "GET"
        ? { origin: "http://asas.example", "content-type": "application/json" }
        : {}),
      ...init.headers,
    },
  });

const form = (overrides: Record<string, unknown> = {}) => ({
  title: "Half-written title",
  slug: "",
  metaDescription: "",
  coverImage: "",
  locale: "en",
  status: "draft",
  publishedAt: "",
  author: "",
  authorId: null,
  topicIds: [],
  translationId: null,
  content: { ops: [{ insert: "Typed but not saved yet.\n" }] },
  ...overrides,
});

describe.each(TEST_DATABASE_KINDS)("post autosaves on %s", (kind) => {
  let database: TestDatabase;
  const db = (): Database => database.db;
  let alice: { id: number; name: string; email: string; role: "editor" };
  let bob: { id: number; name: string; email: string; role: "editor" };
  let postId: number;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    store.db = database.db;
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    await db().execute(sql`DELETE FROM ${postAutosaves}`);
    await db().execute(sql`DELETE FROM ${posts}`);
    await db().execute(sql`DELETE FROM ${auditLog}`);
    await db().execute(sql`DELETE FROM ${users}`);
    alice = (await createUser(db(), {
      name: "Alice",
      email: "alice@asas.example",
      password: null,
      role: "editor",
    })) as typeof alice;
    bob = (await createUser(db(), {
      name: "Bob",
      email: "bob@asas.example",
      password: null,
      role: "editor",
    })) as typeof bob;
    const post = await createPost(
      db(),
      postInputSchema.parse({
        title: "Saved title",
        slug: `autosave-${Math.random().toString(36).slice(2, 8)}`,
        locale: "en",
        status: "published",
        content: { ops: [{ insert: "The published text.\n" }] },
      }),
      { createdBy: alice.id },
    );
    postId = post.id;
    session.user = alice;
  });

  it("keeps an unfinished draft without touching the post, its version or its time", async () => {
    const before = await getEditablePost(db(), postId);
    const answer = await autosaveApi.writeAutosaveHandler(
      call(`/api/posts/${postId}/autosave`, { method: "PUT", json: { form: form(), baseVersion: 1 } }),
      String(postId),
    );
    expect(answer.status).toBe(200);
    const after = await getEditablePost(db(), postId);
    expect(after).toEqual(before);
    expect(after).toMatchObject({ version: 1, title: "Saved title" });

    const read = await autosaveApi.readAutosaveHandler(call(`/api/posts/${postId}/autosave`), String(postId));
    const { autosave } = (await read.json()) as {
      autosave: { form: { title: string }; baseVersion: number; savedAt: string };
    };
    expect(autosave).toMatchObject({ form: { title: "Half-written title" }, baseVersion: 1 });
    expect(Date.parse(autosave.savedAt)).toBeGreaterThan(Date.now() - 60_000);

    // Written again, it replaces the one before: one per person and post.
    await writeAutosave(db(), alice.id, postId, { form: form({ title: "Second try" }) as never, baseVersion: 1 });
    expect(await db().select().from(postAutosaves)).toHaveLength(1);
    expect((await readAutosave(db(), alice.id, postId))?.form.title).toBe("Second try");
  });

  it("keeps the search and sharing settings typed, so restoring the draft brings them back", async () => {
    const seo = { seoTitle: "Zero trust, briefly", socialImage: "/uploads/card.webp", canonicalUrl: "/en/blog/x" };
    const answer = await autosaveApi.writeAutosaveHandler(
      call(`/api/posts/${postId}/autosave`, {
        method: "PUT",
        json: { form: form({ ...seo, noindex: true }), baseVersion: 1 },
      }),
      String(postId),
    );
    expect(answer.status).toBe(200);
    expect((await readAutosave(db(), alice.id, postId))?.form).toMatchObject({ ...seo, noindex: true });
  });

  it("is cleared by a real save of the post by the same person", async () => {
    await writeAutosave(db(), alice.id, postId, { form: form() as never, baseVersion: 1 });
    await writeAutosave(db(), bob.id, postId, { form: form({ title: "Bob's" }) as never, baseVersion: 1 });
    const saved = await postsApi.updatePostHandler(
      call(`/api/posts/${postId}`, {
        method: "PUT",
        json: { ...form({ slug: "saved-now", title: "Saved for real" }), publishedAt: null, version: 1 },
      }),
      String(postId),
    );
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(await readAutosave(db(), alice.id, postId)).toBeNull();
    // Bob's own unsaved work stays his.
    expect((await readAutosave(db(), bob.id, postId))?.form.title).toBe("Bob's");
  });

  it("keeps a new post's draft until the post is created", async () => {
    const put = await autosaveApi.writeAutosaveHandler(
      call("/api/posts/autosave", { method: "PUT", json: { form: form({ title: "" }), baseVersion: null } }),
      null,
    );
    expect(put.status).toBe(200);
    expect((await readAutosave(db(), alice.id, null))?.form.content).toEqual({
      ops: [{ insert: "Typed but not saved yet.\n" }],
    });
    const created = await postsApi.createPostHandler(
      call("/api/posts", { method: "POST", json: { ...form({ slug: "created-now" }), publishedAt: null } }),
    );
    expect(created.status, await created.clone().text()).toBe(201);
    expect(await readAutosave(db(), alice.id, null)).toBeNull();
  });

  it("shows each person only their own autosave", async () => {
    await writeAutosave(db(), alice.id, postId, {
      form: form({ title: "Alice's secret draft" }) as never,
      baseVersion: 1,
    });
    session.user = bob;
    const read = await autosaveApi.readAutosaveHandler(call(`/api/posts/${postId}/autosave`), String(postId));
    expect(await read.json()).toEqual({ autosave: null });
    // Bob's discard does not reach Alice's.
    await autosaveApi.discardAutosaveHandler(
      call(`/api/posts/${postId}/autosave`, { method: "DELETE" }),
      String(postId),
    );
    expect((await readAutosave(db(), alice.id, postId))?.form.title).toBe("Alice's secret draft");
    // Nor may he keep an autosave of a post that is not his to change.
    const put = await autosaveApi.writeAutosaveHandler(
      call(`/api/posts/${postId}/autosave`, { method: "PUT", json: { form: form(), baseVersion: 1 } }),
      String(postId),
    );
    expect(put.status).toBe(403);
    expect(await db().select().from(postAutosaves).where(eq(postAutosaves.userId, bob.id))).toEqual([]);
  });

  it("refuses what the other post routes refuse: another origin, no session, oversized fields", async () => {
    const crossSite = await autosaveApi.writeAutosaveHandler(
      call(`/api/posts/${postId}/autosave`, {
        method: "PUT",
        json: { form: form(), baseVersion: 1 },
        headers: { origin: "https://evil.example" },
      }),
      String(postId),
    );
    expect(crossSite.status).toBe(403);
    const tooLong = await autosaveApi.writeAutosaveHandler(
      call(`/api/posts/${postId}/autosave`, {
        method: "PUT",
        json: { form: form({ title: "x".repeat(201) }), baseVersion: 1 },
      }),
      String(postId),
    );
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toMatchObject({ error: { fields: { "form.title": "too_long" } } });
    session.user = null;
    const anonymous = await autosaveApi.readAutosaveHandler(call(`/api/posts/${postId}/autosave`), String(postId));
    expect(anonymous.status).toBe(401);
    expect(await db().select().from(postAutosaves)).toEqual([]);
  });

  it("is discarded on request, and goes with its post", async () => {
    await writeAutosave(db(), alice.id, postId, { form: form() as never, baseVersion: 1 });
    expect(await discardAutosave(db(), alice.id, postId)).toBe(true);
    expect(await discardAutosave(db(), alice.id, postId)).toBe(false);
    await writeAutosave(db(), alice.id, postId, { form: form({ title: "a\u0000b" }) as never, baseVersion: 1 });
    expect((await readAutosave(db(), alice.id, postId))?.form.title).toBe("ab");
    await db().delete(posts).where(eq(posts.id, postId));
    expect(await db().select().from(postAutosaves)).toEqual([]);
  });
});
