import { connection } from "next/server";
import { pageLocale } from "@/i18n/page-locale";
import { localizedPath } from "@/lib/seo/urls";
import { answerMissingPage } from "@/server/redirects/follow";

// Any path without a route of its own (spec §8 "Unknown route"), answered per request.
export const instant = false;

export default async function UnknownRoute({ params }: PageProps<"/[locale]/[...rest]">) {
  // Answered per request, before anything is sent, so the 404 status is the first thing out.
  await connection();
  const locale = await pageLocale(params);
  const { rest } = await params;
  // An address an administrator redirected, or a post's old one; else a 404 (src/server/redirects).
  return answerMissingPage(localizedPath(locale, `/${rest.join("/")}`));
}
