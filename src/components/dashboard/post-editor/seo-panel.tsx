import { useTranslations } from "next-intl";
import { Loader2, Upload } from "lucide-react";
import { useId } from "react";
import { FormField, inputClass } from "@/components/ui/form-field";
import { documentTitle } from "@/lib/seo/metadata";
import { SEO_TITLE_RECOMMENDED, visibleLength } from "@/lib/validation/post";
import type { PostFormState } from "../post-draft-storage";
import type { FieldErrors } from "./reducer";
import type { EditorText } from "./types";

/** Search engines show about this much of a description before cutting it. */
const SNIPPET_LENGTH = 155;

/** Cut at the last whole word that fits, with an ellipsis, as search results do. */
function snippet(text: string, max: number): string {
  const characters = Array.from(text.trim().replace(/\s+/g, " "));
  if (characters.length <= max) return characters.join("");
  const room = characters.slice(0, max - 1).join("");
  const wordEnd = room.lastIndexOf(" ");
  return `${(wordEnd > 0 ? room.slice(0, wordEnd) : room).trimEnd()}…`;
}

/**
 * Search and sharing: the SEO title with its live count, the social image, the canonical override
 * and "hide from search engines", with previews of the search result and of the shared card drawn
 * from the form alone (no network), in the post's direction.
 */
export function SeoPanel({
  text,
  form,
  errors,
  siteOrigin,
  postPath,
  uploading,
  onChange,
  onSocialImageSelected,
}: {
  text: EditorText;
  form: PostFormState;
  errors: FieldErrors;
  /** The public site's origin, for the address the previews show. */
  siteOrigin: string;
  /** The post's public path. */
  postPath: string;
  uploading: boolean;
  onChange: <K extends "seoTitle" | "socialImage" | "canonicalUrl" | "noindex">(
    field: K,
    value: PostFormState[K],
  ) => void;
  onSocialImageSelected: (file: File | undefined) => void;
}) {
  const t = text.editor.seo;
  const format = useTranslations("dashboard.editor.seo");
  const ids = { heading: useId(), title: useId(), social: useId(), canonical: useId(), noindex: useId() };
  const dir = form.locale === "ar" ? "rtl" : "ltr";
  const length = visibleLength(form.seoTitle);
  const tooLong = length > SEO_TITLE_RECOMMENDED;
  const shownTitle = documentTitle(form.seoTitle.trim() || form.title.trim() || t.untitled, SEO_TITLE_RECOMMENDED);
  const shareImage = form.socialImage || form.coverImage;
  const host = hostOf(siteOrigin);
  const crumbs = [host, ...postPath.split("/").filter(Boolean).map(safeDecode)];

  return (
    <section
      aria-labelledby={ids.heading}
      className="space-y-4 border-t border-navy-900/10 pt-5"
      data-testid="seo-panel"
    >
      <h2 id={ids.heading} className="text-base font-bold text-navy-900">
        {t.heading}
      </h2>

      <FormField id={ids.title} label={t.title} error={errors.seoTitle} help={t.titleHelp} alert>
        <input
          id={ids.title}
          value={form.seoTitle}
          dir={dir}
          aria-invalid={errors.seoTitle ? true : undefined}
          aria-describedby={`${ids.title}-help ${ids.title}-count`}
          onChange={(event) => onChange("seoTitle", event.target.value)}
          className={inputClass}
        />
        <p
          id={`${ids.title}-count`}
          className={`mt-1 text-sm ${tooLong ? "font-semibold text-red-800" : "text-navy-700"}`}
          aria-live="polite"
          data-testid="seo-title-count"
        >
          {tooLong
            ? format("titleTooLong", { count: length, max: SEO_TITLE_RECOMMENDED })
            : format("titleCount", { count: length, max: SEO_TITLE_RECOMMENDED })}
        </p>
      </FormField>

      <div>
        <p className="text-sm font-semibold text-navy-900">{t.socialImage}</p>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <label htmlFor={ids.social} className="button-secondary min-h-10 cursor-pointer py-1.5 text-sm">
            {uploading ? (
              <Loader2 aria-hidden className="size-4 animate-spin" />
            ) : (
              <Upload aria-hidden className="size-4" />
            )}
            {form.socialImage ? t.socialImageReplace : t.socialImageUpload}
          </label>
          <input
            id={ids.social}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            className="sr-only"
            aria-describedby={`${ids.social}-help`}
            onChange={(event) => onSocialImageSelected(event.target.files?.[0])}
          />
          {form.socialImage && (
            <button
              type="button"
              className="text-sm font-semibold text-red-800 hover:underline"
              onClick={() => onChange("socialImage", "")}
            >
              {t.socialImageRemove}
            </button>
          )}
        </div>
        <p id={`${ids.social}-help`} className="mt-1 text-xs text-navy-700">
          {t.socialImageHelp}
        </p>
        {errors.socialImage && (
          <p className="mt-1 text-sm text-red-800" role="alert">
            {errors.socialImage}
          </p>
        )}
      </div>

      <FormField id={ids.canonical} label={t.canonical} error={errors.canonicalUrl} help={t.canonicalHelp} alert>
        <input
          id={ids.canonical}
          value={form.canonicalUrl}
          dir="ltr"
          inputMode="url"
          aria-invalid={errors.canonicalUrl ? true : undefined}
          aria-describedby={`${ids.canonical}-help`}
          onChange={(event) => onChange("canonicalUrl", event.target.value)}
          className={inputClass}
        />
      </FormField>

      <div>
        <label className="flex min-h-11 cursor-pointer items-center gap-2">
          <input
            id={ids.noindex}
            type="checkbox"
            className="size-4 accent-brand-700"
            checked={form.noindex}
            aria-describedby={`${ids.noindex}-help`}
            onChange={(event) => onChange("noindex", event.target.checked)}
          />
          <span className="text-sm font-semibold text-navy-900">{t.noindex}</span>
        </label>
        <p id={`${ids.noindex}-help`} className="text-xs text-navy-700">
          {t.noindexHelp}
        </p>
      </div>

      <figure className="space-y-1">
        <figcaption className="text-sm font-semibold text-navy-900">{t.searchPreview}</figcaption>
        <div
          dir={dir}
          lang={form.locale}
          className={`rounded-xl p-3 text-start ring-1 ring-navy-900/10 ${form.noindex ? "opacity-60" : ""}`}
          data-testid="search-preview"
        >
          <p className="truncate text-xs text-navy-700" data-testid="search-preview-url">
            {crumbs.map((crumb, index) => (
              <span key={index}>
                {index > 0 && " › "}
                <bdi>{crumb}</bdi>
              </span>
            ))}
          </p>
          <p className="mt-0.5 text-lg leading-snug text-[#1a0dab]" data-testid="search-preview-title">
            {shownTitle}
          </p>
          <p className="mt-0.5 text-sm text-navy-800" data-testid="search-preview-description">
            {snippet(form.metaDescription, SNIPPET_LENGTH)}
          </p>
        </div>
        {form.noindex && <p className="text-xs font-semibold text-red-800">{t.hiddenNote}</p>}
      </figure>

      <figure className="space-y-1">
        <figcaption className="text-sm font-semibold text-navy-900">{t.socialPreview}</figcaption>
        <div
          dir={dir}
          lang={form.locale}
          className="overflow-hidden rounded-xl text-start ring-1 ring-navy-900/10"
          data-testid="social-preview"
        >
          {shareImage ? (
            <img src={shareImage} alt="" className="aspect-[1200/630] w-full object-cover" />
          ) : (
            <div className="aspect-[1200/630] bg-sand-100" aria-hidden />
          )}
          <div className="space-y-0.5 bg-sand-50 p-3">
            <p className="text-xs text-navy-700 uppercase" dir="ltr">
              {host}
            </p>
            <p className="line-clamp-2 font-semibold text-navy-900">{form.title.trim() || t.untitled}</p>
            <p className="line-clamp-2 text-sm text-navy-800">{form.metaDescription}</p>
          </div>
        </div>
        <p className="text-xs text-navy-700">{t.previewNote}</p>
      </figure>
    </section>
  );
}

function hostOf(origin: string): string {
  try {
    return new URL(origin).host;
  } catch {
    return origin;
  }
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
