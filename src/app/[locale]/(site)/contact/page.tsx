import { setRequestLocale } from "next-intl/server";
import type { Locale } from "@/i18n/locales";

export default async function Page({ params }: PageProps<"/[locale]/contact">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return <div className="container-page py-20"><h1>contact</h1></div>;
}
