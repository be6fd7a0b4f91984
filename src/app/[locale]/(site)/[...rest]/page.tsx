import { pageLocale } from "@/i18n/page-locale";
import { ON_DEMAND_PARAM } from "@/lib/routing/on-demand";
import { localizedPath } from "@/lib/seo/urls";
import { answerMissingPage } from "@/server/redirects/follow";

/**
 * Any path without a route of its own (an unknown route): a redirect an administrator made, or a
 * 404. The answer is made at the address's first request and kept by Next.js like any page, so it
 * is a real status line, and Next.js's memory limit bounds what made-up addresses can take.
 */
export const ensureStatic = "navigation";

export function generateStaticParams() {
  return [{ rest: [ON_DEMAND_PARAM] }];
}

export default async function UnknownRoute({ params }: PageProps<"/[locale]/[...rest]">) {
  const locale = await pageLocale(params);
  const { rest } = await params;
  return answerMissingPage(localizedPath(locale, `/${rest.join("/")}`));
}
