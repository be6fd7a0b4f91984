import { hasLocale } from "next-intl";
import { connection } from "next/server";
import { routing } from "@/i18n/routing";
import { PUBLIC_CACHE_CONTROL } from "@/lib/http/cache-control";
import { guarded } from "@/server/http";
import { sitemapXml } from "@/server/sitemap";

// /sitemap.xml and /en/sitemap.xml: a language's pages and public posts, built from cached reads.
export async function GET(_request: Request, { params }: RouteContext<"/[locale]/sitemap.xml">) {
  await connection();
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return new Response("Not found", { status: 404 });
  return guarded(
    `/${locale}/sitemap.xml`,
    async () =>
      new Response(await sitemapXml(locale), {
        headers: { "content-type": "application/xml; charset=utf-8", "cache-control": PUBLIC_CACHE_CONTROL },
      }),
  );
}
