import { hasLocale } from "next-intl";
import { connection } from "next/server";
import { routing } from "@/i18n/routing";
import { PUBLIC_CACHE_CONTROL } from "@/lib/http/cache-control";
import { isTaxonomySlug } from "@/lib/validation/taxonomy";
import { topicFeedXml } from "@/server/feeds";
import { guarded } from "@/server/http";

// /blog/topics/{slug}/feed.xml and /en/…: RSS of a topic's latest posts in the language.
export async function GET(_request: Request, { params }: RouteContext<"/[locale]/blog/topics/[slug]/feed.xml">) {
  await connection();
  const { locale, slug } = await params;
  const notFound = () =>
    new Response("Not found", {
      status: 404,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": PUBLIC_CACHE_CONTROL },
    });
  if (!hasLocale(routing.locales, locale) || !isTaxonomySlug(slug)) return notFound();
  return guarded(`/${locale}/blog/topics/${slug}/feed.xml`, async () => {
    const xml = await topicFeedXml(locale, slug);
    if (xml === null) return notFound();
    return new Response(xml, {
      headers: { "content-type": "application/rss+xml; charset=utf-8", "cache-control": PUBLIC_CACHE_CONTROL },
    });
  });
}
