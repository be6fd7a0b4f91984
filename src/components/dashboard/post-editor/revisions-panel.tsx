import { History, Loader2, RotateCcw } from "lucide-react";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { toast } from "sonner";
import type { EditablePost, PostRevision, RevisionSummary } from "@/server/posts/types";
import type { PostFormState } from "../post-draft-storage";
import { RevisionComparison } from "./revision-compare";
import * as api from "./revisions-api";
import type { EditorText } from "./types";
import { genderForMessages } from "@/lib/validation/gender";
import { formatDateTime } from "@/lib/format";

type Props = {
  postId: number;
  /** The version the editor has: a restore over a newer one is a conflict. */
  version: number | null;
  /** The post as saved now, which each revision is compared with. */
  saved: PostFormState;
  /** Unsaved changes in the editor, which a restore would replace: asked about first. */
  dirty: boolean;
  canChange: boolean;
  text: EditorText["editor"];
  uiLocale: "ar" | "en";
  onRestored: (post: EditablePost) => void;
};

// Riyadh time, as every time in the dashboard (src/lib/format.ts).
const timeFormat = (uiLocale: "ar" | "en") => (iso: string) => formatDateTime(iso, uiLocale);

/**
 * The post's revisions in a dialog: the list, newest first; choosing one compares it with the post
 * as saved now; "Restore this revision" saves it again as the newest (asking first when there are
 * unsaved changes, which it would replace).
 */
export function RevisionsPanel({ postId, version, saved, dirty, canChange, text, uiLocale, onRestored }: Props) {
  const t = text.revisions;
  const format = useTranslations("dashboard.editor.revisions");
  const dialogRef = useRef<HTMLDialogElement>(null);
  const confirmRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const comparisonId = useId();
  const [open, setOpen] = useState(false);
  const [revisions, setRevisions] = useState<RevisionSummary[] | null | "failed">(null);
  const [chosen, setChosen] = useState<PostRevision | null>(null);
  const [asking, setAsking] = useState(false);
  const [restoring, setRestoring] = useState(false);
  const [problem, setProblem] = useState("");
  const time = timeFormat(uiLocale);

  // Read again at each opening: saves since the last one added revisions.
  const load = useCallback(async () => {
    setRevisions(null);
    try {
      setRevisions((await api.listRevisions(postId)) ?? "failed");
    } catch {
      setRevisions("failed");
    }
  }, [postId]);

  useEffect(() => {
    if (asking) confirmRef.current?.focus();
  }, [asking]);

  async function choose(number: number) {
    setProblem("");
    setAsking(false);
    try {
      const revision = await api.readRevision(postId, number);
      if (!revision) return setProblem(t.loadFailed);
      setChosen(revision);
    } catch {
      setProblem(t.loadFailed);
    }
  }

  async function restore() {
    if (!chosen || version === null) return;
    setAsking(false);
    setRestoring(true);
    setProblem("");
    try {
      const result = await api.restoreRevision(postId, chosen.number, version);
      if (result.kind === "restored") {
        toast.success(format("restored", { number: chosen.number }));
        onRestored(result.post);
        setChosen(null);
        dialogRef.current?.close();
      } else setProblem(result.kind === "conflict" ? t.conflict : result.message || t.failed);
    } catch {
      setProblem(t.failed);
    } finally {
      setRestoring(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className="button-secondary min-h-10 py-1.5 text-sm"
        aria-haspopup="dialog"
        onClick={() => {
          setOpen(true);
          setChosen(null);
          dialogRef.current?.showModal();
          void load();
        }}
      >
        <History aria-hidden className="size-4" />
        {t.open}
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        onClose={() => {
          setOpen(false);
          setAsking(false);
          setProblem("");
        }}
        className="m-auto max-h-[90dvh] w-[min(64rem,95vw)] overflow-y-auto rounded-2xl p-0 backdrop:bg-navy-950/60"
      >
        <div className="flex items-center justify-between gap-3 border-b border-navy-900/10 px-6 py-3">
          <h2 id={titleId} className="font-semibold text-navy-900">
            {t.title}
          </h2>
          <button
            type="button"
            className="button-secondary min-h-10 py-1.5 text-sm"
            onClick={() => dialogRef.current?.close()}
          >
            {t.close}
          </button>
        </div>
        {open && (
          <div className="grid gap-6 p-6 md:grid-cols-[16rem_minmax(0,1fr)]">
            <div>
              {revisions === null ? (
                <p className="flex items-center gap-2 text-navy-700" role="status">
                  <Loader2 aria-hidden className="size-4 animate-spin" />
                  {t.loading}
                </p>
              ) : revisions === "failed" ? (
                <p role="alert" className="text-red-800">
                  {t.loadFailed}
                </p>
              ) : revisions.length === 0 ? (
                <p className="text-navy-700">{t.empty}</p>
              ) : (
                <ol className="space-y-2" aria-label={t.title}>
                  {revisions.map((revision) => (
                    <li key={revision.number}>
                      <button
                        type="button"
                        aria-pressed={chosen?.number === revision.number}
                        aria-controls={comparisonId}
                        onClick={() => void choose(revision.number)}
                        className="w-full rounded-xl px-3 py-2 text-start ring-1 ring-navy-900/15 hover:bg-sand-100 aria-pressed:bg-brand-50 aria-pressed:ring-2 aria-pressed:ring-brand-700"
                      >
                        <span className="block font-semibold text-navy-900">
                          {format("revision", { number: revision.number })}
                          {revision.version === version && (
                            <span className="ms-2 rounded-full bg-sand-100 px-2 py-0.5 text-xs text-navy-800 ring-1 ring-navy-900/20">
                              <span className="sr-only"> </span>
                              {t.current}
                            </span>
                          )}
                          {revision.published && (
                            <span className="ms-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-800 ring-1 ring-brand-700/30">
                              <span className="sr-only"> </span>
                              {t.published}
                            </span>
                          )}
                        </span>
                        <span className="block text-xs text-navy-700">
                          {revision.savedBy
                            ? format("meta", {
                                time: time(revision.createdAt),
                                name: revision.savedBy,
                                gender: genderForMessages(revision.savedByGender),
                                version: revision.version,
                              })
                            : format("metaNoName", { time: time(revision.createdAt), version: revision.version })}
                        </span>
                        {revision.restoredFrom !== null && (
                          <span className="block text-xs text-navy-700">
                            {format("restoredFrom", { number: revision.restoredFrom })}
                          </span>
                        )}
                      </button>
                    </li>
                  ))}
                </ol>
              )}
            </div>
            <section id={comparisonId} aria-live="polite" className="min-w-0 space-y-4">
              {problem && (
                <p role="alert" className="rounded-xl bg-red-50 p-3 text-red-900">
                  {problem}
                </p>
              )}
              {chosen && (
                <>
                  <h3 className="font-semibold text-navy-900">
                    {format("comparisonTitle", { number: chosen.number })}
                  </h3>
                  <RevisionComparison
                    before={chosen}
                    after={saved}
                    locale={chosen.locale}
                    text={text}
                    beforeLabel={t.then}
                    afterLabel={t.now}
                  />
                  {canChange && (
                    <div className="space-y-3 border-t border-navy-900/10 pt-4">
                      <p className="text-sm text-navy-700">{t.restoreNote}</p>
                      {asking ? (
                        <div
                          ref={confirmRef}
                          tabIndex={-1}
                          role="group"
                          aria-labelledby={`${titleId}-unsaved`}
                          className="rounded-xl bg-gold-300/25 p-4 ring-1 ring-gold-700/40"
                        >
                          <p id={`${titleId}-unsaved`} className="font-semibold text-navy-900">
                            {t.unsavedTitle}
                          </p>
                          <p className="mt-1 text-navy-800">{t.unsavedText}</p>
                          <div className="mt-3 flex flex-wrap gap-2">
                            <button type="button" className="button-primary" onClick={() => void restore()}>
                              {t.restoreAnyway}
                            </button>
                            <button type="button" className="button-secondary" onClick={() => setAsking(false)}>
                              {t.cancel}
                            </button>
                          </div>
                        </div>
                      ) : (
                        <button
                          type="button"
                          className="button-primary"
                          disabled={restoring}
                          onClick={() => (dirty ? setAsking(true) : void restore())}
                        >
                          {restoring ? (
                            <Loader2 aria-hidden className="size-4 animate-spin" />
                          ) : (
                            <RotateCcw aria-hidden className="size-4" />
                          )}
                          {restoring ? t.restoring : t.restore}
                        </button>
                      )}
                    </div>
                  )}
                </>
              )}
            </section>
          </div>
        )}
      </dialog>
    </>
  );
}
