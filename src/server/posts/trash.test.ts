import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type * as NextServer from "next/server";
import type * as DbClient from "@/server/db/client";
import { postInputSchema, type PostInput } from "@/lib/validation/post";
import { auditLog, postRevisions, posts } from "@/server/db/schema";
import { apiRequest, sessionCookie } from "../../../tests/support/api-calls";
import { createTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from "../../../tests/support/test-database";

vi.stubEnv("SITE_URL", "http://asas.example");
vi.mock("next-intl/server", () => import("@/test-support/next-intl-server"));
const store = vi.hoisted(() => ({ db: null as unknown }));
vi.mock("@/server/db/client", async (importOriginal) => ({
  ...(await importOriginal<typeof DbClient>()),
  getDb: () => Promise.resolve(store.db),
}));
const cache = vi.hoisted(() => ({ tags: [] as string[] }));
vi.mock("next/cache", () => ({
  revalidateTag: (tag: string) => void cache.tags.push(tag),
  cacheTag: () => {},
  cacheLife: () => {},
}));

vi.mock("next/server", async (importOriginal) => ({
  ...(await importOriginal<typeof NextServer>()),
  connection: () => Promise.resolve(),
  after: (task: () => unknown) => void Promise.resolve().then(task),
}));

const { createUser } = await import("@/server/auth/users");
const { createPost, getEditablePost, isSlugAvailable, listPosts } = await import("./editor-store");
const { listPublicPosts, readPreviewPost, readPublicPost } = await import("./public-reads");
const { deleteForever, listTrash, purgeExpiredTrash, restorePost, trashPost } = await import("./trash");
const { deletePostHandler } = await import("./api");
const { deleteForeverHandler, restorePostHandler } = await import("./trash-api");
const { TAGS } = await import("@/server/cache/tags");
const { mediaUsage } = await import("@/server/media/store");

const DAY = 24 * 60 * 60 * 1000;
const input = (overrides: Partial<PostInput> = {}) =>
  postInputSchema.parse({
    title: "Cloud costs in the Gulf",
    slug: `post-${Math.random().toString(36).slice(2, 10)}`,
    locale: "en",
    status: "published",
    publishedAt: new Date(Date.now() - DAY).toISOString(),
    author: "Asas",
    content: { ops: [{ insert: "What a migration costs.\n" }] },
    ...overrides,
  });

describe.each(TEST_DATABASE_KINDS)("the trash on %s", (kind) => {
  let database: TestDatabase;
  const db = () => database.db;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    store.db = database.db;
  });
  afterAll(async () => database.close());
  beforeEach(async () => {
    await db().execute(sql`DELETE FROM ${posts}`);
    cache.tags = [];
  });

  it("takes a post off the public site and the dashboard's lists, keeping its revisions and freeing its slug", async () => {
    const post = await createPost(db(), input({ slug: "cloud-costs" }));
    expect(await readPublicPost(db(), "cloud-costs")).not.toBeNull();
    expect(await trashPost(db(), post.id, null)).toBe(true);
    expect(await readPublicPost(db(), "cloud-costs")).toBeNull();
    expect(await readPreviewPost(db(), post.id)).toBeNull();
    expect((await listPublicPosts(db(), { locale: "en", page: 1, pageSize: 10 })).posts).toEqual([]);
    expect((await listPosts(db())).items).toEqual([]);
    expect(await getEditablePost(db(), post.id)).toBeNull();
    expect(await isSlugAvailable(db(), "cloud-costs")).toBe(true);
    const revisions = await db().select().from(postRevisions).where(eq(postRevisions.postId, post.id));
    expect(revisions).toHaveLength(1);
    expect(await listTrash(db())).toMatchObject([{ id: post.id, title: "Cloud costs in the Gulf" }]);
    // Twice is nothing more.
    expect(await trashPost(db(), post.id, null)).toBe(false);
  });

  it("restores a post as it was, or at another address when its own was taken meanwhile", async () => {
    const post = await createPost(db(), input({ slug: "cloud-costs" }));
    await trashPost(db(), post.id, null);
    const restored = await restorePost(db(), post.id);
    expect(restored).toMatchObject({ slug: "cloud-costs", slugTakenFrom: null });
    expect(await readPublicPost(db(), "cloud-costs")).not.toBeNull();

    await trashPost(db(), post.id, null);
    await createPost(db(), input({ slug: "cloud-costs", title: "Another post" }));
    expect(await restorePost(db(), post.id)).toMatchObject({ slug: "cloud-costs-2", slugTakenFrom: "cloud-costs" });
    expect((await readPublicPost(db(), "cloud-costs-2"))?.title).toBe("Cloud costs in the Gulf");
    expect((await readPublicPost(db(), "cloud-costs"))?.title).toBe("Another post");
    expect(await restorePost(db(), post.id)).toBeNull();
  });

  it("deletes for good only what is in the trash, and purges what has been there too long, in the audit log", async () => {
    const kept = await createPost(db(), input());
    expect(await deleteForever(db(), kept.id)).toBeNull();
    await trashPost(db(), kept.id, null);
    const old = await createPost(db(), input({ title: "Old news" }));
    await trashPost(db(), old.id, null);
    await db()
      .update(posts)
      .set({ trashedAt: new Date(Date.now() - 31 * DAY) })
      .where(eq(posts.id, old.id));
    expect(await purgeExpiredTrash(db(), 30)).toBe(1);
    expect((await listTrash(db())).map((row) => row.id)).toEqual([kept.id]);
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, "post_purged"));
    expect(entry).toMatchObject({ userId: null, details: { post: old.id, days: 30 } });
    expect(await deleteForever(db(), kept.id)).toMatchObject({ title: "Cloud costs in the Gulf" });
    expect(await db().select().from(postRevisions).where(eq(postRevisions.postId, kept.id))).toEqual([]);
  });

  it("keeps a trashed post's images in use, marked as in the trash, so that restoring it loses nothing", async () => {
    const key = "0b5d5600-0000-4000-8000-000000000001.webp";
    const post = await createPost(db(), input({ coverImage: `/uploads/${key}` }));
    expect((await mediaUsage(db(), key)).get(key)).toMatchObject([{ kind: "cover", postId: post.id, trashed: false }]);
    await trashPost(db(), post.id, null);
    expect((await mediaUsage(db(), key)).get(key)).toMatchObject([{ kind: "cover", postId: post.id, trashed: true }]);
  });

  it("lets the author or an administrator trash and restore, and only an administrator delete for good", async () => {
    const admin = await createUser(db(), {
      name: "Admin",
      email: `admin-${kind}@asas.example`,
      password: "lantern orchard velvet",
      role: "admin",
    });
    const writer = await createUser(db(), {
      name: "Writer",
      email: `writer-${kind}@asas.example`,
      password: "lantern orchard velvet",
      role: "editor",
    });
    const other = await createUser(db(), {
      name: "Other",
      email: `other-${kind}@asas.example`,
      password: "lantern orchard velvet",
      role: "editor",
    });
    const as = async (user: { id: number }) => sessionCookie(db(), user.id);
    const post = await createPost(db(), input({ slug: "owned" }), { createdBy: writer.id });
    const call = async (
      handler: (request: Request, id: string) => Promise<Response>,
      method: string,
      path: string,
      user: { id: number },
    ) => handler(apiRequest(path, { method, cookie: await as(user) }), String(post.id));

    expect((await call(deletePostHandler, "DELETE", `/api/posts/${post.id}`, other)).status).toBe(403);
    const trashed = await call(deletePostHandler, "DELETE", `/api/posts/${post.id}`, writer);
    expect(trashed.status).toBe(200);
    // Its page and the listings of its language are made again, as for an unpublication.
    expect(cache.tags).toEqual(
      expect.arrayContaining([TAGS.post(post.id), TAGS.slug("owned"), TAGS.listing("en"), TAGS.search("en")]),
    );
    expect((await call(restorePostHandler, "POST", `/api/posts/${post.id}/restore`, other)).status).toBe(403);
    const forever = (user: { id: number }) => call(deleteForeverHandler, "DELETE", `/api/trash/posts/${post.id}`, user);
    const refused = await forever(writer);
    expect(refused.status).toBe(403);
    const restored = await call(restorePostHandler, "POST", `/api/posts/${post.id}/restore`, writer);
    expect(await restored.json()).toMatchObject({ restored: { slug: "owned", slugTakenFrom: null } });
    // Out of the trash, it cannot be deleted for good.
    const notThere = await forever(admin);
    expect(notThere.status).toBe(404);
    expect(await notThere.json()).toMatchObject({ error: { code: "post_not_in_trash" } });
    await call(deletePostHandler, "DELETE", `/api/posts/${post.id}`, admin);
    expect((await forever(admin)).status).toBe(200);
    expect(await listTrash(db())).toEqual([]);
  });
});
