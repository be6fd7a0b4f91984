import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { postInputSchema, type PostInput } from "@/lib/validation/post";
import { postRevisions, posts, users } from "@/server/db/schema";
import { createTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from "../../../tests/support/test-database";
import { createPost, listPosts, updatePost, VersionConflictError } from "./editor-store";
import { restoreRevision } from "./restore";
import { getRevision, listRevisions, thinRevisions } from "./revisions";
import { markTranslationInStep, translationStatus } from "./translation-status";
import { createTopic } from "@/server/taxonomy/store";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

function input(overrides: Partial<PostInput> = {}) {
  return postInputSchema.parse({
    title: "Securing small business networks",
    slug: `post-${Math.random().toString(36).slice(2, 10)}`,
    metaDescription: "How small companies can secure their networks.",
    coverImage: "",
    locale: "en",
    status: "draft",
    author: "Asas Security Team",
    content: { ops: [{ insert: "Firewalls keep attackers out.\n" }] },
    ...overrides,
  });
}

const text = (body: string) => ({ ops: [{ insert: `${body}\n` }] });

describe.each(TEST_DATABASE_KINDS)("post revisions on %s", (kind) => {
  let database: TestDatabase;
  let editorId: number;
  const db = () => database.db;

  /** Sets each revision's time to `ages[number]` milliseconds before `now`. */
  async function backdate(postId: number, ages: number[], now: number) {
    for (const [number, age] of ages.entries()) {
      if (number === 0) continue;
      await db()
        .update(postRevisions)
        .set({ createdAt: new Date(now - age) })
        .where(sql`${postRevisions.postId} = ${postId} AND ${postRevisions.number} = ${number}`);
    }
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const [user] = await db()
      .insert(users)
      .values({ name: "Noura Editor", email: "noura@example.test" })
      .returning({ id: users.id });
    editorId = user!.id;
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    await db().execute(sql`DELETE FROM ${posts}`);
  });

  it("keeps a revision of every save: create, update, publish and unpublish, with who and which version", async () => {
    const slug = "revised-post";
    const created = await createPost(db(), input({ slug }), { createdBy: editorId });
    const edited = await updatePost(db(), created.id, 1, input({ slug, content: text("Second text.") }), {
      savedBy: editorId,
    });
    const published = await updatePost(db(), created.id, edited.version, input({ slug, status: "published" }));
    await updatePost(db(), created.id, published.version, input({ slug, status: "draft" }), { savedBy: editorId });

    const revisions = await listRevisions(db(), created.id);
    expect(revisions.map((revision) => [revision.number, revision.version, revision.savedBy])).toEqual([
      [4, 4, "Noura Editor"],
      [3, 3, null],
      [2, 2, "Noura Editor"],
      [1, 1, "Noura Editor"],
    ]);
    expect(revisions[0]).not.toHaveProperty("content");
    // Unpublished again: nothing is the published one.
    expect(revisions.filter((revision) => revision.published)).toEqual([]);
    const second = await getRevision(db(), created.id, 2);
    expect(second).toMatchObject({ number: 2, version: 2, status: "draft", slug, content: text("Second text.") });
    expect((await getRevision(db(), created.id, 3))?.status).toBe("published");
  });

  it("copies the post as saved into its revision: every written field, its topics in order, the restore it came from", async () => {
    const topic = (slug: string) =>
      createTopic(db(), { slug, nameAr: slug, nameEn: slug, descriptionAr: "", descriptionEn: "" });
    const [first, second] = [await topic("revision-b"), await topic("revision-a")];
    const slug = "revision-copy";
    const created = await createPost(
      db(),
      input({ slug, status: "published", seoTitle: "SEO", noindex: true, topicIds: [second.id, first.id] }),
    );
    const revision = await getRevision(db(), created.id, 1);
    expect(revision).toMatchObject({
      number: 1,
      version: 1,
      slug,
      seoTitle: "SEO",
      noindex: true,
      status: "published",
      publishedAt: created.publishedAt,
      topicIds: [first.id, second.id].sort((a, b) => a - b),
      published: true,
      restoredFrom: null,
    });
    const restored = await restoreRevision(db(), created.id, 1, created.version, editorId);
    expect(await getRevision(db(), created.id, 2)).toMatchObject({
      number: 2,
      version: restored.version,
      restoredFrom: 1,
      savedBy: "Noura Editor",
    });
  });

  it("marks the revision visitors see as the published one", async () => {
    const slug = "published-flag";
    const created = await createPost(db(), input({ slug, status: "published" }));
    await updatePost(db(), created.id, 1, input({ slug, status: "published", content: text("Newer.") }));
    expect((await listRevisions(db(), created.id)).map((revision) => revision.published)).toEqual([true, false]);
  });

  it("restores a revision as a new save, keeping the address and publication, and refuses a stale version", async () => {
    const slug = "restored-post";
    const created = await createPost(db(), input({ slug, status: "published", content: text("The first text.") }));
    const second = await updatePost(
      db(),
      created.id,
      1,
      input({ slug, status: "published", title: "A new title", content: text("The second text.") }),
    );

    await expect(restoreRevision(db(), created.id, 1, 1, editorId)).rejects.toBeInstanceOf(VersionConflictError);
    expect((await listRevisions(db(), created.id)).length).toBe(2);

    const restored = await restoreRevision(db(), created.id, 1, second.version, editorId);
    expect(restored).toMatchObject({
      version: 3,
      title: "Securing small business networks",
      content: text("The first text."),
      slug,
      status: "published",
      publishedAt: second.publishedAt,
      isPublic: true,
    });
    const [newest] = await listRevisions(db(), created.id);
    expect(newest).toMatchObject({ number: 3, version: 3, restoredFrom: 1, savedBy: "Noura Editor", published: true });
  });

  it("keeps and restores the search and sharing settings with the text", async () => {
    const slug = "restored-seo";
    const seo = {
      seoTitle: "Networks, secured",
      socialImage: "/uploads/card.webp",
      canonicalUrl: "/en/blog/elsewhere",
    };
    const created = await createPost(db(), input({ slug, ...seo, noindex: true }));
    const second = await updatePost(
      db(),
      created.id,
      1,
      input({ slug, seoTitle: "", socialImage: "", canonicalUrl: "", noindex: false }),
    );
    expect(await getRevision(db(), created.id, 1)).toMatchObject({ ...seo, noindex: true });

    const restored = await restoreRevision(db(), created.id, 1, second.version, editorId);
    expect(restored).toMatchObject({ ...seo, noindex: true });
  });

  it("thins old revisions as new ones are saved: one a day for a month, then one a week", async () => {
    const slug = "thinned-post";
    const created = await createPost(db(), input({ slug }));
    let version = created.version;
    for (let index = 2; index <= 7; index++)
      version = (await updatePost(db(), created.id, version, input({ slug, content: text(`Draft ${index}`) }))).version;
    const now = Date.now();
    // Inside one Riyadh week about 90 days ago (its Tuesday), and one Riyadh day 10 days ago (its
    // noon), whatever the time the test runs: ages straddling a Sunday or a midnight would fall
    // into two buckets (it failed on Fridays between 16:12 and 21:00 UTC).
    const riyadhMidnight = (time: number) => Math.floor((time + 3 * HOUR) / DAY) * DAY - 3 * HOUR;
    const daysSinceSunday = (time: number) => (Math.floor((time + 3 * HOUR) / DAY) + 4) % 7;
    const weekAgo90 = riyadhMidnight(now - 90 * DAY) - daysSinceSunday(now - 90 * DAY) * DAY + 2 * DAY + 12 * HOUR;
    const dayAgo10 = riyadhMidnight(now - 10 * DAY) + 12 * HOUR;
    const ageByNumber = [
      0,
      now - weekAgo90,
      now - (weekAgo90 + HOUR),
      now - (weekAgo90 + 2 * HOUR),
      now - dayAgo10,
      now - (dayAgo10 + 60_000),
      2 * HOUR,
      HOUR,
    ];
    await backdate(created.id, ageByNumber, now);
    await updatePost(db(), created.id, version, input({ slug, content: text("Latest") }));
    // 1–3 are one week (3 is its newest), 4 and 5 one day (5 is its newest), 6 and 7 are recent.
    expect((await listRevisions(db(), created.id)).map((revision) => revision.number)).toEqual([8, 7, 6, 5, 3]);
  });

  it("never thins the published revision, however old", async () => {
    const slug = "kept-published";
    const created = await createPost(db(), input({ slug }));
    let version = created.version;
    for (let index = 2; index <= 4; index++)
      version = (await updatePost(db(), created.id, version, input({ slug, content: text(`Text ${index}`) }))).version;
    const now = Date.now();
    await backdate(created.id, [0, 60 * DAY + 3000, 60 * DAY + 2000, 60 * DAY + 1000, 60 * DAY], now);
    // Revision 2 is what visitors see (as when later saves were kept aside from the live post).
    await db()
      .update(postRevisions)
      .set({ published: sql`${postRevisions.number} = 2` })
      .where(eq(postRevisions.postId, created.id));
    await db().transaction((tx) => thinRevisions(tx, created.id));
    // One week: 4 is its newest and stays, 2 is published and stays, 1 and 3 go.
    expect((await listRevisions(db(), created.id)).map((revision) => revision.number)).toEqual([4, 2]);
  });

  it("marks a translation out of date when its source is saved, and in step again when marked or saved", async () => {
    const arabic = await createPost(
      db(),
      input({ locale: "ar", slug: "مقال-مترجم", title: "مقال مترجم", content: text("نص عربي") }),
    );
    const english = await createPost(
      db(),
      input({ slug: "translated-post", translationId: arabic.id, content: text("Original English text.") }),
    );
    const outOfDate = async () =>
      Object.fromEntries((await listPosts(db())).items.map((item) => [item.slug, item.translationOutOfDate]));
    expect(await outOfDate()).toEqual({ "مقال-مترجم": false, "translated-post": false });

    const edited = await updatePost(
      db(),
      english.id,
      1,
      input({ slug: "translated-post", translationId: arabic.id, content: text("Revised English text.") }),
    );
    expect(await outOfDate()).toEqual({ "مقال-مترجم": true, "translated-post": false });
    const status = await translationStatus(db(), arabic.id);
    expect(status).toMatchObject({ outOfDate: true, seenVersion: 1, source: { id: english.id, version: 2 } });
    expect(status?.before?.content).toEqual(text("Original English text."));
    expect(status?.after?.content).toEqual(text("Revised English text."));

    expect(await markTranslationInStep(db(), arabic.id, edited.version)).toBe(true);
    expect(await outOfDate()).toEqual({ "مقال-مترجم": false, "translated-post": false });

    // Out of date again; saving the translation brings it in step, without putting its source behind.
    await updatePost(
      db(),
      english.id,
      2,
      input({ slug: "translated-post", translationId: arabic.id, content: text("Third English text.") }),
    );
    expect(await outOfDate()).toEqual({ "مقال-مترجم": true, "translated-post": false });
    await updatePost(
      db(),
      arabic.id,
      1,
      input({ locale: "ar", slug: "مقال-مترجم", title: "مقال مترجم", translationId: english.id }),
    );
    expect(await outOfDate()).toEqual({ "مقال-مترجم": false, "translated-post": false });
    expect(await translationStatus(db(), english.id)).toMatchObject({ outOfDate: false });
  });

  it("gives posts saved before revisions existed a first revision, and linked pairs a starting point (migration 0012)", async () => {
    const arabic = await createPost(db(), input({ locale: "ar", slug: "قديم", title: "قديم", status: "published" }));
    await createPost(db(), input({ slug: "older-post", translationId: arabic.id }));
    await db().execute(sql`DELETE FROM ${postRevisions}`);
    await db().execute(sql`UPDATE ${posts} SET translation_seen_version = NULL, translation_synced_at = NULL`);
    const migration = readFileSync(path.join(process.cwd(), "drizzle", "0012_post_revisions.sql"), "utf8");
    const backfill = migration
      .split("--> statement-breakpoint")
      .map((statement) => statement.trim())
      .filter((statement) => /^(INSERT INTO "post_revisions"|UPDATE "posts")/.test(statement));
    expect(backfill).toHaveLength(2);
    for (const statement of backfill) await db().execute(sql.raw(statement));

    const [first] = await listRevisions(db(), arabic.id);
    expect(first).toMatchObject({ number: 1, version: 1, published: true });
    expect((await getRevision(db(), arabic.id, 1))?.title).toBe("قديم");
    expect(await translationStatus(db(), arabic.id)).toMatchObject({ outOfDate: false, seenVersion: 1 });
  });
});
