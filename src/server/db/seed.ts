import "server-only";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { eq, sql } from "drizzle-orm";
import { postInputSchema } from "@/lib/validation/post";
import { authorInputSchema, topicInputSchema } from "@/lib/validation/taxonomy";
import { createPost, hasAnyPost } from "@/server/posts/editor-store";
import { createAuthor, createTopic, listAuthors, listTopics } from "@/server/taxonomy/store";
import type { Database } from "./client";
import { posts } from "./schema";

const SEED_FOLDER = path.join(process.cwd(), "src", "server", "db", "seed", "posts");
const TAXONOMY_FILE = path.join(process.cwd(), "src", "server", "db", "seed", "taxonomy.json");

const seedTaxonomySchema = z.object({
  authors: z.array(authorInputSchema),
  topics: z.array(topicInputSchema),
  /** By post key: its author's slug and its topics' slugs. */
  posts: z.record(z.string(), z.object({ author: z.string(), topics: z.array(z.string()) })),
});

export type SeedTaxonomy = z.infer<typeof seedTaxonomySchema>;

/** The demo staff authors and topics, and which demo posts they go with. */
export function readDemoTaxonomy(file = TAXONOMY_FILE): SeedTaxonomy {
  return seedTaxonomySchema.parse(JSON.parse(readFileSync(file, "utf8")));
}

const seedPostSchema = z.object({
  key: z.string().min(1),
  locale: z.enum(["ar", "en"]),
  slug: z.string(),
  title: z.string(),
  meta_description: z.string(),
  cover_image: z.string(),
  status: z.enum(["draft", "published", "scheduled"]),
  published_at: z.string().nullable(),
  author: z.string(),
  content: z.object({ ops: z.array(z.unknown()) }),
});

export type SeedPost = z.infer<typeof seedPostSchema>;

/** The demo posts bundled with the site (src/server/db/seed/posts/<key>.<locale>.json). */
export function readDemoPosts(folder = SEED_FOLDER): SeedPost[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => seedPostSchema.parse(JSON.parse(readFileSync(path.join(folder, file), "utf8"))));
}

/**
 * Adds the demo posts to an empty store, linking the two languages of each key as translations.
 * A store that already holds any post is left alone: demo content never overwrites real data.
 */
export async function seedDemoContent(
  db: Database,
  demo: SeedPost[] = readDemoPosts(),
  taxonomy: SeedTaxonomy = readDemoTaxonomy(),
): Promise<number> {
  if (await hasAnyPost(db)) return 0;
  // Topics and authors an admin may already have made are kept; the missing ones are added.
  const existingTopics = new Set((await listTopics(db)).map((topic) => topic.slug));
  // Everything seeded here is marked as the demo's, for the dashboard to show and remove.
  for (const topic of taxonomy.topics)
    if (!existingTopics.has(topic.slug)) await createTopic(db, topic, { demo: true });
  const existingAuthors = new Set((await listAuthors(db)).map((author) => author.slug));
  for (const author of taxonomy.authors)
    if (!existingAuthors.has(author.slug)) await createAuthor(db, author, { demo: true });
  const topicIds = new Map((await listTopics(db)).map((topic) => [topic.slug, topic.id]));
  const authorIds = new Map((await listAuthors(db)).map((author) => [author.slug, author.id]));
  const idsByKey = new Map<string, number>();
  // Arabic first, so each English post can name its Arabic translation.
  const ordered = [...demo].sort((a, b) => (a.locale === b.locale ? 0 : a.locale === "ar" ? -1 : 1));
  for (const post of ordered) {
    const links = taxonomy.posts[post.key];
    const input = postInputSchema.parse({
      title: post.title,
      slug: post.slug,
      metaDescription: post.meta_description,
      coverImage: post.cover_image,
      locale: post.locale,
      status: post.status,
      publishedAt: post.published_at,
      author: post.author,
      content: post.content,
      translationId: idsByKey.get(post.key) ?? null,
      topicIds: (links?.topics ?? []).map((slug) => topicIds.get(slug)),
      authorId: links ? authorIds.get(links.author) : null,
    });
    const created = await createPost(db, input, { createdBy: null, demo: true });
    // The demo was last edited when it was published, not when this database was filled: that is
    // what dateModified and the sitemap's lastmod say.
    if (post.published_at)
      await db
        .update(posts)
        .set({ updatedAt: sql`${post.published_at}::timestamptz` })
        .where(eq(posts.id, created.id));
    idsByKey.set(post.key, created.id);
  }
  return ordered.length;
}
