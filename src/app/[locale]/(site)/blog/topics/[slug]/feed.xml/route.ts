import { hasLocale } from "next-intl";
import { connection } from "next/server";
import { routing } from "@/i18n/routing";
import { PUBLIC_CACHE_CONTROL } from "@/lib/http/cache-control";
import { isTaxonomySlug } from "@/lib/validation/taxonomy";
import { topicFeedXml } from "@/server/feeds";
import { route } from "@/server/route";

const notFound = () =>
  new Response("Not found", {
    status: 404,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": PUBLIC_CACHE_CONTROL },
  });

const feed = route({}, async (_call, locale: string, slug: string) => {
  if (!hasLocale(routing.locales, locale) || !isTaxonomySlug(slug)) return notFound();
  const xml = await topicFeedXml(locale, slug);
  if (xml === null) return notFound();
  return new Response(xml, {
    headers: { "content-type": "application/rss+xml; charset=utf-8", "cache-control": PUBLIC_CACHE_CONTROL },
  });
});

// /blog/topics/{slug}/feed.xml and /en/…: RSS of a topic's latest posts in the language.
export async function GET(request: Request, { params }: RouteContext<"/[locale]/blog/topics/[slug]/feed.xml">) {
  await connection();
  const { locale, slug } = await params;
  return feed(request, locale, slug);
}
