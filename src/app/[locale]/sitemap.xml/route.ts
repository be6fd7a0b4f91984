import { hasLocale } from "next-intl";
import { connection } from "next/server";
import { routing } from "@/i18n/routing";
import { PUBLIC_CACHE_CONTROL } from "@/lib/http/cache-control";
import { route } from "@/server/route";
import { sitemapXml } from "@/server/sitemap";

const sitemap = route({}, async (_call, locale: string) => {
  if (!hasLocale(routing.locales, locale)) return new Response("Not found", { status: 404 });
  return new Response(await sitemapXml(locale), {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": PUBLIC_CACHE_CONTROL },
  });
});

// /sitemap.xml and /en/sitemap.xml: a language's pages and public posts, built from cached reads.
export async function GET(request: Request, { params }: RouteContext<"/[locale]/sitemap.xml">) {
  await connection();
  return sitemap(request, (await params).locale);
}
