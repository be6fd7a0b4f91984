"use client";

import { toast } from "sonner";
import { useWrite } from "@/components/dashboard/use-write";
import type { Messages } from "@/i18n/messages";
import { removeDemoContent } from "@/server/actions/dashboard";

type Text = Messages["dashboard"]["demo"];

/**
 * The demo content that is left, for an administrator, with one button that removes all of it
 * (the removeDemoContent action, DELETE /api/demo-content, which checks the role again and records
 * the removal in the audit log).
 */
export function DemoContentPanel({
  lines,
  company,
  left,
  text,
}: {
  /** What is left, already counted in the dashboard's language ("5 demo posts"). */
  lines: string[];
  /** The company's details are still the demo's (they are not removed: the site needs them). */
  company: boolean;
  /** Whether anything removable is left. */
  left: boolean;
  text: Pick<Text, "title" | "intro" | "remove" | "removing" | "confirm" | "removed" | "failed" | "none" | "company">;
}) {
  const removal = useWrite(removeDemoContent, {
    done: () => toast.success(text.removed),
    failed: () => toast.error(text.failed),
  });
  const busy = removal.pending;

  function remove() {
    if (window.confirm(text.confirm)) removal.run();
  }

  return (
    <section
      aria-labelledby="demo-content-title"
      className="rounded-2xl bg-gold-300/20 p-5 ring-1 ring-gold-700/30"
      data-testid="demo-content"
    >
      <h2 id="demo-content-title" className="text-lg font-semibold text-navy-900">
        {text.title}
      </h2>
      {left ? (
        <>
          <p className="mt-2 text-navy-800">{text.intro}</p>
          <ul className="mt-3 list-disc space-y-1 ps-6 text-navy-900">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-2 text-navy-800">{text.none}</p>
      )}
      {company && <p className="mt-3 text-sm text-navy-800">{text.company}</p>}
      {left && (
        <button
          type="button"
          onClick={remove}
          disabled={busy}
          className="mt-4 min-h-11 rounded-full border border-red-800 px-4 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-70"
        >
          {busy ? text.removing : text.remove}
        </button>
      )}
    </section>
  );
}
