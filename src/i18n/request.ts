import { hasLocale } from "next-intl";
import { getRequestConfig } from "next-intl/server";
import { locale as rootLocale } from "next/root-params";
import { routing } from "./routing";
import { loadMessages } from "./messages";

// The locale is the [locale] root segment, read through next/root-params, so translations work in
// prerendered and cached scopes without reading request headers. An explicit locale
// (getTranslations({ locale })) wins.
export default getRequestConfig(async ({ locale }) => {
  const requested = locale ?? (await rootLocale());
  const resolved = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale: resolved,
    messages: await loadMessages(resolved),
    timeZone: "Asia/Riyadh",
  };
});
