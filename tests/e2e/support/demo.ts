import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";

export type DemoPost = {
  key: string;
  locale: "ar" | "en";
  slug: string;
  title: string;
  meta_description: string;
  cover_image: string;
  status: string;
};

// Playwright runs from the project root.
const folder = path.join(process.cwd(), "src/server/db/seed/posts");

/** The demo posts the test server starts with. */
export const demoPosts: DemoPost[] = readdirSync(folder)
  .filter((file) => file.endsWith(".json"))
  .map((file) => JSON.parse(readFileSync(path.join(folder, file), "utf8")) as DemoPost);

export function demoPost(key: string, locale: "ar" | "en"): DemoPost {
  const post = demoPosts.find((item) => item.key === key && item.locale === locale);
  if (!post) throw new Error(`No demo post ${key}.${locale}`);
  return post;
}

export const postPath = (post: Pick<DemoPost, "locale" | "slug">) =>
  `${post.locale === "en" ? "/en" : ""}/blog/${encodeURIComponent(post.slug)}`;
