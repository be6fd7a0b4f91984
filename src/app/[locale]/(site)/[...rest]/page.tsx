import { notFound } from "next/navigation";
import { connection } from "next/server";
import { pageLocale } from "@/i18n/page-locale";
import { localizedPath } from "@/lib/seo/urls";
import { followRedirectFrom } from "@/server/redirects/follow";
import { hintResponse } from "@/server/response-hints";

// Any path without a route of its own (spec §8 "Unknown route"), answered per request.
export const instant = false;

export default async function UnknownRoute({ params }: PageProps<"/[locale]/[...rest]">) {
  // Answered per request, before anything is sent, so the 404 status is the first thing out.
  await connection();
  const locale = await pageLocale(params);
  const { rest } = await params;
  // An address an administrator redirected, or a post's old one (src/server/redirects).
  await followRedirectFrom(localizedPath(locale, `/${rest.join("/")}`));
  // The shell may be on its way already: the edge answers 404 for the page (src/proxy.ts).
  hintResponse({ status: 404 });
  notFound();
}
