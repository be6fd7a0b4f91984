import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { postInputSchema, type PostInput } from "@/lib/validation/post";
import { auditLog, posts } from "@/server/db/schema";
import { isPublicPostAddress, listNotFound, recordNotFound } from "@/server/redirects/not-found";
import { createTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from "../../../tests/support/test-database";
import {
  countPosts,
  createPost,
  getEditablePost,
  isSlugAvailable,
  listPosts,
  postFootprint,
  SlugTakenError,
  updatePost,
  VersionConflictError,
} from "./editor-store";
import {
  listPublicPosts,
  readPreviewPost,
  readPublicPost,
  relatedPublicPosts,
  searchPublicPosts,
} from "./public-reads";
import { publishDuePosts } from "./scheduled";
import { deleteForever, trashPost } from "./trash";
import { InvalidTranslationError, translationCandidates } from "./translations";
import { createAuthor, createTopic } from "@/server/taxonomy/store";

const DAY = 24 * 60 * 60 * 1000;

function input(overrides: Partial<PostInput> = {}) {
  return postInputSchema.parse({
    title: "Securing small business networks",
    slug: `post-${Math.random().toString(36).slice(2, 10)}`,
    metaDescription: "How small companies can secure their networks.",
    coverImage: "/blog/covers/nca-ecc.jpg",
    locale: "en",
    status: "published",
    publishedAt: new Date(Date.now() - DAY).toISOString(),
    author: "Asas Security Team",
    content: { ops: [{ insert: "Firewalls and segmentation keep attackers out of your network.\n" }] },
    ...overrides,
  });
}

describe.each(TEST_DATABASE_KINDS)("post store on %s", (kind) => {
  let database: TestDatabase;
  const db = () => database.db;
  /** A post deleted as the dashboard does it: to the trash, then for good (trash.ts). */
  const deletePostForGood = async (id: number) => {
    await trashPost(db(), id, null);
    await deleteForever(db(), id);
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    await db().execute(sql`DELETE FROM ${posts}`);
  });

  it("creates a post and reads it back with its text, word count and version", async () => {
    const created = await createPost(
      db(),
      input({ slug: "first-post", content: { ops: [{ insert: "One two three four five\n" }] } }),
    );
    expect(created).toMatchObject({ slug: "first-post", version: 1, status: "published", isPublic: true });
    const rows = await db().select().from(posts);
    expect(rows[0]?.plainText).toBe("One two three four five");
    expect(rows[0]?.wordCount).toBe(5);
    expect(await getEditablePost(db(), created.id)).toEqual(created);
  });

  it("keeps slugs unique across the site, Arabic included", async () => {
    await createPost(db(), input({ locale: "ar", slug: "الأمن-السيبراني", title: "الأمن السيبراني" }));
    await expect(createPost(db(), input({ slug: "الأمن-السيبراني" }))).rejects.toBeInstanceOf(SlugTakenError);
    expect(await isSlugAvailable(db(), "الأمن-السيبراني")).toBe(false);
    expect(await isSlugAvailable(db(), "something-else")).toBe(true);
    const arabic = await readPublicPost(db(), "الأمن-السيبراني");
    expect(arabic?.locale).toBe("ar");
  });

  it("shows visitors only published posts whose time has come", async () => {
    await createPost(db(), input({ slug: "draft", status: "draft" }));
    await createPost(
      db(),
      input({ slug: "future", status: "published", publishedAt: new Date(Date.now() + DAY).toISOString() }),
    );
    await createPost(
      db(),
      input({ slug: "scheduled-due", status: "scheduled", publishedAt: new Date(Date.now() - 1000).toISOString() }),
    );
    await createPost(
      db(),
      input({ slug: "scheduled-later", status: "scheduled", publishedAt: new Date(Date.now() + DAY).toISOString() }),
    );
    await createPost(db(), input({ slug: "live" }));
    for (const hidden of ["draft", "future", "scheduled-later"]) {
      expect(await readPublicPost(db(), hidden), hidden).toBeNull();
    }
    expect((await readPublicPost(db(), "scheduled-due"))?.slug).toBe("scheduled-due");
    const listing = await listPublicPosts(db(), { locale: "en", page: 1, pageSize: 9 });
    expect(listing.posts.map((post) => post.slug).sort()).toEqual(["live", "scheduled-due"]);
  });

  it("returns the public payload of a post, with an empty document for missing content", async () => {
    await createPost(db(), input({ slug: "payload", content: { ops: [] } }));
    const post = await readPublicPost(db(), "payload");
    expect(post).toMatchObject({
      title: "Securing small business networks",
      metaDescription: "How small companies can secure their networks.",
      coverImage: "/blog/covers/nca-ecc.jpg",
      content: { ops: [] },
      readingMinutes: 1,
    });
  });

  it("pages the listing newest first and counts the total", async () => {
    for (let index = 0; index < 11; index++) {
      await createPost(
        db(),
        input({ slug: `post-${index}`, publishedAt: new Date(Date.now() - (index + 1) * DAY).toISOString() }),
      );
    }
    await createPost(db(), input({ slug: "arabic-one", locale: "ar" }));
    const first = await listPublicPosts(db(), { locale: "en", page: 1, pageSize: 9 });
    expect(first.total).toBe(11);
    expect(first.pageCount).toBe(2);
    expect(first.posts.map((post) => post.slug).slice(0, 3)).toEqual(["post-0", "post-1", "post-2"]);
    const second = await listPublicPosts(db(), { locale: "en", page: 2, pageSize: 9 });
    expect(second.posts.map((post) => post.slug)).toEqual(["post-9", "post-10"]);
  });

  it("refuses to save over a newer version", async () => {
    const created = await createPost(db(), input({ slug: "locked" }));
    const saved = await updatePost(db(), created.id, 1, input({ slug: "locked", title: "First editor's title" }));
    expect(saved.version).toBe(2);
    const conflict = await updatePost(
      db(),
      created.id,
      1,
      input({ slug: "locked", title: "Second editor's title" }),
    ).catch((error: unknown) => error);
    expect(conflict).toBeInstanceOf(VersionConflictError);
    expect((conflict as VersionConflictError).current.title).toBe("First editor's title");
    expect((await getEditablePost(db(), created.id))?.title).toBe("First editor's title");
  });

  it("keeps a post with a date to come scheduled, and one whose date has passed published, whatever was chosen", async () => {
    const soon = new Date(Date.now() + DAY).toISOString();
    const past = new Date(Date.now() - DAY).toISOString();
    expect((await createPost(db(), input({ slug: "status-1", status: "published", publishedAt: soon }))).status).toBe(
      "scheduled",
    );
    expect((await createPost(db(), input({ slug: "status-2", status: "scheduled", publishedAt: past }))).status).toBe(
      "published",
    );
    expect((await createPost(db(), input({ slug: "status-3", status: "draft", publishedAt: soon }))).status).toBe(
      "draft",
    );
  });

  it("publishes a scheduled post when its time comes, once, saying so in the audit log", async () => {
    const post = await createPost(
      db(),
      input({ slug: "goes-live", status: "scheduled", publishedAt: new Date(Date.now() + DAY).toISOString() }),
    );
    await recordNotFound(db(), "/en/blog/goes-live", null);
    expect(await isPublicPostAddress(db(), "/en/blog/goes-live")).toBe(false);
    expect(await publishDuePosts(db())).toEqual([]);
    expect(await readPublicPost(db(), "goes-live")).toBeNull();
    await db().execute(sql`UPDATE ${posts} SET published_at = now() - interval '1 second' WHERE slug = 'goes-live'`);
    const published = await publishDuePosts(db());
    expect(published).toEqual([
      { id: post.id, slug: "goes-live", locale: "en", translationGroup: null, isPublic: true },
    ]);
    expect((await getEditablePost(db(), post.id))?.status).toBe("published");
    expect(await readPublicPost(db(), "goes-live")).toMatchObject({ id: post.id });
    // Another instance asking at the same time finds nothing left to do.
    expect(await publishDuePosts(db())).toEqual([]);
    const audit = await db().select().from(auditLog).where(eq(auditLog.action, "post_published"));
    expect(audit.filter((row) => row.target.includes("goes-live"))).toEqual([
      expect.objectContaining({ userId: null, details: { post: post.id, scheduled: true } }),
    ]);
    expect((await listNotFound(db())).map((row) => row.path)).not.toContain("/en/blog/goes-live");
    // A 404 counted just before it went live, handed over after, is not recorded (redirects/api.ts).
    expect(await isPublicPostAddress(db(), "/en/blog/goes-live")).toBe(true);
    expect(await isPublicPostAddress(db(), "/blog/goes-live")).toBe(false);
  });

  it("reads a post's page as a preview of it shows it, with its topics, author and related posts", async () => {
    const topic = await createTopic(db(), {
      slug: "page-read",
      nameAr: "قراءة",
      nameEn: "Page read",
      descriptionAr: "",
      descriptionEn: "",
    });
    const writer = await createAuthor(db(), {
      slug: "page-writer",
      nameAr: "كاتب",
      nameEn: "Writer",
      roleAr: "",
      roleEn: "Editor",
      bioAr: "",
      bioEn: "Writes.",
      photo: "",
    });
    const english = await createPost(db(), input({ slug: "page-en", topicIds: [topic.id], authorId: writer.id }));
    await createPost(
      db(),
      input({
        slug: "page-ar",
        locale: "ar",
        title: "صفحة",
        status: "scheduled",
        publishedAt: new Date(Date.now() + DAY).toISOString(),
        translationId: english.id,
      }),
    );
    await createPost(db(), input({ slug: "page-en-related", topicIds: [topic.id] }));
    const page = await readPublicPost(db(), "page-en");
    expect(page).toEqual(await readPreviewPost(db(), english.id));
    expect(page?.topics).toEqual([{ slug: "page-read", name: "Page read" }]);
    expect(page?.authorProfile).toMatchObject({ slug: "page-writer", name: "Writer", role: "Editor" });
    // Its translation is scheduled: not named until it is public.
    expect(page?.translation).toBeNull();
    expect(await readPublicPost(db(), "page-ar")).toBeNull();
    expect((await relatedPublicPosts(db(), english.id, "en"))[0]?.slug).toBe("page-en-related");
    expect(await relatedPublicPosts(db(), english.id, "ar")).toEqual([]);
  });

  it("reports what the public site sees of a post, for the cache tags a write affects", async () => {
    const draft = await createPost(db(), input({ slug: "footprint", status: "draft" }));
    expect(await postFootprint(db(), draft.id)).toEqual({
      id: draft.id,
      slug: "footprint",
      locale: "en",
      translationGroup: null,
      isPublic: false,
    });
    const scheduled = await updatePost(
      db(),
      draft.id,
      draft.version,
      input({ slug: "footprint", status: "scheduled", publishedAt: new Date(Date.now() + 3_600_000).toISOString() }),
    );
    expect(await postFootprint(db(), scheduled.id)).toMatchObject({ isPublic: false });
    const published = await updatePost(
      db(),
      draft.id,
      scheduled.version,
      input({ slug: "footprint", status: "published" }),
    );
    expect(await postFootprint(db(), published.id)).toMatchObject({ isPublic: true });
    await deletePostForGood(draft.id);
    expect(await postFootprint(db(), draft.id)).toBeNull();
  });

  it("links translations both ways and only shows public ones to visitors", async () => {
    const english = await createPost(db(), input({ slug: "pdpl-guide", locale: "en" }));
    const arabic = await createPost(
      db(),
      input({
        slug: "دليل-نظام-حماية-البيانات",
        locale: "ar",
        title: "دليل النظام",
        translationId: english.id,
        status: "draft",
      }),
    );
    expect(arabic.translation).toMatchObject({ id: english.id, locale: "en" });
    expect((await getEditablePost(db(), english.id))?.translation).toMatchObject({ id: arabic.id, locale: "ar" });
    expect((await readPublicPost(db(), "pdpl-guide"))?.translation).toBeNull();
    await updatePost(
      db(),
      arabic.id,
      arabic.version,
      input({
        ...arabic,
        slug: arabic.slug,
        locale: "ar",
        title: arabic.title,
        status: "published",
        translationId: english.id,
      }),
    );
    expect((await readPublicPost(db(), "pdpl-guide"))?.translation).toEqual({
      locale: "ar",
      slug: "دليل-نظام-حماية-البيانات",
    });

    await expect(createPost(db(), input({ slug: "same-language", translationId: english.id }))).rejects.toBeInstanceOf(
      InvalidTranslationError,
    );

    await deletePostForGood(arabic.id);
    expect((await getEditablePost(db(), english.id))?.translation).toBeNull();
  });

  it("replaces a translation link instead of keeping two posts of one language in a pair", async () => {
    const english = await createPost(db(), input({ slug: "en-post" }));
    const firstArabic = await createPost(db(), input({ slug: "ar-one", locale: "ar", translationId: english.id }));
    const secondArabic = await createPost(db(), input({ slug: "ar-two", locale: "ar", translationId: english.id }));
    expect((await getEditablePost(db(), english.id))?.translation?.id).toBe(secondArabic.id);
    expect((await getEditablePost(db(), firstArabic.id))?.translation).toBeNull();
  });

  it("offers posts of the other language as translations, matching a title's % and _ literally", async () => {
    await createPost(db(), input({ locale: "ar", slug: "discount", title: "خصم 100% على الاستشارة" }));
    await createPost(db(), input({ locale: "ar", slug: "hundred", title: "100 شركة في الرياض" }));
    await createPost(db(), input({ locale: "ar", slug: "snake", title: "ملف snake_case" }));
    await createPost(db(), input({ locale: "en", slug: "english", title: "100% English" }));
    const titles = async (search: string) =>
      (await translationCandidates(db(), "en", search)).map((candidate) => candidate.title).sort();
    expect(await titles("")).toEqual(["100 شركة في الرياض", "خصم 100% على الاستشارة", "ملف snake_case"].sort());
    expect(await titles("100%")).toEqual(["خصم 100% على الاستشارة"]);
    expect(await titles("e_c")).toEqual(["ملف snake_case"]);
    expect(await titles("s_e")).toEqual([]);
  });

  it("filters, searches, sorts and pages the dashboard list, and counts by status and language", async () => {
    await createPost(db(), input({ slug: "a", title: "Alpha firewall" }));
    await createPost(db(), input({ slug: "b", title: "Beta endpoints", status: "draft" }));
    await createPost(db(), input({ slug: "c", title: "جدار الحماية", locale: "ar" }));
    expect((await listPosts(db(), { q: "firewall" })).items.map((item) => item.slug)).toEqual(["a"]);
    expect((await listPosts(db(), { status: "draft" })).items.map((item) => item.slug)).toEqual(["b"]);
    expect((await listPosts(db(), { locale: "ar" })).items.map((item) => item.slug)).toEqual(["c"]);
    expect(
      (await listPosts(db(), { sort: "title", order: "asc", locale: "en" })).items.map((item) => item.slug),
    ).toEqual(["a", "b"]);
    const paged = await listPosts(db(), { pageSize: 2, page: 2 });
    expect(paged).toMatchObject({ total: 3, pageCount: 2 });
    expect(paged.items).toHaveLength(1);
    expect(await countPosts(db())).toEqual(
      expect.arrayContaining([
        { status: "published", locale: "en", total: 1 },
        { status: "draft", locale: "en", total: 1 },
        { status: "published", locale: "ar", total: 1 },
      ]),
    );
  });

  it("searches public posts with language-aware stemming", async () => {
    await createPost(
      db(),
      input({
        slug: "en-search",
        title: "Protecting customer data",
        content: { ops: [{ insert: "Companies protect personal information.\n" }] },
      }),
    );
    await createPost(
      db(),
      input({
        slug: "ar-search",
        locale: "ar",
        title: "حماية بيانات العملاء",
        metaDescription: "كيف تحمي الشركات بياناتها",
        content: { ops: [{ insert: "تلتزم المنشآت بحماية البيانات الشخصية للعملاء.\n" }] },
      }),
    );
    await createPost(db(), input({ slug: "hidden", title: "Protecting drafts", status: "draft" }));
    expect((await searchPublicPosts(db(), "en", "protect")).map((hit) => hit.slug)).toEqual(["en-search"]);
    expect((await searchPublicPosts(db(), "en", "company")).map((hit) => hit.slug)).toEqual(["en-search"]);
    expect((await searchPublicPosts(db(), "ar", "البيانات")).map((hit) => hit.slug)).toEqual(["ar-search"]);
    // "للعملاء" in the text is found from "العملاء": the Arabic stemmer strips the attached preposition.
    expect((await searchPublicPosts(db(), "ar", "العملاء")).map((hit) => hit.slug)).toEqual(["ar-search"]);
    expect((await searchPublicPosts(db(), "ar", "الشركات")).map((hit) => hit.slug)).toEqual(["ar-search"]);
    expect(await searchPublicPosts(db(), "en", "zzzz-nothing")).toEqual([]);
  });
});
