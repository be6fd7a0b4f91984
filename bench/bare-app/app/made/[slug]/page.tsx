import { cacheLife, cacheTag } from "next/cache";
import { benchContent } from "../../content";

// Made whole at its first request and kept until its tag is invalidated, as the site's posts are:
// the framework's floor for a page made again after a save.
export const ensureStatic = "navigation";

export function generateStaticParams() {
  return [{ slug: "-" }];
}

async function content(slug: string) {
  "use cache";
  cacheTag(`page:${slug}`);
  cacheLife("days");
  return { ...benchContent(), slug };
}

export default async function MadePage({ params }: PageProps<"/made/[slug]">) {
  const { title, html } = await content((await params).slug);
  return <div title={title} dangerouslySetInnerHTML={{ __html: html }} />;
}
