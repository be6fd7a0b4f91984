import { useMemo } from "react";
import { deltaToPlainText } from "@/lib/delta/plain-text";
import { hasChanges, wordChanges } from "@/lib/revisions/text-diff";
import type { DeltaDocument } from "@/server/db/schema";
import type { EditorText } from "./types";

/** What a comparison reads of a post, a revision or the editor's saved form. */
export type ComparedPost = {
  title: string;
  metaDescription: string;
  coverImage: string;
  seoTitle: string;
  socialImage: string;
  canonicalUrl: string;
  noindex: boolean;
  author: string;
  content: DeltaDocument;
};

type Field = Exclude<keyof ComparedPost, "content">;
const FIELDS: Field[] = [
  "title",
  "metaDescription",
  "coverImage",
  "author",
  "seoTitle",
  "socialImage",
  "canonicalUrl",
  "noindex",
];

/**
 * A readable comparison of two states of a post: the fields that differ, then the text of the
 * content word by word, removed words struck through and added ones underlined (not by colour
 * alone), each announced as such to screen readers.
 */
export function RevisionComparison({
  before,
  after,
  locale,
  text,
  beforeLabel,
  afterLabel,
}: {
  before: ComparedPost;
  after: ComparedPost;
  /** The language of the post compared: its words are cut and laid out as that language's. */
  locale: "ar" | "en";
  text: EditorText["editor"];
  beforeLabel: string;
  afterLabel: string;
}) {
  const t = text.revisions;
  const changes = useMemo(
    () => wordChanges(deltaToPlainText(before.content), deltaToPlainText(after.content), locale),
    [before.content, after.content, locale],
  );
  const fields = FIELDS.filter((field) => before[field] !== after[field]);
  const labels: Record<Field, string> = {
    title: text.title,
    metaDescription: text.metaDescription,
    coverImage: text.cover,
    author: text.author,
    seoTitle: text.seo.title,
    socialImage: text.seo.socialImage,
    canonicalUrl: text.seo.canonical,
    noindex: text.seo.noindex,
  };
  const shown = (post: ComparedPost, field: Field) => {
    const value = post[field];
    if (typeof value === "boolean") return value ? text.seo.noindexOn : text.seo.noindexOff;
    return value || t.emptyValue;
  };
  const dir = locale === "ar" ? "rtl" : "ltr";
  if (fields.length === 0 && !hasChanges(changes)) return <p className="text-navy-800">{t.noChanges}</p>;

  return (
    <div className="space-y-4" data-testid="revision-comparison">
      {fields.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="bg-sand-100 text-navy-800">
              <tr>
                <th scope="col" className="px-3 py-2 text-start font-semibold">
                  {t.field}
                </th>
                <th scope="col" className="px-3 py-2 text-start font-semibold">
                  {beforeLabel}
                </th>
                <th scope="col" className="px-3 py-2 text-start font-semibold">
                  {afterLabel}
                </th>
              </tr>
            </thead>
            <tbody>
              {fields.map((field) => (
                <tr key={field} className="border-t border-navy-900/10 align-top">
                  <th scope="row" className="px-3 py-2 text-start font-medium">
                    {labels[field]}
                  </th>
                  <td className="px-3 py-2 break-words" dir={dir} lang={locale}>
                    {shown(before, field)}
                  </td>
                  <td className="px-3 py-2 break-words" dir={dir} lang={locale}>
                    {shown(after, field)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {hasChanges(changes) && (
        <div>
          <p className="text-sm font-semibold text-navy-900">{text.content}</p>
          <p className="mt-1 text-xs text-navy-700">{t.legend}</p>
          <div
            className="mt-2 max-h-96 overflow-y-auto rounded-xl bg-sand-50 p-4 leading-8 whitespace-pre-wrap ring-1 ring-navy-900/10"
            dir={dir}
            lang={locale}
            data-testid="content-changes"
          >
            {changes.map((change, index) =>
              change.kind === "same" ? (
                <span key={index}>{change.text}</span>
              ) : change.kind === "removed" ? (
                <del key={index} className="rounded bg-red-50 px-0.5 text-red-900 line-through decoration-2">
                  <span className="sr-only">{t.removed} </span>
                  {change.text}
                </del>
              ) : (
                <ins key={index} className="rounded bg-green-50 px-0.5 text-green-900 underline decoration-2">
                  <span className="sr-only">{t.added} </span>
                  {change.text}
                </ins>
              ),
            )}
          </div>
        </div>
      )}
    </div>
  );
}
