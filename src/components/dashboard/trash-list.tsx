"use client";

import { RotateCcw, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { DataTable } from "@/components/ui/data-table";
import type { Locale } from "@/i18n/locales";
import type { Messages } from "@/i18n/messages";
import { formatDate, formatDateTime } from "@/lib/format";
import { deletePostForever, restorePost } from "@/server/actions/dashboard";
import type { TrashedPost } from "@/server/posts/trash";
import { restoredMessage } from "./trash-messages";
import { useWrite } from "./use-write";

type Text = Messages["dashboard"]["trash"];

/**
 * /dashboard/trash: the trashed posts, with "Restore" for whoever may change the post and "Delete
 * forever" (behind a confirmation) for administrators; the server checks both again.
 */
export function TrashList({
  locale,
  posts,
  userId,
  admin,
  localeNames,
  text,
}: {
  locale: Locale;
  posts: TrashedPost[];
  userId: number;
  admin: boolean;
  localeNames: Record<Locale, string>;
  text: Text;
}) {
  if (posts.length === 0)
    return (
      <p className="rounded-2xl bg-white p-6 text-navy-700 ring-1 ring-navy-900/10" role="status">
        {text.empty}
      </p>
    );
  return (
    <DataTable
      testId="trash"
      headings={[text.post, text.language, text.trashedOn, text.trashedBy, text.purgeOn, text.actions]}
    >
      {posts.map((post) => (
        <TrashRow
          key={post.id}
          post={post}
          locale={locale}
          localeName={localeNames[post.locale]}
          mayRestore={admin || (post.createdBy !== null && post.createdBy === userId)}
          admin={admin}
          text={text}
        />
      ))}
    </DataTable>
  );
}

function TrashRow({
  post,
  locale,
  localeName,
  mayRestore,
  admin,
  text,
}: {
  post: TrashedPost;
  locale: Locale;
  localeName: string;
  mayRestore: boolean;
  admin: boolean;
  text: Text;
}) {
  const format = useTranslations("dashboard.trash");
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [error, setError] = useState("");
  const titleId = `trash-${post.id}-title`;
  const title = post.title;
  const restoring = useWrite(restorePost, {
    done: (data) => toast.success(restoredMessage(format, data)),
    failed: (refusal) => setError(refusal.message || text.failed),
  });
  const deleting = useWrite(deletePostForever, {
    done: () => {
      dialogRef.current?.close();
      toast.success(format("deletedForever", { title }));
    },
    failed: (refusal) => {
      dialogRef.current?.close();
      setError(refusal.message || text.failed);
    },
  });
  const busy = restoring.pending || deleting.pending;
  return (
    <tr className="border-t border-navy-900/10 align-top" data-testid="trash-row">
      <td className="px-4 py-3">
        <span id={titleId} className="font-semibold text-navy-900" dir="auto" lang={post.locale}>
          {title}
        </span>
        {error && (
          <p role="alert" className="mt-1 text-sm text-red-800">
            {error}
          </p>
        )}
      </td>
      <td className="px-4 py-3">{localeName}</td>
      <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(post.trashedAt, locale)}</td>
      <td className="px-4 py-3">
        <bdi>{post.trashedByName ?? "—"}</bdi>
      </td>
      <td className="px-4 py-3 whitespace-nowrap">{formatDate(post.purgeAt, locale)}</td>
      <td className="px-4 py-3">
        <div className="flex flex-wrap gap-2">
          {mayRestore ? (
            <button
              type="button"
              className="button-secondary min-h-10 py-1.5 text-sm"
              aria-label={format("restoreLabel", { title })}
              disabled={busy}
              onClick={() => {
                setError("");
                restoring.run(post.id);
              }}
            >
              <RotateCcw aria-hidden className="size-4" />
              {text.restore}
            </button>
          ) : (
            <p className="text-sm text-navy-700">{text.notYours}</p>
          )}
          {admin && (
            <button
              type="button"
              className="inline-flex min-h-10 items-center gap-2 rounded-full px-3 text-sm font-semibold text-red-800 hover:bg-red-50"
              aria-label={format("deleteForeverLabel", { title })}
              disabled={busy}
              onClick={() => {
                setError("");
                dialogRef.current?.showModal();
              }}
            >
              <Trash2 aria-hidden className="size-4" />
              {text.deleteForever}
            </button>
          )}
        </div>
        {admin && (
          <dialog
            ref={dialogRef}
            aria-labelledby={`${titleId}-confirm`}
            aria-describedby={`${titleId}-confirm-text`}
            className="m-auto w-[min(28rem,92vw)] rounded-2xl p-6 backdrop:bg-navy-950/60"
          >
            <h2 id={`${titleId}-confirm`} className="text-lg font-bold text-navy-900">
              {format("confirmTitle", { title })}
            </h2>
            <p id={`${titleId}-confirm-text`} className="mt-2 text-navy-700">
              {text.confirmText}
            </p>
            <div className="mt-6 flex justify-end gap-2">
              <button type="button" className="button-secondary" onClick={() => dialogRef.current?.close()} autoFocus>
                {text.cancel}
              </button>
              <button
                type="button"
                className="inline-flex min-h-11 items-center gap-2 rounded-full bg-red-700 px-5 font-semibold text-white hover:bg-red-800"
                disabled={busy}
                onClick={() => deleting.run(post.id)}
              >
                {text.deleteForever}
              </button>
            </div>
          </dialog>
        )}
      </td>
    </tr>
  );
}
