import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderDelta } from "@/lib/delta";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { listPublicPosts, readPublicPost } from "../posts/store";
import { readDemoPosts, seedDemoContent } from "./seed";

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
