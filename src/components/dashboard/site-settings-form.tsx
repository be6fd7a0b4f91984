"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { toast } from "sonner";
import { useWrite } from "@/components/dashboard/use-write";
import { saveSiteSettings } from "@/server/actions/dashboard";
import { FormField, inputClass as fieldInputClass } from "@/components/ui/form-field";
import type { Messages } from "@/i18n/messages";
import {
  settingsFieldErrors,
  siteSettingsSchema,
  STAT_SUFFIXES,
  WEEKDAYS,
  type SiteSettings,
} from "@/lib/validation/site-settings";
import { SaveBar } from "./record-form-parts";

type Text = Messages["dashboard"]["siteSettings"];
type Languages = Messages["dashboard"]["settings"]["languages"];

/** The form's copy of the settings: numbers stay as typed until they are checked. */
type Draft = Omit<SiteSettings, "stats" | "company"> & {
  company: Omit<SiteSettings["company"], "geo"> & { geo: { latitude: string; longitude: string } };
  stats: Array<Omit<SiteSettings["stats"][number], "value"> & { value: string }>;
};

const inputClass = `${fieldInputClass} py-2`;

const toDraft = (settings: SiteSettings): Draft => ({
  ...settings,
  company: {
    ...settings.company,
    geo: { latitude: String(settings.company.geo.latitude), longitude: String(settings.company.geo.longitude) },
  },
  stats: settings.stats.map((stat) => ({ ...stat, value: String(stat.value) })),
});

/** A typed number, or the text itself so that the schema reports it (invalid_number). */
const asNumber = (value: string) => (value.trim() !== "" && Number.isFinite(Number(value)) ? Number(value) : value);

const fromDraft = (draft: Draft): unknown => ({
  ...draft,
  company: {
    ...draft.company,
    geo: { latitude: asNumber(draft.company.geo.latitude), longitude: asNumber(draft.company.geo.longitude) },
  },
  stats: draft.stats.map((stat) => ({ ...stat, value: asNumber(stat.value) })),
});

function setAt<T>(target: T, path: string, value: unknown): T {
  const copy = structuredClone(target) as Record<string, unknown>;
  const keys = path.split(".");
  let node = copy;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[keys.at(-1) ?? ""] = value;
  return copy as T;
}

function getAt(target: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], target);
}

/**
 * The site settings (administrators), both languages side by side, saved as a whole. Checked in
 * the browser with the server's schema; each error shows under its field in the dashboard's
 * language, and what was typed stays when a save fails.
 */
export function SiteSettingsForm({
  settings,
  text,
  languages,
  demo = { stats: false, company: false },
}: {
  settings: SiteSettings;
  text: Text;
  languages: Languages;
  /** Which parts are still the demo's, pointed out above them (docs/content.md, "Demo content"). */
  demo?: { stats: boolean; company: boolean };
}) {
  const format = useTranslations("dashboard.siteSettings");
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => toDraft(settings));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const errorText = (code: string) => (text.errors as Record<string, string>)[code] ?? code;
  const set = (path: string, value: unknown) => {
    setDraft((current) => setAt(current, path, value));
    setErrors((current) => {
      if (!current[path]) return current;
      const { [path]: _removed, ...rest } = current;
      return rest;
    });
  };

  function showErrors(fields: Record<string, string>) {
    setErrors(fields);
    toast.error(text.failed);
    // The first wrong field gets the focus, so a keyboard or screen reader user lands on it.
    const first = Object.keys(fields)[0];
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  }

  const save = useWrite(saveSiteSettings, {
    done: () => {
      setErrors({});
      toast.success(text.saved);
    },
    failed: (error) => (error.code === "network" ? toast.error(text.failedNetwork) : showErrors(error.fields ?? {})),
  });
  const busy = save.pending;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = siteSettingsSchema.safeParse(fromDraft(draft));
    if (!checked.success) return showErrors(settingsFieldErrors(checked.error));
    save.run(checked.data);
  }

  /** One input, labelled, with its help and its error read with it. */
  const field = (
    path: string,
    label: string,
    options: {
      lang?: "ar" | "en";
      dir?: "rtl" | "ltr";
      type?: string;
      help?: string;
      long?: boolean;
      inputMode?: "numeric" | "decimal" | "tel" | "email" | "url";
      autoComplete?: string;
    } = {},
  ) => {
    const fieldId = `${id}-${path}`;
    const error = errors[path];
    const describedBy = [options.help ? `${fieldId}-help` : "", error ? `${fieldId}-error` : ""]
      .filter(Boolean)
      .join(" ");
    const common = {
      id: fieldId,
      name: path,
      lang: options.lang,
      dir: options.dir ?? (options.lang === "ar" ? "rtl" : options.lang === "en" ? "ltr" : undefined),
      value: String(getAt(draft, path) ?? ""),
      "aria-invalid": error ? true : undefined,
      "aria-describedby": describedBy || undefined,
      className: inputClass,
    };
    return (
      <FormField key={path} id={fieldId} label={label} help={options.help} error={error && errorText(error)}>
        {options.long ? (
          <textarea {...common} rows={2} onChange={(event) => set(path, event.target.value)} />
        ) : (
          <input
            {...common}
            type={options.type ?? "text"}
            inputMode={options.inputMode}
            autoComplete={options.autoComplete ?? "off"}
            onChange={(event) => set(path, event.target.value)}
          />
        )}
      </FormField>
    );
  };

  /** The same field in Arabic and English, side by side. */
  const bilingual = (path: string, label: string, options: { long?: boolean } = {}) => (
    <div className="grid gap-4 sm:grid-cols-2">
      {field(`${path}.ar`, `${label} · ${languages.ar}`, { lang: "ar", ...options })}
      {field(`${path}.en`, `${label} · ${languages.en}`, { lang: "en", ...options })}
    </div>
  );

  // A named group with a visible heading (a floated legend would overlap the first field).
  const section = (key: keyof Text["sections"], children: ReactNode) => (
    <div
      role="group"
      aria-labelledby={`${id}-${key}`}
      className="space-y-4 rounded-2xl bg-white p-5 ring-1 ring-navy-900/10"
    >
      <h3 id={`${id}-${key}`} className="text-lg font-bold text-navy-900">
        {text.sections[key]}
      </h3>
      {children}
    </div>
  );

  const f = text.fields;
  const daysError = errors["company.hours.days"];
  const demoNote = (note: string) => (
    <p className="rounded-xl bg-gold-300/30 px-3 py-2 text-sm font-semibold text-navy-900" data-testid="demo-note">
      {note}
    </p>
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-label={text.title}>
      {section(
        "company",
        <>
          {demo.company && demoNote(text.companyDemo)}
          {bilingual("company.name", f.name)}
          {bilingual("company.shortName", f.shortName)}
          <div className="grid gap-4 sm:grid-cols-3">
            {field("company.phone", f.phone, { dir: "ltr", type: "tel", help: text.help.phone })}
            {field("company.whatsapp", f.whatsapp, { dir: "ltr", type: "tel" })}
            {field("company.email", f.email, { dir: "ltr", type: "email" })}
          </div>
        </>,
      )}
      {section(
        "registration",
        <>
          <p className="text-sm text-navy-700">{text.help.registration}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            {field("company.registration.crNumber", f.crNumber, { dir: "ltr", inputMode: "numeric" })}
            {field("company.registration.vatNumber", f.vatNumber, { dir: "ltr", inputMode: "numeric" })}
          </div>
          <div className="grid gap-4 sm:grid-cols-4">
            {field("company.address.national.buildingNumber", f.buildingNumber, { dir: "ltr", inputMode: "numeric" })}
            {field("company.address.national.additionalNumber", f.additionalNumber, {
              dir: "ltr",
              inputMode: "numeric",
            })}
          </div>
          {bilingual("company.address.national.street", f.nationalStreet)}
          {bilingual("company.address.national.district", f.district)}
        </>,
      )}
      {section(
        "privacy",
        <>
          {field("company.privacyEmail", f.privacyEmail, { dir: "ltr", type: "email", help: text.help.privacyEmail })}
          {bilingual("company.hosting", f.hosting)}
          <p className="text-sm text-navy-700">{text.help.hosting}</p>
        </>,
      )}
      {section(
        "address",
        <>
          {bilingual("company.address.street", f.street)}
          {bilingual("company.address.city", f.city)}
          {bilingual("company.address.region", f.region)}
          <div className="grid gap-4 sm:grid-cols-4">
            {field("company.address.postalCode", f.postalCode, { dir: "ltr" })}
            {field("company.address.country", f.country, { dir: "ltr", help: text.help.country })}
            {field("company.geo.latitude", f.latitude, { dir: "ltr", inputMode: "decimal" })}
            {field("company.geo.longitude", f.longitude, { dir: "ltr", inputMode: "decimal" })}
          </div>
          {field("company.mapUrl", f.mapUrl, { dir: "ltr", type: "url", help: text.help.mapUrl })}
        </>,
      )}
      {section(
        "hours",
        <>
          {bilingual("company.hours.text", f.hoursText)}
          {bilingual("company.hours.closed", f.closed)}
          <fieldset aria-describedby={daysError ? `${id}-days-error` : undefined}>
            <legend className="text-sm font-semibold text-navy-900">{f.days}</legend>
            <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
              {WEEKDAYS.map((day) => (
                <label key={day} className="inline-flex min-h-11 items-center gap-2 text-navy-900">
                  <input
                    type="checkbox"
                    className="size-5 accent-brand-700"
                    checked={draft.company.hours.days.includes(day)}
                    onChange={(event) =>
                      set(
                        "company.hours.days",
                        WEEKDAYS.filter((other) =>
                          other === day ? event.target.checked : draft.company.hours.days.includes(other),
                        ),
                      )
                    }
                  />
                  {text.days[day]}
                </label>
              ))}
            </div>
            {daysError && (
              <p id={`${id}-days-error`} className="mt-1 text-sm text-red-800">
                {errorText(daysError)}
              </p>
            )}
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-4">
            {field("company.hours.opens", f.opens, { type: "time", dir: "ltr" })}
            {field("company.hours.closes", f.closes, { type: "time", dir: "ltr" })}
          </div>
        </>,
      )}
      {section(
        "social",
        <>
          <p className="text-sm text-navy-700">{text.help.social}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            {(["linkedin", "x", "instagram", "youtube"] as const).map((network) =>
              field(`company.social.${network}`, f[network], { dir: "ltr", type: "url" }),
            )}
          </div>
        </>,
      )}
      {section(
        "banner",
        <>
          <label className="inline-flex min-h-11 items-center gap-2 font-semibold text-navy-900">
            <input
              id={`${id}-banner.enabled`}
              type="checkbox"
              className="size-5 accent-brand-700"
              checked={draft.banner.enabled}
              onChange={(event) => set("banner.enabled", event.target.checked)}
            />
            {f.bannerEnabled}
          </label>
          {bilingual("banner.text", f.bannerText, { long: true })}
          {bilingual("banner.cta", f.bannerCta)}
          {field("banner.link", f.bannerLink, { dir: "ltr", help: text.help.bannerLink })}
          <div className="grid gap-4 sm:grid-cols-2">
            {field("banner.startDate", f.startDate, { type: "date", dir: "ltr", help: text.help.dates })}
            {field("banner.endDate", f.endDate, { type: "date", dir: "ltr" })}
          </div>
        </>,
      )}
      {section(
        "stats",
        <>
          {demo.stats && demoNote(text.statsDemo)}
          <label className="inline-flex min-h-11 items-center gap-2 font-semibold text-navy-900">
            <input
              id={`${id}-statsEnabled`}
              type="checkbox"
              className="size-5 accent-brand-700"
              checked={draft.statsEnabled}
              onChange={(event) => set("statsEnabled", event.target.checked)}
            />
            {f.statsEnabled}
          </label>
          <ol className="space-y-5">
            {draft.stats.map((stat, index) => {
              const heading = format("stat", { position: index + 1 });
              const suffixId = `${id}-stats.${index}.suffix`;
              return (
                <li key={index} className="space-y-3 border-t border-navy-900/10 pt-4 first:border-0 first:pt-0">
                  <h4 className="font-semibold text-navy-900">{heading}</h4>
                  <div className="grid gap-4 sm:grid-cols-4">
                    {field(`stats.${index}.value`, `${f.statValue} · ${heading}`, { inputMode: "numeric", dir: "ltr" })}
                    <div>
                      <label htmlFor={suffixId} className="text-sm font-semibold text-navy-900">
                        {`${f.statSuffix} · ${heading}`}
                      </label>
                      <select
                        id={suffixId}
                        value={stat.suffix}
                        onChange={(event) => set(`stats.${index}.suffix`, event.target.value)}
                        className={inputClass}
                      >
                        {STAT_SUFFIXES.map((suffix) => (
                          <option key={suffix} value={suffix}>
                            {text.suffixes[suffix === "" ? "none" : suffix === "+" ? "plus" : "percent"]}
                          </option>
                        ))}
                      </select>
                    </div>
                  </div>
                  {bilingual(`stats.${index}.label`, `${f.statLabel} · ${heading}`)}
                </li>
              );
            })}
          </ol>
        </>,
      )}
      {section(
        "certifications",
        <>
          <p className="text-sm text-navy-700">{text.help.certifications}</p>
          <ol className="space-y-5">
            {draft.company.certifications.map((_, index) => {
              const heading = format("certification", { position: index + 1 });
              return (
                <li key={index} className="space-y-3 border-t border-navy-900/10 pt-4 first:border-0 first:pt-0">
                  <h4 className="font-semibold text-navy-900">{heading}</h4>
                  {bilingual(`company.certifications.${index}.name`, `${f.certificationName} · ${heading}`)}
                  {field(`company.certifications.${index}.url`, `${f.certificationUrl} · ${heading}`, {
                    dir: "ltr",
                    type: "url",
                  })}
                  <button
                    type="button"
                    className="button-secondary"
                    onClick={() =>
                      set(
                        "company.certifications",
                        draft.company.certifications.filter((__, other) => other !== index),
                      )
                    }
                  >
                    {format("removeCertification", { position: index + 1 })}
                  </button>
                </li>
              );
            })}
          </ol>
          <button
            type="button"
            className="button-secondary"
            onClick={() =>
              set("company.certifications", [...draft.company.certifications, { name: { ar: "", en: "" }, url: "" }])
            }
          >
            {text.addCertification}
          </button>
        </>,
      )}
      {section(
        "chat",
        <>
          {bilingual("chat.greeting", f.greeting, { long: true })}
          {field("chat.whatsapp", f.chatWhatsapp, { dir: "ltr", type: "tel" })}
        </>,
      )}
      <SaveBar failed={Object.keys(errors).length > 0} failedText={text.failed} busy={busy} saveLabel={text.save} />
    </form>
  );
}
