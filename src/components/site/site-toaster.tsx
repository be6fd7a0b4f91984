"use client";

import { useLocale } from "next-intl";
import dynamic from "next/dynamic";
import { localeInfo } from "@/i18n/locales";

// Loaded after the page is interactive: toasts only follow something the visitor did.
const Toaster = dynamic(() => import("sonner").then((module) => module.Toaster), { ssr: false });

export function SiteToaster() {
  const locale = useLocale();
  const { dir } = localeInfo[locale];
  return <Toaster dir={dir} position="top-center" richColors closeButton />;
}
