import "server-only";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { postInputSchema } from "@/lib/validation/post";
import { createPost, hasAnyPost } from "@/server/posts/store";
import type { Database } from "./client";

const SEED_FOLDER = path.join(process.cwd(), "src", "server", "db", "seed", "posts");

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
export async function seedDemoContent(db: Database, demo: SeedPost[] = readDemoPosts()): Promise<number> {
  if (await hasAnyPost(db)) return 0;
  const idsByKey = new Map<string, number>();
  // Arabic first, so each English post can name its Arabic translation.
  const ordered = [...demo].sort((a, b) => (a.locale === b.locale ? 0 : a.locale === "ar" ? -1 : 1));
  for (const post of ordered) {
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
    });
    const created = await createPost(db, input);
    idsByKey.set(post.key, created.id);
  }
  return ordered.length;
}
