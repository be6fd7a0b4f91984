import type { Locale } from "@/i18n/locales";
import { localizedPath } from "@/lib/seo/urls";

type Format = (key: "restored" | "slugTaken" | "translationDropped", values?: Record<string, string>) => string;

type Restored = {
  title?: unknown;
  slug?: unknown;
  locale?: unknown;
  slugTakenFrom?: unknown;
  translationDropped?: unknown;
};

/**
 * What a restore says (the trash and the undo toast alike): the post is back, and, when it is, that
 * its address had been taken meanwhile and where it is now, or that its translation link went.
 */
export function restoredMessage(format: Format, data: Record<string, unknown>): string {
  const restored = (data.restored ?? {}) as Restored;
  const title = String(restored.title ?? "");
  const locale = (restored.locale === "en" ? "en" : "ar") as Locale;
  const sentences = [format("restored", { title })];
  if (typeof restored.slugTakenFrom === "string")
    sentences.push(
      format("slugTaken", {
        old: localizedPath(locale, `/blog/${restored.slugTakenFrom}`),
        new: localizedPath(locale, `/blog/${String(restored.slug)}`),
      }),
    );
  if (restored.translationDropped === true) sentences.push(format("translationDropped"));
  return sentences.join(" ");
}
