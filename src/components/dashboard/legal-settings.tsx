"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { useWrite } from "@/components/dashboard/use-write";
import { saveLegalPage } from "@/server/actions/dashboard";
import { FormField, inputClass as fieldInputClass } from "@/components/ui/form-field";
import type { Messages } from "@/i18n/messages";
import { FACT_TOKENS } from "@/lib/site-facts";
import type { LegalDocument, LegalPageKind } from "@/lib/validation/legal";
import { SaveBar } from "./record-form-parts";

type Text = Messages["dashboard"]["settings"];

const inputClass = `${fieldInputClass} py-2`;

/** One legal page, Arabic and English side by side, saved as a whole. */
export function LegalSettingsForm({
  kind,
  document,
  text,
  publicPath,
}: {
  kind: LegalPageKind;
  document: LegalDocument;
  text: Text;
  publicPath: string;
}) {
  const format = useTranslations("dashboard.settings");
  const id = useId();
  const [values, setValues] = useState<LegalDocument>(document);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const headingId = `${id}-heading`;

  const save = useWrite(saveLegalPage, {
    done: () => {
      setErrors({});
      toast.success(text.saved);
    },
    failed: (error) => {
      setErrors(error.fields ?? {});
      toast.error(text.failed);
    },
  });
  const busy = save.pending;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.run(kind, values);
  }

  const field = (locale: "ar" | "en", name: "title" | "description" | "body") => {
    const fieldId = `${id}-${locale}-${name}`;
    // zod reports a nested field under its first segment: the language.
    const error = errors[locale];
    const common = {
      id: fieldId,
      dir: locale === "ar" ? "rtl" : "ltr",
      lang: locale,
      value: values[locale][name],
      "aria-invalid": error && !values[locale][name].trim() ? true : undefined,
      className: inputClass,
      onChange: (event: { target: { value: string } }) =>
        setValues((current) => ({ ...current, [locale]: { ...current[locale], [name]: event.target.value } })),
    };
    return (
      <FormField id={fieldId} label={`${text.fields[name]} · ${text.languages[locale]}`}>
        {name === "title" ? (
          <input {...common} />
        ) : (
          <textarea
            {...common}
            rows={name === "body" ? 18 : 3}
            aria-describedby={name === "body" ? `${id}-help` : undefined}
          />
        )}
      </FormField>
    );
  };

  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-5 ring-1 ring-navy-900/10">
      <h2 id={headingId} className="text-lg font-bold text-navy-900">
        {text.pages[kind]}
      </h2>
      <a href={publicPath} className="text-sm font-semibold text-brand-800 underline underline-offset-4">
        {text.viewPage}
      </a>
      <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
        <div className="max-w-xs">
          <label htmlFor={`${id}-updated`} className="text-sm font-semibold text-navy-900">
            {text.fields.updated}
          </label>
          <input
            id={`${id}-updated`}
            type="date"
            value={values.updated}
            aria-invalid={errors.updated ? true : undefined}
            onChange={(event) => setValues((current) => ({ ...current, updated: event.target.value }))}
            className={inputClass}
          />
        </div>
        <div className="grid gap-4 lg:grid-cols-2">
          <div className="space-y-4">
            {field("ar", "title")}
            {field("ar", "description")}
            {field("ar", "body")}
          </div>
          <div className="space-y-4">
            {field("en", "title")}
            {field("en", "description")}
            {field("en", "body")}
          </div>
        </div>
        <p id={`${id}-help`} className="text-sm text-navy-700">
          {text.bodyHelp} {format("factsHelp", { tokens: FACT_TOKENS.map((token) => `{${token}}`).join(", ") })}
        </p>
        <SaveBar failed={Object.keys(errors).length > 0} failedText={text.failed} busy={busy} saveLabel={text.save} />
      </form>
    </section>
  );
}
