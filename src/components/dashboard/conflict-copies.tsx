"use client";

import { useTranslations } from "next-intl";
import { History, Trash2, Undo2 } from "lucide-react";
import { useId, useMemo, type ReactNode } from "react";
import type { Messages } from "@/i18n/messages";
import { renderDelta } from "@/lib/delta";
import { changedFields, type ConflictCopy, type PostFormState } from "./post-draft-storage";
import { formatDateTime } from "@/lib/format";

type Text = Pick<Messages["dashboard"], "editor" | "status" | "locales">;

type Props = {
  copies: ConflictCopy[];
  /** The post as last saved: what each kept version is compared with. */
  current: PostFormState;
  text: Text;
  uiLocale: "ar" | "en";
  onUse: <K extends keyof PostFormState>(field: K, value: PostFormState[K]) => void;
  onDiscard: (id: string) => void;
};

/**
 * Versions a save conflict kept from being saved, shown beside the saved version field by field,
 * so their writer can take back what they need. Each stays (in this browser) until discarded.
 */
export function ConflictCopies({ copies, current, text, uiLocale, onUse, onDiscard }: Props) {
  if (copies.length === 0) return null;
  return (
    <div className="space-y-4">
      {copies.map((copy) => (
        <CopyPanel
          key={copy.id}
          copy={copy}
          current={current}
          text={text}
          uiLocale={uiLocale}
          onUse={onUse}
          onDiscard={onDiscard}
        />
      ))}
    </div>
  );
}

function CopyPanel({
  copy,
  current,
  text,
  uiLocale,
  onUse,
  onDiscard,
}: Omit<Props, "copies"> & { copy: ConflictCopy }) {
  const t = text.editor;
  const format = useTranslations("dashboard.editor");
  const titleId = useId();
  const fields = useMemo(() => changedFields(copy.form, current), [copy.form, current]);
  const labels: Record<keyof PostFormState, string> = {
    title: t.title,
    slug: t.slug,
    metaDescription: t.metaDescription,
    content: t.content,
    locale: t.language,
    status: t.status,
    publishedAt: t.publishAt,
    coverImage: t.cover,
    coverFocusX: t.focusAcross,
    coverFocusY: t.focusDown,
    seoTitle: t.seo.title,
    socialImage: t.seo.socialImage,
    canonicalUrl: t.seo.canonical,
    noindex: t.seo.noindex,
    translationId: t.translation,
    topicIds: t.topics,
    authorId: t.staffAuthor,
    author: t.author,
  };
  const show = (form: PostFormState, field: keyof PostFormState): ReactNode => {
    const dir = form.locale === "ar" ? "rtl" : "ltr";
    switch (field) {
      case "content":
        return (
          <div
            className="prose-post max-h-80 overflow-y-auto text-base"
            dir={dir}
            lang={form.locale}
            dangerouslySetInnerHTML={{ __html: renderDelta(form.content, { videoTitle: text.editor.videoTitle }) }}
          />
        );
      case "locale":
        return text.locales[form.locale];
      case "status":
        return text.status[form.status];
      case "translationId":
        return form.translationId === null ? t.translationNone : `#${form.translationId}`;
      case "topicIds":
        return form.topicIds.length ? form.topicIds.map((id) => `#${id}`).join(", ") : t.conflictCopyEmpty;
      case "authorId":
        return form.authorId === null ? t.staffAuthorNone : `#${form.authorId}`;
      case "noindex":
        return form.noindex ? t.seo.noindexOn : t.seo.noindexOff;
      case "publishedAt":
      case "coverImage":
      case "socialImage":
      case "canonicalUrl":
      case "slug":
        return form[field] ? <bdi dir="ltr">{form[field]}</bdi> : t.conflictCopyEmpty;
      default:
        return form[field] ? (
          <bdi dir={dir} lang={form.locale}>
            {form[field]}
          </bdi>
        ) : (
          t.conflictCopyEmpty
        );
    }
  };
  const time = formatDateTime(copy.savedAt, uiLocale);

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl bg-gold-300/15 p-4 ring-1 ring-gold-700/40"
      data-testid="conflict-copy"
    >
      <h2 id={titleId} className="flex items-center gap-2 font-semibold text-navy-900">
        <History aria-hidden className="size-5" />
        {t.conflictCopyTitle}
      </h2>
      <p className="mt-1 text-sm text-navy-800">{format("conflictCopyText", { time })}</p>
      {fields.length === 0 ? (
        <p className="mt-3 text-sm text-navy-800">{t.conflictCopySame}</p>
      ) : (
        <dl className="mt-3 space-y-4">
          {fields.map((field) => (
            <div key={field} className="rounded-xl bg-white p-3 ring-1 ring-navy-900/10">
              <dt className="text-sm font-semibold text-navy-900">{labels[field]}</dt>
              <dd className="mt-2 grid gap-3 md:grid-cols-2">
                <div className="min-w-0">
                  <p className="text-xs font-semibold text-navy-700">{t.conflictCopyNewer}</p>
                  <div className="mt-1 break-words text-navy-900">{show(current, field)}</div>
                </div>
                <div className="min-w-0 border-navy-900/10 max-md:border-t max-md:pt-3 md:border-s md:ps-3">
                  <p className="text-xs font-semibold text-navy-700">{t.conflictCopyMine}</p>
                  <div className="mt-1 break-words text-navy-900">{show(copy.form, field)}</div>
                  <button
                    type="button"
                    className="button-secondary mt-2 min-h-10 py-1.5 text-sm"
                    onClick={() => onUse(field, copy.form[field])}
                  >
                    <Undo2 aria-hidden className="size-4 rtl:-scale-x-100" />
                    {format("conflictCopyUse", { field: labels[field] })}
                  </button>
                </div>
              </dd>
            </div>
          ))}
        </dl>
      )}
      <button
        type="button"
        className="mt-3 inline-flex min-h-10 items-center gap-2 text-sm font-semibold text-red-800 hover:underline"
        onClick={() => onDiscard(copy.id)}
      >
        <Trash2 aria-hidden className="size-4" />
        {t.conflictCopyDiscard}
      </button>
    </section>
  );
}
