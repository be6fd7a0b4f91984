"use client";

import { useTranslations } from "next-intl";
import { Check, Copy, Link2, Loader2 } from "lucide-react";
import { useId, useState } from "react";
import type { Locale } from "@/i18n/locales";
import type { Messages } from "@/i18n/messages";
import { formatDateTime } from "@/lib/format";

type Text = Messages["dashboard"]["editor"]["shareablePreview"];

/**
 * The editor's "Preview link": asks the server for a signed link that shows the saved post, draft
 * or scheduled, to anyone holding it until it expires (src/server/posts/preview.ts), and offers it
 * to copy. Without a saved post there is nothing to show yet.
 */
export function PreviewLink({ postId, text, locale }: { postId: number | null; text: Text; locale: Locale }) {
  const format = useTranslations("dashboard.editor.shareablePreview");
  const [state, setState] = useState<
    { kind: "idle" } | { kind: "creating" } | { kind: "ready"; url: string; expiresAt: string } | { kind: "failed" }
  >({ kind: "idle" });
  const [copied, setCopied] = useState(false);
  const fieldId = useId();
  const statusId = useId();

  async function create() {
    if (postId === null) return;
    setState({ kind: "creating" });
    setCopied(false);
    try {
      const response = await fetch(`/api/posts/${postId}/preview`, { method: "POST" });
      if (!response.ok) throw new Error(String(response.status));
      const { url, expiresAt } = (await response.json()) as { url: string; expiresAt: string };
      setState({ kind: "ready", url, expiresAt });
    } catch {
      setState({ kind: "failed" });
    }
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin): the link stays selected in its field to copy by hand.
      document.getElementById(fieldId)?.focus();
    }
  }

  return (
    <div className="space-y-2" data-testid="preview-link">
      <button
        type="button"
        className="button-secondary"
        onClick={create}
        disabled={postId === null || state.kind === "creating"}
        aria-describedby={statusId}
      >
        {state.kind === "creating" ? (
          <Loader2 aria-hidden className="size-4 animate-spin" />
        ) : (
          <Link2 aria-hidden className="size-4" />
        )}
        {state.kind === "creating" ? text.creating : text.button}
      </button>
      <p id={statusId} className="text-xs text-navy-700" aria-live="polite">
        {postId === null && text.saveFirst}
        {state.kind === "ready" && format("ready", { date: formatDateTime(state.expiresAt, locale) })}
        {state.kind === "failed" && <span className="text-red-700">{text.failed}</span>}
      </p>
      {state.kind === "ready" && (
        <div className="flex gap-2">
          <label htmlFor={fieldId} className="sr-only">
            {text.label}
          </label>
          <input
            id={fieldId}
            readOnly
            dir="ltr"
            value={state.url}
            onFocus={(event) => event.currentTarget.select()}
            className="min-w-0 flex-1 rounded-lg border border-navy-900/20 px-3 py-2 text-sm"
          />
          <button type="button" className="button-secondary" onClick={() => copy(state.url)}>
            {copied ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
            {copied ? text.copied : text.copy}
          </button>
        </div>
      )}
    </div>
  );
}
