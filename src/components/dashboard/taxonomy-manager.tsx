"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { useWrite } from "@/components/dashboard/use-write";
import { deleteTaxonomyItem, saveTaxonomyItem } from "@/server/actions/dashboard";
import { DemoBadge } from "./demo-badge";
import { GenderSelect, type GenderText } from "./gender-select";
import { ImageUploadButton, RecordFormActions } from "./record-form-parts";
import { FormField, inputClass as fieldInputClass } from "@/components/ui/form-field";
import type { Locale } from "@/i18n/locales";
import type { Messages } from "@/i18n/messages";
import { genderForMessages } from "@/lib/validation/gender";

type Text = Messages["dashboard"]["taxonomy"];
type Kind = "topics" | "authors";
type Item = Record<string, string | number | boolean | null> & {
  id: number;
  slug: string;
  nameAr: string;
  nameEn: string;
  /** Seeded with the demo content and not saved since (docs/content.md, "Demo content"). */
  demo: boolean;
};
/** A staff account an author can be linked to. */
type StaffAccount = { id: number; name: string; email: string; active: boolean };

/** The fields of each kind, in the form's order: Arabic and English side by side. */
const FIELDS: Record<Kind, Array<{ name: string; long?: boolean; dir?: "rtl" | "ltr" }>> = {
  topics: [
    { name: "nameAr", dir: "rtl" },
    { name: "nameEn", dir: "ltr" },
    { name: "descriptionAr", long: true, dir: "rtl" },
    { name: "descriptionEn", long: true, dir: "ltr" },
  ],
  authors: [
    { name: "nameAr", dir: "rtl" },
    { name: "nameEn", dir: "ltr" },
    { name: "roleAr", dir: "rtl" },
    { name: "roleEn", dir: "ltr" },
    { name: "bioAr", long: true, dir: "rtl" },
    { name: "bioEn", long: true, dir: "ltr" },
  ],
};

const inputClass = `${fieldInputClass} py-2`;

/** Topics or staff authors: a form to add one, and a form per existing one to change or delete it. */
export function TaxonomyManager({
  kind,
  items,
  staff = [],
  locale,
  text,
  publicPath,
  demoLabel,
  genderText,
}: {
  kind: Kind;
  items: Item[];
  /** Authors only: the staff accounts to link an author to. */
  staff?: StaffAccount[];
  /** The dashboard's language: an item is named in it (in a confirmation, for example). */
  locale: Locale;
  text: Text;
  /** The public page of an item in the interface language, e.g. "/en/blog/topics/". */
  publicPath: string;
  /** The demo mark and, for authors, the gender field's words. */
  demoLabel: string;
  genderText?: GenderText;
}) {
  return (
    <div className="space-y-8">
      <section aria-labelledby={`${kind}-new`} className="rounded-2xl bg-white p-5 ring-1 ring-navy-900/10">
        <h2 id={`${kind}-new`} className="mb-4 text-lg font-bold text-navy-900">
          {kind === "topics" ? text.newTopic : text.newAuthor}
        </h2>
        <ItemForm kind={kind} item={null} text={text} staff={staff} locale={locale} genderText={genderText} />
      </section>
      {items.length === 0 ? (
        <p className="text-navy-700">{text.empty}</p>
      ) : (
        <ul className="space-y-4" data-testid={`${kind}-list`}>
          {items.map((item) => (
            <li key={item.id}>
              <details className="rounded-2xl bg-white p-5 ring-1 ring-navy-900/10">
                <summary className="flex min-h-11 cursor-pointer flex-wrap items-center gap-x-4 gap-y-1 font-semibold text-navy-900">
                  <span lang="ar" dir="rtl">
                    {item.nameAr}
                  </span>
                  <span lang="en" dir="ltr">
                    {item.nameEn}
                  </span>
                  <bdi dir="ltr" className="text-sm font-normal text-navy-700">
                    {item.slug}
                  </bdi>
                  {item.demo && <DemoBadge label={demoLabel} />}
                </summary>
                <div className="mt-4">
                  <a
                    href={`${publicPath}${item.slug}`}
                    className="text-sm font-semibold text-brand-800 underline underline-offset-4"
                  >
                    {text.viewPage}
                  </a>
                  <ItemForm kind={kind} item={item} text={text} staff={staff} locale={locale} genderText={genderText} />
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ItemForm({
  kind,
  item,
  text,
  staff,
  locale,
  genderText,
}: {
  kind: Kind;
  item: Item | null;
  text: Text;
  staff: StaffAccount[];
  locale: Locale;
  genderText?: GenderText;
}) {
  const format = useTranslations("dashboard.taxonomy");
  const formId = useId();
  const empty = Object.fromEntries(
    [
      "slug",
      ...FIELDS[kind].map((field) => field.name),
      ...(kind === "authors" ? ["photo", "userId", "gender"] : []),
    ].map((name) => [name, ""]),
  );
  const initial: Record<string, string> = item
    ? Object.fromEntries(Object.keys(empty).map((name) => [name, String(item[name] ?? "")]))
    : empty;
  const [values, setValues] = useState<Record<string, string>>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState(false);
  const errorText = (code: string) => (text.errors as Record<string, string>)[code] ?? code;
  const label = (name: string) => (text as unknown as Record<string, string>)[name] ?? name;
  const set = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: "" }));
  };

  const save = useWrite(saveTaxonomyItem, {
    done: () => {
      toast.success(item ? text.saved : text.created);
      if (!item) setValues(empty);
    },
    failed: (error) => {
      setErrors(error.fields ?? {});
      toast.error(text.failed);
    },
  });
  const deletion = useWrite(deleteTaxonomyItem, {
    done: () => toast.success(text.deleted),
    failed: () => toast.error(text.failed),
  });
  const busy = uploading || save.pending || deletion.pending;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // An author's account is a number, or null for none.
    save.run(
      kind,
      item?.id ?? null,
      kind === "authors" ? { ...values, userId: values.userId ? Number(values.userId) : null } : values,
    );
  }

  function remove() {
    if (!item) return;
    const name = locale === "ar" ? item.nameAr : item.nameEn;
    const question =
      kind === "topics"
        ? format("deleteTopicConfirm", { name })
        : format("deleteAuthorConfirm", { name, gender: genderForMessages(String(item.gender ?? "")) });
    if (window.confirm(question)) deletion.run(kind, item.id);
  }

  const field = (name: string, options: { long?: boolean; dir?: "rtl" | "ltr"; help?: string } = {}) => {
    const id = `${formId}-${name}`;
    const error = errors[name];
    const describedBy = [options.help ? `${id}-help` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
    const common = {
      id,
      name,
      dir: options.dir,
      value: values[name] ?? "",
      "aria-invalid": error ? true : undefined,
      "aria-describedby": describedBy || undefined,
      className: inputClass,
    };
    return (
      <FormField
        key={name}
        id={id}
        label={label(name)}
        help={options.help}
        error={error && errorText(error)}
        alert
        className={options.long ? "sm:col-span-1" : undefined}
      >
        {options.long ? (
          <textarea {...common} rows={3} onChange={(event) => set(name, event.target.value)} />
        ) : (
          <input {...common} onChange={(event) => set(name, event.target.value)} />
        )}
      </FormField>
    );
  };

  return (
    <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        {field("slug", { dir: "ltr", help: text.slugHelp })}
        <div aria-hidden className="hidden sm:block" />
        {FIELDS[kind].map((spec) => field(spec.name, spec))}
      </div>
      {kind === "authors" && genderText && (
        <GenderSelect
          text={genderText}
          id={`${formId}-gender`}
          value={values.gender ?? ""}
          onChange={(value) => set("gender", value)}
          error={errors.gender ? errorText(errors.gender) : undefined}
        />
      )}
      {kind === "authors" && (
        <div className="max-w-md">
          <label htmlFor={`${formId}-userId`} className="text-sm font-semibold text-navy-900">
            {text.userId}
          </label>
          <select
            id={`${formId}-userId`}
            name="userId"
            value={values.userId ?? ""}
            aria-invalid={errors.userId ? true : undefined}
            aria-describedby={[`${formId}-userId-help`, errors.userId ? `${formId}-userId-error` : ""]
              .filter(Boolean)
              .join(" ")}
            onChange={(event) => set("userId", event.target.value)}
            className={inputClass}
          >
            <option value="">{text.noUser}</option>
            {staff.map((account) => (
              <option key={account.id} value={String(account.id)}>
                {account.active
                  ? `${account.name} (${account.email})`
                  : format("userDeactivated", { name: account.name, email: account.email })}
              </option>
            ))}
          </select>
          <p id={`${formId}-userId-help`} className="mt-1 text-xs text-navy-700">
            {text.userIdHelp}
          </p>
          {errors.userId && (
            <p id={`${formId}-userId-error`} className="mt-1 text-sm text-red-800" role="alert">
              {errorText(errors.userId)}
            </p>
          )}
        </div>
      )}
      {kind === "authors" && (
        <div className="flex flex-wrap items-end gap-4">
          {values.photo && (
            <img src={values.photo} alt="" width={64} height={64} className="size-16 rounded-full object-cover" />
          )}
          <div className="min-w-60 flex-1">{field("photo", { dir: "ltr", help: text.photoHelp })}</div>
          <ImageUploadButton
            label={text.photoUpload}
            onStart={() => setUploading(true)}
            onUploaded={(url) => {
              setUploading(false);
              if (url) set("photo", url);
              else setErrors((current) => ({ ...current, photo: "invalid_image" }));
            }}
          />
        </div>
      )}
      <RecordFormActions
        saved={!!item}
        busy={busy}
        saveLabel={text.save}
        createLabel={text.create}
        deleteLabel={text.delete}
        onDelete={remove}
      />
    </form>
  );
}
