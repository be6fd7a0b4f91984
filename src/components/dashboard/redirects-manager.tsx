"use client";

import { Pencil, Plus, Save, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useRef, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { useWrite } from "@/components/dashboard/use-write";
import { FormField, inputClass } from "@/components/ui/form-field";
import type { Locale } from "@/i18n/locales";
import type { Messages } from "@/i18n/messages";
import { formatDateTime } from "@/lib/format";
import { redirectFieldErrors, redirectInputSchema } from "@/lib/validation/redirects";
import type { NotFoundRecord } from "@/server/redirects/not-found";
import type { RedirectRecord } from "@/server/redirects/store";
import { deleteRedirect, saveRedirect } from "@/server/actions/dashboard";
import { DataTable } from "@/components/ui/data-table";

type Text = Messages["dashboard"]["redirects"];
type Field = "from" | "to";

/** /dashboard/redirects: add a redirect (checked here with the server's schema), list and delete them. */
export function RedirectsManager({
  locale,
  items,
  missing,
  text,
}: {
  locale: Locale;
  items: RedirectRecord[];
  /** The most visited addresses that answer 404 and have no redirect. */
  missing: NotFoundRecord[];
  text: Text;
}) {
  const format = useTranslations("dashboard.redirects");
  const formId = useId();
  const fromRef = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState({ from: "", to: "", permanent: true });
  const [errors, setErrors] = useState<Partial<Record<Field | "form", string>>>({});
  /** The redirect being changed in the form, or null when the form adds one. */
  const [editing, setEditing] = useState<RedirectRecord | null>(null);
  const reset = () => {
    setValues({ from: "", to: "", permanent: true });
    setErrors({});
    setEditing(null);
  };
  const errorText = (code: string) => (text.errors as Record<string, string>)[code] ?? text.failed;

  const save = useWrite(saveRedirect, {
    done: () => {
      toast.success(editing ? text.saved : text.created);
      reset();
    },
    failed: (error) => {
      if (error.fields) setErrors(error.fields);
      else if (error.code === "from_taken") setErrors({ from: error.code });
      else if (error.code === "chain" || error.code === "loop") setErrors({ to: error.code });
      else setErrors({ form: "failed" });
    },
  });
  const remove = useWrite(deleteRedirect, {
    done: () => toast.success(text.deleted),
    failed: () => toast.error(text.failed),
  });
  const busy = save.pending || remove.pending;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = redirectInputSchema.safeParse(values);
    if (!checked.success) {
      setErrors(redirectFieldErrors(checked.error));
      return;
    }
    save.run(editing?.id ?? null, values);
  }

  function confirmRemove(item: RedirectRecord) {
    if (window.confirm(format("deleteConfirm", { from: item.fromPath }))) remove.run(item.id);
  }

  const field = (name: Field, help: string) => {
    const id = `${formId}-${name}`;
    const error = errors[name];
    return (
      <FormField id={id} label={text[name]} help={help} error={error && errorText(error)} alert>
        <input
          ref={name === "from" ? fromRef : undefined}
          id={id}
          name={name}
          dir="ltr"
          value={values[name]}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-help`, error ? `${id}-error` : ""].filter(Boolean).join(" ")}
          className={inputClass}
          onChange={(event) => {
            const value = event.target.value;
            setValues((current) => ({ ...current, [name]: value }));
            setErrors((current) => ({ ...current, [name]: undefined, form: undefined }));
          }}
        />
      </FormField>
    );
  };

  return (
    <>
      <form onSubmit={submit} noValidate className="space-y-4 rounded-2xl border border-navy-900/10 bg-white p-5">
        <div className="grid gap-4 sm:grid-cols-2">
          {field("from", text.fromHelp)}
          {field("to", text.toHelp)}
        </div>
        <label className="flex min-h-11 items-center gap-3 text-sm text-navy-900">
          <input
            type="checkbox"
            checked={values.permanent}
            onChange={(event) => setValues((current) => ({ ...current, permanent: event.target.checked }))}
            className="size-5 accent-brand-700"
          />
          {text.permanent}
        </label>
        {errors.form && (
          <p className="text-sm text-red-800" role="alert">
            {text.failed}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            disabled={busy}
            className="inline-flex min-h-11 items-center gap-2 rounded-xl bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {editing ? <Save aria-hidden className="size-5" /> : <Plus aria-hidden className="size-5" />}
            {editing ? text.save : text.create}
          </button>
          {editing && (
            <button
              type="button"
              onClick={reset}
              className="inline-flex min-h-11 items-center rounded-xl px-4 font-semibold text-navy-800 ring-1 ring-navy-900/20 hover:bg-sand-50"
            >
              {text.cancelEdit}
            </button>
          )}
        </div>
      </form>

      <h2 className="mt-10 mb-4 text-lg font-bold text-navy-900">{text.listTitle}</h2>
      {items.length === 0 ? (
        <p className="text-navy-700">{text.empty}</p>
      ) : (
        <DataTable
          headings={(["from", "to", "kind", "hits", "lastHit", "actions"] as const).map(
            (column) => text.columns[column],
          )}
          testId="redirect-list"
        >
          {items.map((item) => (
            <tr key={item.id} className="border-t border-navy-900/10 align-top">
              <td className="px-4 py-3 break-all" dir="ltr">
                {item.fromPath}
              </td>
              <td className="px-4 py-3 break-all" dir="ltr">
                {item.toPath}
              </td>
              <td className="px-4 py-3">
                {item.permanent ? text.kindPermanent : text.kindTemporary}
                {item.automatic && <span className="block text-xs text-navy-700">{text.automatic}</span>}
              </td>
              <td className="px-4 py-3 tabular-nums">{item.hits}</td>
              <td className="px-4 py-3">{item.lastHitAt ? formatDateTime(item.lastHitAt, locale) : text.never}</td>
              <td className="px-4 py-3">
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => {
                      setEditing(item);
                      setValues({ from: item.fromPath, to: item.toPath, permanent: item.permanent });
                      setErrors({});
                      fromRef.current?.focus();
                    }}
                    aria-label={format("editLabel", { from: item.fromPath })}
                    className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-brand-700/30 px-3 font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
                  >
                    <Pencil aria-hidden className="size-4" />
                    {text.edit}
                  </button>
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => confirmRemove(item)}
                    aria-label={format("deleteLabel", { from: item.fromPath })}
                    className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-red-800/30 px-3 font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60"
                  >
                    <Trash2 aria-hidden className="size-4" />
                    {text.delete}
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </DataTable>
      )}

      <h2 className="mt-10 mb-2 text-lg font-bold text-navy-900">{text.notFoundTitle}</h2>
      <p className="mb-4 max-w-3xl text-navy-700">{text.notFoundIntro}</p>
      {missing.length === 0 ? (
        <p className="text-navy-700">{text.notFoundEmpty}</p>
      ) : (
        <DataTable
          headings={(["path", "hits", "referrer", "lastSeen", "actions"] as const).map(
            (column) => text.notFoundColumns[column],
          )}
          testId="not-found-list"
        >
          {missing.map((entry) => (
            <tr key={entry.path} className="border-t border-navy-900/10 align-top">
              <td className="px-4 py-3 break-all" dir="ltr">
                {entry.path}
              </td>
              <td className="px-4 py-3 tabular-nums">{entry.hits}</td>
              <td className="px-4 py-3 break-all" dir="ltr">
                {entry.referrerHost ?? text.noReferrer}
              </td>
              <td className="px-4 py-3">{formatDateTime(entry.lastSeenAt, locale)}</td>
              <td className="px-4 py-3">
                <button
                  type="button"
                  aria-label={format("redirectThisLabel", { path: entry.path })}
                  onClick={() => {
                    setValues((current) => ({ ...current, from: entry.path }));
                    setErrors({});
                    fromRef.current?.scrollIntoView({ block: "center" });
                    // The form asks only for where to send the visitors now.
                    document.getElementById(`${formId}-to`)?.focus();
                  }}
                  className="inline-flex min-h-11 items-center rounded-xl border border-brand-700/30 px-3 font-semibold text-brand-800 hover:bg-brand-50"
                >
                  {text.redirectThis}
                </button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </>
  );
}
