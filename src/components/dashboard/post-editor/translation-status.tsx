import { AlertTriangle, CheckCircle2, Columns2, Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useId, useMemo, useState } from "react";
import { toast } from "sonner";
import { renderDelta } from "@/lib/delta";
import type { TranslationStatus } from "@/server/posts/types";
import { RevisionComparison } from "./revision-compare";
import * as api from "./revisions-api";
import type { EditorText } from "./types";

/**
 * Whether the post is in step with its linked translation, read again after each save (a save
 * brings it in step), with "Mark as up to date" and the translation's text beside the editor.
 */
export function useTranslationStatus(postId: number | null, version: number | null, text: EditorText["editor"]) {
  const [status, setStatus] = useState<TranslationStatus | null>(null);
  const [sideBySide, setSideBySide] = useState(false);
  const [marking, setMarking] = useState(false);

  useEffect(() => {
    if (postId === null) return;
    let current = true;
    api
      .readTranslationStatus(postId)
      .then((read) => {
        if (current) setStatus(read);
      })
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [postId, version]);

  const mark = useCallback(async () => {
    if (postId === null || !status) return;
    setMarking(true);
    try {
      const marked = await api.markInStep(postId, status.source.version);
      if (!marked) throw new Error("refused");
      setStatus(marked);
      toast.success(text.translationStatus.marked);
    } catch {
      toast.error(text.translationStatus.markFailed);
    } finally {
      setMarking(false);
    }
  }, [postId, status, text.translationStatus]);

  return { status, sideBySide, toggleSideBySide: () => setSideBySide((open) => !open), mark, marking };
}

type State = ReturnType<typeof useTranslationStatus>;

/** "May be out of date", with the translation's changes since; or a line saying it is up to date. */
export function TranslationStatusBanner({
  state,
  text,
  canChange,
  paneId,
}: {
  state: State;
  text: EditorText;
  canChange: boolean;
  /** The side-by-side pane the toggle opens. */
  paneId: string;
}) {
  const t = text.editor.translationStatus;
  const format = useTranslations("dashboard.editor.translationStatus");
  const titleId = useId();
  const { status } = state;
  if (!status) return null;
  const values = { language: text.locales[status.source.locale], title: status.source.title };
  const toggle = (
    <button
      type="button"
      className="button-secondary min-h-10 py-1.5 text-sm"
      aria-expanded={state.sideBySide}
      aria-controls={paneId}
      onClick={state.toggleSideBySide}
    >
      <Columns2 aria-hidden className="size-4" />
      {state.sideBySide ? t.closeSideBySide : t.sideBySide}
    </button>
  );

  if (!status.outOfDate)
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white px-4 py-3 ring-1 ring-navy-900/10">
        <p className="flex items-center gap-2 text-sm text-navy-800" data-testid="translation-status">
          <CheckCircle2 aria-hidden className="size-4 text-brand-700" />
          {format("inStep", values)}
        </p>
        {toggle}
      </div>
    );

  return (
    <section
      aria-labelledby={titleId}
      className="space-y-3 rounded-2xl bg-gold-300/25 p-4 ring-1 ring-gold-700/40"
      data-testid="translation-status"
    >
      <h2 id={titleId} className="flex items-center gap-2 font-semibold text-navy-900">
        <AlertTriangle aria-hidden className="size-5" />
        {t.outOfDateTitle}
      </h2>
      <p className="text-navy-800">{format("outOfDateText", values)}</p>
      {status.after && (
        <div className="rounded-xl bg-white p-4 ring-1 ring-navy-900/10">
          {status.before ? (
            <RevisionComparison
              before={status.before}
              after={status.after}
              locale={status.source.locale}
              text={text.editor}
              beforeLabel={text.editor.revisions.then}
              afterLabel={text.editor.revisions.now}
            />
          ) : (
            <p className="text-sm text-navy-700">{t.noEarlier}</p>
          )}
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {toggle}
        {canChange && (
          <button
            type="button"
            className="button-primary min-h-10 py-1.5 text-sm"
            disabled={state.marking}
            onClick={() => void state.mark()}
          >
            {state.marking ? (
              <Loader2 aria-hidden className="size-4 animate-spin" />
            ) : (
              <CheckCircle2 aria-hidden className="size-4" />
            )}
            {t.markInStep}
          </button>
        )}
      </div>
    </section>
  );
}

/** The translation's text as it is now, read only, beside the editor (below it on narrow screens). */
export function TranslationSourcePane({ state, text, id }: { state: State; text: EditorText; id: string }) {
  const format = useTranslations("dashboard.editor.translationStatus");
  const source = state.status?.after ?? null;
  const videoTitle = text.editor.videoTitle;
  const html = useMemo(() => (source ? renderDelta(source.content, { videoTitle }) : ""), [source, videoTitle]);
  if (!state.sideBySide || !state.status || !source) return null;
  const locale = state.status.source.locale;
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="min-w-0 rounded-2xl bg-white p-5 ring-1 ring-navy-900/10"
      data-testid="translation-source"
    >
      <h2 id={`${id}-title`} className="text-sm font-semibold text-navy-700">
        {format("sourcePane", { language: text.locales[locale] })}
      </h2>
      <article dir={locale === "ar" ? "rtl" : "ltr"} lang={locale} className="mt-3">
        <h3 className="text-xl font-bold text-navy-900">{source.title}</h3>
        <div className="prose-post mt-4" dangerouslySetInnerHTML={{ __html: html }} />
      </article>
    </section>
  );
}
