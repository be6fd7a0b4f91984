"use client";

import { useId, useState } from "react";
import { toast } from "sonner";
import { useWrite } from "@/components/dashboard/use-write";
import { updateLead } from "@/server/actions/dashboard";

type Status = "new" | "in_progress" | "closed";

type Props = {
  id: number;
  status: Status;
  spam: boolean;
  text: {
    statusLabel: string;
    setStatus: string;
    markSpam: string;
    notSpam: string;
    updated: string;
    updateFailed: string;
    folders: Record<Status, string>;
  };
};

/** Moves a lead through the inbox: its status, and in or out of the spam folder. */
export function LeadActions({ id, status, spam, text }: Props) {
  const selectId = useId();
  const [value, setValue] = useState<Status>(status);
  const change = useWrite(updateLead, {
    done: () => toast.success(text.updated),
    failed: () => toast.error(text.updateFailed),
  });
  const busy = change.pending;
  const update = (values: { status?: Status; spam?: boolean }) => change.run(id, values);

  return (
    <div className="space-y-3">
      <label htmlFor={selectId} className="text-sm font-semibold text-navy-900">
        {text.statusLabel}
      </label>
      <div className="flex gap-2">
        <select
          id={selectId}
          value={value}
          onChange={(event) => setValue(event.target.value as Status)}
          className="min-h-11 flex-1 rounded-xl border border-navy-900/20 bg-white px-3"
        >
          {(["new", "in_progress", "closed"] as const).map((option) => (
            <option key={option} value={option}>
              {text.folders[option]}
            </option>
          ))}
        </select>
        <button type="button" className="button-primary px-4" disabled={busy} onClick={() => update({ status: value })}>
          {text.setStatus}
        </button>
      </div>
      <button type="button" className="button-secondary w-full" disabled={busy} onClick={() => update({ spam: !spam })}>
        {spam ? text.notSpam : text.markSpam}
      </button>
    </div>
  );
}
