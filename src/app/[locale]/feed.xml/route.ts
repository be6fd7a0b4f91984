import { hasLocale } from "next-intl";
import { routing } from "@/i18n/routing";
import { feedXml } from "@/server/feeds";
import { guarded } from "@/server/http";

export const dynamic = "force-dynamic";

// /feed.xml and /en/feed.xml: RSS of the latest posts of the language.
export async function GET(_request: Request, { params }: RouteContext<"/[locale]/feed.xml">) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return new Response("Not found", { status: 404 });
  return guarded(
    `/${locale}/feed.xml`,
    async () =>
      new Response(await feedXml(locale), {
        headers: {
          "content-type": "application/rss+xml; charset=utf-8",
          "cache-control": "public, max-age=0, s-maxage=300, stale-while-revalidate=3600",
        },
      }),
  );
}
