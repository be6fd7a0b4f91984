"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { useWrite } from "@/components/dashboard/use-write";
import { deletePartner, savePartner } from "@/server/actions/dashboard";
import { ImageUploadButton, RecordFormActions } from "./record-form-parts";
import { FormField, inputClass as fieldInputClass } from "@/components/ui/form-field";
import type { Messages } from "@/i18n/messages";
import { partnerInputSchema, settingsFieldErrors } from "@/lib/validation/site-settings";

type Text = Messages["dashboard"]["siteSettings"];

export type PartnerRow = { id: number; name: string; logo: string; url: string; position: number; demo: boolean };

const inputClass = `${fieldInputClass} py-2`;

/** The partner logos of the home page: a form to add one, and one per partner to change or delete it. */
export function PartnersManager({ partners, text }: { partners: PartnerRow[]; text: Text }) {
  const nextPosition = Math.max(0, ...partners.map((partner) => partner.position)) + 1;
  return (
    <section aria-labelledby="partners-heading" className="space-y-4 rounded-2xl bg-white p-5 ring-1 ring-navy-900/10">
      <h2 id="partners-heading" className="text-lg font-bold text-navy-900">
        {text.sections.partners}
      </h2>
      <p className="text-sm text-navy-700">{text.partnersIntro}</p>
      {partners.length === 0 ? (
        <p className="font-semibold text-navy-900">{text.partnersEmpty}</p>
      ) : (
        <ul className="space-y-4" data-testid="partners-list">
          {partners.map((partner) => (
            <li key={partner.id} className="rounded-xl p-4 ring-1 ring-navy-900/10">
              <PartnerForm partner={partner} text={text} />
            </li>
          ))}
        </ul>
      )}
      <div className="rounded-xl bg-sand-50 p-4">
        <h3 className="font-semibold text-navy-900">{text.newPartner}</h3>
        <PartnerForm partner={null} position={nextPosition} text={text} />
      </div>
    </section>
  );
}

function PartnerForm({ partner, position = 1, text }: { partner: PartnerRow | null; position?: number; text: Text }) {
  const format = useTranslations("dashboard.siteSettings");
  const id = useId();
  const empty = { name: "", logo: "", url: "", position: String(position) };
  const [values, setValues] = useState(
    partner ? { name: partner.name, logo: partner.logo, url: partner.url, position: String(partner.position) } : empty,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState(false);
  const errorText = (code: string) => (text.errors as Record<string, string>)[code] ?? code;
  const set = (name: keyof typeof values, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: "" }));
  };

  const save = useWrite(savePartner, {
    done: () => {
      toast.success(partner ? text.saved : text.created);
      if (!partner) setValues({ ...empty, position: String(Number(values.position.trim()) + 1) });
    },
    failed: (error) => {
      setErrors(error.fields ?? {});
      toast.error(error.code === "network" ? text.failedNetwork : text.failed);
    },
  });
  const deletion = useWrite(deletePartner, {
    done: () => toast.success(text.deleted),
    failed: () => toast.error(text.failedNetwork),
  });
  const busy = uploading || save.pending || deletion.pending;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const position = values.position.trim();
    const checked = partnerInputSchema.safeParse({
      ...values,
      position: /^\d+$/.test(position) ? Number(position) : position,
    });
    if (!checked.success) {
      setErrors(settingsFieldErrors(checked.error));
      toast.error(text.failed);
      return;
    }
    save.run(partner?.id ?? null, checked.data);
  }

  function remove() {
    if (partner && window.confirm(format("deleteConfirm", { name: partner.name }))) deletion.run(partner.id);
  }

  const field = (name: keyof typeof values, label: string, options: { help?: string; inputMode?: "numeric" } = {}) => {
    const fieldId = `${id}-${name}`;
    const error = errors[name];
    const describedBy = [options.help ? `${fieldId}-help` : "", error ? `${fieldId}-error` : ""]
      .filter(Boolean)
      .join(" ");
    return (
      <FormField id={fieldId} label={label} help={options.help} error={error && errorText(error)}>
        <input
          id={fieldId}
          name={name}
          dir={name === "name" ? "auto" : "ltr"}
          inputMode={options.inputMode}
          value={values[name]}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => set(name, event.target.value)}
          className={inputClass}
        />
      </FormField>
    );
  };

  return (
    <form onSubmit={submit} noValidate className="mt-3 space-y-4">
      {partner?.demo && (
        <p className="inline-block rounded-full bg-gold-300 px-3 py-1 text-sm font-semibold text-navy-900">
          {text.demo}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        {field("name", text.fields.partnerName)}
        {field("url", text.fields.partnerUrl)}
        {field("position", text.fields.partnerPosition, { help: text.help.partnerPosition, inputMode: "numeric" })}
      </div>
      <div className="flex flex-wrap items-end gap-4">
        {values.logo && (
          <img src={values.logo} alt="" width={120} height={40} className="h-10 w-auto rounded bg-white" />
        )}
        <div className="min-w-60 flex-1">{field("logo", text.fields.partnerLogo, { help: text.help.partnerLogo })}</div>
        <ImageUploadButton
          label={text.logoUpload}
          onStart={() => setUploading(true)}
          onUploaded={(url) => {
            setUploading(false);
            if (url) set("logo", url);
            else setErrors((current) => ({ ...current, logo: "invalid_image" }));
          }}
        />
      </div>
      <RecordFormActions
        saved={!!partner}
        busy={busy}
        saveLabel={text.savePartner}
        createLabel={text.create}
        deleteLabel={text.delete}
        onDelete={remove}
      />
    </form>
  );
}
