import { CloudCheck, CloudOff } from "lucide-react";
import { useTranslations } from "next-intl";
import { formatTime } from "@/lib/format";
import type { EditorText } from "./types";
import type { ServerAutosaveStatus } from "./use-server-autosave";

/**
 * A quiet line under the writing area saying where unsaved work is kept: on the server since a
 * given time, or only in this browser for now. Announced politely, never interrupting the typing.
 */
export function ServerAutosaveNote({
  status,
  dirty,
  uiLocale,
  text,
}: {
  status: ServerAutosaveStatus;
  dirty: boolean;
  uiLocale: "ar" | "en";
  text: EditorText["editor"];
}) {
  // Messages with a value are formatted here; plain ones come translated as props (client-messages.ts).
  const t = useTranslations("dashboard.editor");
  const shown = dirty && status.kind !== "idle";
  return (
    <p
      aria-live="polite"
      data-testid="server-autosave"
      className="flex min-h-5 items-center gap-1.5 text-xs text-navy-700"
    >
      {shown && status.kind === "saved" && (
        <>
          <CloudCheck aria-hidden className="size-4 shrink-0" />
          {t("serverSaved", { time: formatTime(status.at, uiLocale) })}
        </>
      )}
      {shown && status.kind === "failed" && (
        <>
          <CloudOff aria-hidden className="size-4 shrink-0" />
          {text.serverFailed}
        </>
      )}
    </p>
  );
}
