import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type * as DbClient from "@/server/db/client";
import { postInputSchema } from "@/lib/validation/post";
import { auditLog, authors, partners, posts, topics, users } from "@/server/db/schema";
import { apiRequest, sessionCookie } from "../../tests/support/api-calls";
import { createTestDatabase, type TestDatabase } from "../../tests/support/test-database";

vi.stubEnv("SITE_URL", "http://asas.example");
vi.stubEnv("TRUSTED_PROXIES", "0");

vi.mock("next-intl/server", async () => {
  const { createTranslator } = await import("next-intl");
  const messages = { ar: (await import("@messages/ar.json")).default, en: (await import("@messages/en.json")).default };
  return {
    getTranslations: ({ locale, namespace }: { locale: "ar" | "en"; namespace: string }) =>
      Promise.resolve(createTranslator({ locale, messages: messages[locale], namespace: namespace as "api" })),
  };
});
const store = vi.hoisted(() => ({ db: null as unknown }));
vi.mock("@/server/db/client", async (importOriginal) => ({
  ...(await importOriginal<typeof DbClient>()),
  getDb: () => Promise.resolve(store.db),
}));
const invalidated = vi.hoisted(() => [] as string[]);
vi.mock("next/cache", () => ({
  revalidateTag: (tag: string) => invalidated.push(tag),
  cacheTag: () => {},
  cacheLife: () => {},
}));

const { seedDemoContent } = await import("@/server/db/seed");
const { createPartner, readSiteSettings, seedSiteSettings, listPartners, updatePartner } =
  await import("@/server/site-settings-store");
const { createPost, updatePost, getEditablePost } = await import("@/server/posts/editor-store");
const { updateAuthor, listAuthors, updateTopic, listTopics } = await import("@/server/taxonomy/store");
const { createUser } = await import("@/server/auth/users");
const { demoContentSummary, hasDemoContent } = await import("./demo-content");
const route = await import("@/app/api/demo-content/route");

describe('demo content (docs/content.md, "Demo content")', () => {
  let database: TestDatabase;
  const db = () => database.db;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    store.db = database.db;
    await seedSiteSettings(db());
    await seedDemoContent(db());
  });
  afterAll(async () => database.close());

  it("is marked as the demo's when seeded: posts, authors, topics, partners and the four numbers", async () => {
    const summary = await demoContentSummary(db());
    expect(summary.posts).toBe((await db().select().from(posts)).length);
    expect(summary.posts).toBeGreaterThan(10);
    expect(summary).toMatchObject({ authors: 3, topics: 6, partners: 5, stats: true, company: true });
    expect(hasDemoContent(summary)).toBe(true);
    // The invented authors carry their grammatical gender.
    const genders = Object.fromEntries((await listAuthors(db())).map((author) => [author.slug, author.gender]));
    expect(genders).toEqual({ "noura-alqahtani": "female", "omar-alharbi": "male", "sara-alotaibi": "female" });
  });

  it("becomes the company's own once someone saves it", async () => {
    const [post] = await db().select().from(posts).where(eq(posts.locale, "en")).limit(1);
    const editable = (await getEditablePost(db(), post!.id))!;
    await updatePost(
      db(),
      editable.id,
      editable.version,
      postInputSchema.parse({ ...editable, title: `${editable.title} (ours)`, translationId: null, topicIds: [] }),
    );
    expect((await getEditablePost(db(), post!.id))?.demo).toBe(false);
    const [author] = await listAuthors(db());
    await updateAuthor(db(), author!.id, { ...author!, bioEn: "Our own bio." });
    const [topic] = await listTopics(db());
    await updateTopic(db(), topic!.id, { ...topic!, descriptionEn: "Our own topic." });
    const [partner] = await listPartners(db());
    await updatePartner(db(), partner!.id, { ...partner!, name: "Our partner" });
    const summary = await demoContentSummary(db());
    expect(summary).toMatchObject({ authors: 2, topics: 5, partners: 4 });
  });

  it("is removed by an administrator only: anyone else is refused and nothing changes", async () => {
    const editor = await createUser(db(), { name: "Erin", email: "erin@asas.example", password: null, role: "editor" });
    const before = await demoContentSummary(db());
    const anonymous = await route.DELETE(apiRequest("/api/demo-content", { method: "DELETE" }));
    expect(anonymous.status).toBe(401);
    const refused = await route.DELETE(
      apiRequest("/api/demo-content", { method: "DELETE", cookie: await sessionCookie(db(), editor.id) }),
    );
    expect(refused.status).toBe(403);
    expect(await demoContentSummary(db())).toEqual(before);
  });

  it("removes what is still the demo's in one go, keeps what is the company's, and records it", async () => {
    // A post of the company's own, under a demo author and a demo topic: those two are kept.
    const [demoAuthor] = await db().select().from(authors).where(eq(authors.demo, true)).limit(1);
    const [demoTopic] = await db().select().from(topics).where(eq(topics.demo, true)).limit(1);
    const ours = await createPost(
      db(),
      postInputSchema.parse({
        title: "Our first post",
        slug: "our-first-post",
        metaDescription: "Ours.",
        coverImage: "",
        locale: "en",
        status: "published",
        publishedAt: "",
        author: "",
        authorId: demoAuthor!.id,
        topicIds: [demoTopic!.id],
        translationId: null,
        content: { ops: [{ insert: "Ours.\n" }] },
      }),
      { createdBy: null },
    );
    const own = await createPartner(db(), { name: "Real partner", logo: "/uploads/x.webp", url: "", position: 9 });
    const admin = await createUser(db(), { name: "Ada", email: "ada@asas.example", password: null, role: "admin" });
    await db().update(users).set({ totpEnabledAt: null });
    invalidated.length = 0;

    const answer = await route.DELETE(
      apiRequest("/api/demo-content", { method: "DELETE", cookie: await sessionCookie(db(), admin.id) }),
    );
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { removed: Record<string, unknown>; kept: Record<string, number> };
    expect(body.removed).toMatchObject({ authors: 1, topics: 4, partners: 4, stats: true });
    expect(body.kept).toEqual({ authors: 1, topics: 1 });

    expect(await db().select().from(posts).where(eq(posts.demo, true))).toEqual([]);
    expect((await getEditablePost(db(), ours.id))?.title).toBe("Our first post");
    expect((await db().select().from(posts)).length).toBe(2);
    expect((await listPartners(db())).map((partner) => partner.id)).toEqual(expect.arrayContaining([own.id]));
    expect((await listPartners(db())).some((partner) => partner.demo)).toBe(false);
    const authorsLeft = await listAuthors(db());
    expect(authorsLeft.map((author) => [author.id, author.demo])).toEqual(
      expect.arrayContaining([[demoAuthor!.id, false]]),
    );
    expect(authorsLeft.some((author) => author.demo)).toBe(false);
    expect((await listTopics(db())).some((topic) => topic.demo)).toBe(false);
    // The demo's numbers are hidden, not changed: the admin puts in the company's own.
    const settings = await readSiteSettings(db());
    expect(settings.statsEnabled).toBe(false);
    expect(hasDemoContent(await demoContentSummary(db()))).toBe(false);
    // Every page that showed it is made again.
    expect(invalidated).toEqual(expect.arrayContaining(["settings", "topics", "authors", "listing:ar", "listing:en"]));

    const [entry] = await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ action: "demo_content_removed", actorEmail: "ada@asas.example" });
    expect(entry!.details).toMatchObject({ removedPartners: 4, removedAuthors: 1, statsHidden: true, keptTopics: 1 });
    expect(Number((entry!.details as Record<string, number>).removedPosts)).toBeGreaterThan(10);

    // A second removal finds nothing left.
    const again = await route.DELETE(
      apiRequest("/api/demo-content", { method: "DELETE", cookie: await sessionCookie(db(), admin.id) }),
    );
    expect(((await again.json()) as { removed: Record<string, unknown> }).removed).toEqual({
      posts: 0,
      authors: 0,
      topics: 0,
      partners: 0,
      stats: false,
    });
    expect(
      (
        await db()
          .select({ count: sql<number>`count(*)` })
          .from(partners)
      )[0]?.count,
    ).toBeGreaterThan(0);
  });
});
