import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderDelta } from "@/lib/delta";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { listPublicPosts, readPublicPost } from "../posts/public-reads";
import { readAuthor, readTopic } from "../taxonomy/store";
import { readDemoPosts, readDemoTaxonomy, seedDemoContent } from "./seed";
import en from "@messages/en.json";

describe("demo content", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
  });
  afterAll(async () => database.close());

  const demo = readDemoPosts();

  it("has at least six published posts per language with covers and rich content", () => {
    for (const locale of ["ar", "en"] as const) {
      const published = demo.filter((post) => post.locale === locale && post.status === "published");
      expect(published.length, locale).toBeGreaterThanOrEqual(6);
      for (const post of published) {
        expect(post.cover_image).toMatch(/^\/blog\/covers\/.+\.jpg$/);
        const html = renderDelta(post.content);
        for (const element of ["<h2", "<blockquote", "<a ", "<img "])
          expect(html, `${post.slug} ${element}`).toContain(element);
        expect(html, post.slug).toMatch(/<(ul|ol)>/);
      }
    }
  });

  it("publishes every demo article in both languages, so no page points at an article the reader cannot read", () => {
    const published = demo.filter((post) => post.status === "published");
    const languages = new Map<string, string[]>();
    for (const post of published) languages.set(post.key, [...(languages.get(post.key) ?? []), post.locale].sort());
    expect([...languages].filter(([, locales]) => locales.join() !== "ar,en")).toEqual([]);
    // The English search box's example ("such as phishing or e-invoicing") names English articles.
    const hint = en.blog.searchPlaceholder;
    for (const word of ["phishing", "e-invoicing"]) {
      expect(hint).toContain(word);
      expect(
        published.some((post) => post.locale === "en" && post.title.toLowerCase().includes(word)),
        word,
      ).toBe(true);
    }
  });

  it("is seeded into an empty store with translations linked, and never again", async () => {
    expect(await seedDemoContent(database.db, demo)).toBe(demo.length);
    const english = await listPublicPosts(database.db, { locale: "en", page: 1, pageSize: 50 });
    const arabic = await listPublicPosts(database.db, { locale: "ar", page: 1, pageSize: 50 });
    expect(english.total).toBeGreaterThanOrEqual(6);
    expect(arabic.total).toBeGreaterThanOrEqual(6);
    const pair = demo.find((post) => post.key === "nca-ecc" && post.locale === "en");
    const linked = await readPublicPost(database.db, pair?.slug ?? "");
    expect(linked?.translation?.locale).toBe("ar");
    expect(await seedDemoContent(database.db, demo)).toBe(0);
  });
});

describe("demo topics and authors", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    await seedDemoContent(database.db);
  });
  afterAll(async () => database.close());

  const demo = readDemoPosts();
  const taxonomy = readDemoTaxonomy();

  it("give every demo post a staff author and at least one topic", () => {
    for (const post of demo) {
      const links = taxonomy.posts[post.key];
      expect(links, post.key).toBeDefined();
      expect(
        taxonomy.authors.map((author) => author.slug),
        post.key,
      ).toContain(links?.author);
      expect(links?.topics.length, post.key).toBeGreaterThan(0);
      for (const topic of links?.topics ?? []) expect(taxonomy.topics.map((t) => t.slug)).toContain(topic);
    }
  });

  it("show the byline, the topics and the real last edit on a seeded post in each language", async () => {
    const arabic = demo.find((post) => post.key === "nca-ecc" && post.locale === "ar");
    const english = demo.find((post) => post.key === "nca-ecc" && post.locale === "en");
    const ar = await readPublicPost(database.db, arabic?.slug ?? "");
    const en = await readPublicPost(database.db, english?.slug ?? "");
    expect(ar?.authorProfile).toMatchObject({ slug: "noura-alqahtani", name: "نورة القحطاني" });
    expect(en?.authorProfile).toMatchObject({ slug: "noura-alqahtani", name: "Noura Al-Qahtani" });
    expect(ar?.topics.map((topic) => topic.name)).toEqual(["الامتثال التنظيمي", "الأمن السيبراني"]);
    expect(en?.topics.map((topic) => topic.slug)).toEqual(["compliance", "cybersecurity"]);
    expect(en?.updatedAt).toBe(english?.published_at);
  });

  it("fill topic and author pages in both languages", async () => {
    for (const locale of ["ar", "en"] as const) {
      const topic = await readTopic(database.db, "cybersecurity", locale);
      expect(topic?.postCounts[locale], locale).toBeGreaterThanOrEqual(2);
      const listing = await listPublicPosts(database.db, {
        locale,
        page: 1,
        pageSize: 9,
        filter: { topicId: topic?.id ?? 0 },
      });
      expect(listing.total).toBe(topic?.postCounts[locale]);
      expect(listing.posts.every((post) => post.locale === locale)).toBe(true);
      const author = await readAuthor(database.db, "omar-alharbi", locale);
      expect(author?.postCounts[locale], locale).toBeGreaterThanOrEqual(2);
    }
  });
});
