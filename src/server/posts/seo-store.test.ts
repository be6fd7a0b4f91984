import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { postInputSchema, type PostInput } from "@/lib/validation/post";
import { posts } from "@/server/db/schema";
import { createTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from "../../../tests/support/test-database";
import { createPost, getEditablePost, updatePost } from "./editor-store";
import { latestPublicPosts, listPublicPostsForSitemap, readPublicPost } from "./public-reads";

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
    content: { ops: [{ insert: "Firewalls keep attackers out.\n" }] },
    ...overrides,
  });
}

describe.each(TEST_DATABASE_KINDS)("a post's search and sharing settings on %s", (kind) => {
  let database: TestDatabase;
  const db = () => database.db;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    await db().execute(sql`DELETE FROM ${posts}`);
  });

  it("are stored, read back by the editor and given to the public page", async () => {
    const created = await createPost(
      db(),
      input({
        seoTitle: "Network security in one page",
        socialImage: "/uploads/card.webp",
        canonicalUrl: "https://example.org/original",
        noindex: true,
      }),
    );
    expect(await getEditablePost(db(), created.id)).toMatchObject({
      seoTitle: "Network security in one page",
      socialImage: "/uploads/card.webp",
      canonicalUrl: "https://example.org/original",
      noindex: true,
    });
    expect((await readPublicPost(db(), created.slug))?.seo).toEqual({
      title: "Network security in one page",
      socialImage: "/uploads/card.webp",
      canonicalUrl: "https://example.org/original",
      noindex: true,
    });
  });

  it("a post hidden from search engines leaves the sitemap, stays in the feed, and comes back when shown", async () => {
    const shown = await createPost(db(), input({ slug: "shown-post" }));
    const hidden = await createPost(db(), input({ slug: "hidden-post", noindex: true }));
    const sitemapSlugs = async () => (await listPublicPostsForSitemap(db(), "en")).map((post) => post.slug);
    expect(await sitemapSlugs()).toEqual(["shown-post"]);
    expect((await latestPublicPosts(db(), "en", 10)).map((post) => post.slug).sort()).toEqual([
      "hidden-post",
      "shown-post",
    ]);
    await updatePost(db(), hidden.id, hidden.version, input({ slug: "hidden-post", noindex: false }));
    expect((await sitemapSlugs()).sort()).toEqual(["hidden-post", "shown-post"]);
    expect(shown.noindex).toBe(false);
  });
});
