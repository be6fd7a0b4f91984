export const dynamic = "force-dynamic";

import { hasLocale } from "next-intl";
import { routing } from "@/i18n/routing";
import { guarded } from "@/server/http";
import { sitemapXml } from "@/server/sitemap";

export async function GET(_request: Request, { params }: RouteContext<"/[locale]/sitemap.xml">) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return new Response("Not found", { status: 404 });
  return guarded(
    `/${locale}/sitemap.xml`,
    async () =>
      new Response(await sitemapXml(locale), {
        headers: {
          "content-type": "application/xml; charset=utf-8",
          "cache-control": "public, max-age=0, s-maxage=300, stale-while-revalidate=3600",
        },
      }),
  );
}
