import { AlertTriangle } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { StoredDraft } from "../post-draft-storage";
import type { EditorText } from "./types";
import { formatDateTime } from "@/lib/format";

export function Banner({ tone, title, children }: { tone: "info" | "warning"; title: string; children: ReactNode }) {
  return (
    <div
      role="status"
      className={`rounded-2xl p-4 ring-1 ${tone === "warning" ? "bg-gold-300/25 ring-gold-700/40" : "bg-brand-50 ring-brand-700/30"}`}
    >
      <p className="flex items-center gap-2 font-semibold text-navy-900">
        <AlertTriangle aria-hidden className="size-5" />
        {title}
      </p>
      <div className="mt-1 text-navy-800">{children}</div>
    </div>
  );
}

/** A draft from an earlier visit, offered back. */
export function RestoreBanner({
  draft,
  stale = false,
  text: t,
  uiLocale,
  onRestore,
  onDiscard,
}: {
  draft: StoredDraft;
  /** Started from an older version than the post has now. */
  stale?: boolean;
  text: EditorText["editor"];
  uiLocale: "ar" | "en";
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const format = useTranslations("dashboard.editor");
  return (
    <Banner tone="info" title={t.restoreTitle}>
      <p>
        {format(draft.source === "server" ? "restoreTextServer" : "restoreText", {
          time: formatDateTime(draft.savedAt, uiLocale),
        })}
      </p>
      {stale && <p className="mt-1">{t.restoreStale}</p>}
      <div className="mt-3 flex gap-2">
        <button type="button" className="button-primary min-h-10 py-1.5 text-sm" onClick={onRestore}>
          {t.restore}
        </button>
        <button type="button" className="button-secondary min-h-10 py-1.5 text-sm" onClick={onDiscard}>
          {t.discard}
        </button>
      </div>
    </Banner>
  );
}

/** A save ran into a newer version: it can be loaded (what was being saved is kept beside it). */
export function ConflictBanner({ text: t, onReload }: { text: EditorText["editor"]; onReload: () => void }) {
  return (
    <Banner tone="warning" title={t.conflictTitle}>
      <p>{t.conflictText}</p>
      <button type="button" className="button-secondary mt-3 min-h-10 py-1.5 text-sm" onClick={onReload}>
        {t.conflictReload}
      </button>
    </Banner>
  );
}
