"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { toast } from "sonner";
import { restorePost } from "@/server/actions/dashboard";
import { NETWORK_FAILURE } from "@/lib/actions/write-result";
import { restoredMessage } from "./trash-messages";

/**
 * The "undo" right after a post was moved to the trash. The editor goes to the post list with
 * `?trashed={id}` (a full page load, which would lose a toast shown before it): this shows the toast
 * there, with an Undo button that restores the post (the Server Action sends the list again, with
 * it), and takes the parameter out of the address so that a reload does not offer it again. The toast stays until it is dismissed, so that
 * a keyboard or screen-reader user has the time to reach it (WCAG 2.2.1).
 */
export function UndoTrashToast({
  id,
  title,
  text,
}: {
  id: number;
  title: string;
  text: { undo: string; failed: string };
}) {
  const format = useTranslations("dashboard.trash");
  useEffect(() => {
    const url = new URL(window.location.href);
    url.searchParams.delete("trashed");
    window.history.replaceState(window.history.state, "", url);
    const shown = toast.success(format("movedToTrash", { title }), {
      duration: Infinity,
      action: {
        label: text.undo,
        onClick: () => {
          void restorePost(id)
            .catch(() => NETWORK_FAILURE)
            .then((answer) => {
              if (answer.ok) toast.success(restoredMessage(format, answer.data));
              else toast.error(answer.error.message || text.failed);
            });
        },
      },
    });
    return () => void toast.dismiss(shown);
  }, [id, title, format, text.undo, text.failed]);
  return null;
}
