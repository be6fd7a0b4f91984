import { hasLocale } from "next-intl";
import { connection } from "next/server";
import { routing } from "@/i18n/routing";
import { PUBLIC_CACHE_CONTROL } from "@/lib/http/cache-control";
import { feedXml } from "@/server/feeds";
import { route } from "@/server/route";

const feed = route({}, async (_call, locale: string) => {
  if (!hasLocale(routing.locales, locale)) return new Response("Not found", { status: 404 });
  return new Response(await feedXml(locale), {
    headers: { "content-type": "application/rss+xml; charset=utf-8", "cache-control": PUBLIC_CACHE_CONTROL },
  });
});

// /feed.xml and /en/feed.xml: RSS of the latest posts of the language, built from cached reads.
export async function GET(request: Request, { params }: RouteContext<"/[locale]/feed.xml">) {
  await connection();
  return feed(request, (await params).locale);
}
