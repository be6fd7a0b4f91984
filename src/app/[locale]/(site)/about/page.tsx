import { setRequestLocale } from "next-intl/server";
import type { Locale } from "@/i18n/locales";

export default async function Page({ params }: PageProps<"/[locale]/about">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return <div className="container-page py-20"><h1>about</h1></div>;
}
