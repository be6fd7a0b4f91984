"use client";

import { Copy, Plus, RotateCw, Trash2, Webhook } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useRef, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { useWrite } from "@/components/dashboard/use-write";
import { DataTable } from "@/components/ui/data-table";
import { FormField, inputClass } from "@/components/ui/form-field";
import type { Locale } from "@/i18n/locales";
import type { Messages } from "@/i18n/messages";
import { formatDateTime } from "@/lib/format";
import { fieldErrors, WEBHOOK_EVENTS, webhookInputSchema, type WebhookEvent } from "@/lib/validation/webhooks";
import { createWebhook, deleteWebhook, redeliverWebhook } from "@/server/actions/dashboard";
import type { WebhookDeliveryRecord, WebhookEndpointRecord } from "@/server/webhooks/store";

type Text = Messages["dashboard"]["webhooks"];

/** Message keys cannot hold dots: "lead.created" is named "lead_created". */
const eventKey = (event: WebhookEvent) => event.replace(".", "_") as keyof Text["eventNames"];

/**
 * /dashboard/webhooks: add an endpoint (checked here with the server's schema; where it points, on
 * the server) and see its signing secret this once; delete endpoints; the delivery log with each
 * answer and "Send again".
 */
export function WebhooksManager({
  locale,
  endpoints,
  deliveries,
  privateAllowed,
  text,
}: {
  locale: Locale;
  endpoints: WebhookEndpointRecord[];
  deliveries: WebhookDeliveryRecord[];
  privateAllowed: boolean;
  text: Text;
}) {
  const format = useTranslations("dashboard.webhooks");
  const formId = useId();
  const secretRef = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState("");
  const [description, setDescription] = useState("");
  const [events, setEvents] = useState<WebhookEvent[]>([]);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [secret, setSecret] = useState<{ url: string; value: string } | null>(null);
  const errorText = (code: string | undefined) =>
    code ? ((text.errors as Record<string, string>)[code] ?? text.failed) : undefined;

  const create = useWrite(createWebhook, {
    done: (data) => {
      const made = data as { endpoint: WebhookEndpointRecord; secret: string };
      setSecret({ url: made.endpoint.url, value: made.secret });
      setUrl("");
      setDescription("");
      setEvents([]);
      setErrors({});
      toast.success(text.created);
      requestAnimationFrame(() => secretRef.current?.select());
    },
    failed: (error) => setErrors(error.fields ?? { form: "failed" }),
  });
  const remove = useWrite(deleteWebhook, {
    done: () => toast.success(text.deleted),
    failed: () => toast.error(text.failed),
  });
  const again = useWrite(redeliverWebhook, {
    done: () => toast.success(text.redelivered),
    failed: () => toast.error(text.failed),
  });
  const busy = create.pending || remove.pending || again.pending;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = { url, description, events };
    const checked = webhookInputSchema.safeParse(body);
    if (!checked.success) {
      setErrors(fieldErrors(checked.error));
      return;
    }
    create.run(body);
  }

  const field = (name: "url" | "description", value: string, set: (value: string) => void, help: string) => {
    const id = `${formId}-${name}`;
    const error = errorText(errors[name]);
    return (
      <FormField id={id} label={text[name]} help={help} error={error} alert>
        <input
          id={id}
          name={name}
          dir={name === "url" ? "ltr" : undefined}
          type={name === "url" ? "url" : "text"}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-help`, error ? `${id}-error` : ""].filter(Boolean).join(" ")}
          className={inputClass}
          onChange={(event) => {
            set(event.target.value);
            setErrors((current) => ({ ...current, [name]: undefined, form: undefined }));
          }}
        />
      </FormField>
    );
  };

  return (
    <>
      {secret && (
        <section
          aria-labelledby={`${formId}-secret-title`}
          className="mb-8 rounded-2xl border border-gold-500 bg-sand-100 p-5"
          data-testid="new-webhook-secret"
        >
          <h2 id={`${formId}-secret-title`} className="flex items-center gap-2 text-lg font-bold text-navy-900">
            <Webhook aria-hidden className="size-5" />
            {format("secretTitle", { url: secret.url })}
          </h2>
          <p className="mt-1 text-sm text-navy-800" role="status">
            {text.secretHelp}
          </p>
          <label htmlFor={`${formId}-secret`} className="mt-3 block text-sm font-semibold text-navy-900">
            {text.secretLabel}
          </label>
          <div className="mt-1 flex flex-wrap gap-2">
            <input
              ref={secretRef}
              id={`${formId}-secret`}
              readOnly
              dir="ltr"
              value={secret.value}
              className={`${inputClass} flex-1 font-mono text-sm`}
              onFocus={(event) => event.target.select()}
            />
            <button
              type="button"
              onClick={() => {
                void navigator.clipboard?.writeText(secret.value).then(
                  () => toast.success(text.copied),
                  () => secretRef.current?.select(),
                );
              }}
              className="inline-flex min-h-11 items-center gap-2 rounded-xl bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
            >
              <Copy aria-hidden className="size-5" />
              {text.copy}
            </button>
            <button
              type="button"
              onClick={() => setSecret(null)}
              className="inline-flex min-h-11 items-center rounded-xl px-4 font-semibold text-navy-800 ring-1 ring-navy-900/20 hover:bg-sand-50"
            >
              {text.secretDone}
            </button>
          </div>
        </section>
      )}

      <form onSubmit={submit} noValidate className="space-y-4 rounded-2xl border border-navy-900/10 bg-white p-5">
        {privateAllowed && <p className="text-sm text-navy-800">{text.privateAllowed}</p>}
        <div className="grid gap-4 sm:grid-cols-2">
          {field("url", url, setUrl, text.urlHelp)}
          {field("description", description, setDescription, text.descriptionHelp)}
        </div>
        <fieldset aria-describedby={errors.events ? `${formId}-events-error` : `${formId}-events-help`}>
          <legend className="text-sm font-semibold text-navy-900">{text.events}</legend>
          <p id={`${formId}-events-help`} className="mt-1 text-xs text-navy-700">
            {text.eventsHelp}
          </p>
          <div className="mt-2 grid gap-1 sm:grid-cols-2">
            {WEBHOOK_EVENTS.map((event) => (
              <label key={event} className="flex min-h-11 items-center gap-3 text-sm text-navy-900">
                <input
                  type="checkbox"
                  name="events"
                  value={event}
                  checked={events.includes(event)}
                  onChange={(change) => {
                    const on = change.target.checked;
                    setEvents((current) => (on ? [...current, event] : current.filter((item) => item !== event)));
                    setErrors((current) => ({ ...current, events: undefined, form: undefined }));
                  }}
                  className="size-5 accent-brand-700"
                />
                <span>
                  {text.eventNames[eventKey(event)]}{" "}
                  <code className="text-xs text-navy-700" dir="ltr">
                    {event}
                  </code>
                </span>
              </label>
            ))}
          </div>
          {errors.events && (
            <p id={`${formId}-events-error`} className="mt-1 text-sm text-red-800" role="alert">
              {errorText(errors.events)}
            </p>
          )}
        </fieldset>
        {errors.form && (
          <p className="text-sm text-red-800" role="alert">
            {text.failed}
          </p>
        )}
        <button
          type="submit"
          disabled={busy}
          className="inline-flex min-h-11 items-center gap-2 rounded-xl bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          <Plus aria-hidden className="size-5" />
          {text.create}
        </button>
      </form>

      <h2 className="mt-10 mb-4 text-lg font-bold text-navy-900">{text.listTitle}</h2>
      {endpoints.length === 0 ? (
        <p className="text-navy-700">{text.empty}</p>
      ) : (
        <DataTable
          headings={(["url", "events", "created", "actions"] as const).map((column) => text.columns[column])}
          testId="webhook-list"
        >
          {endpoints.map((endpoint) => (
            <tr key={endpoint.id} className="border-t border-navy-900/10 align-top">
              <td className="px-4 py-3">
                <span className="block break-all" dir="ltr">
                  {endpoint.url}
                </span>
                {endpoint.description && (
                  <span className="block text-xs text-navy-700">
                    <bdi>{endpoint.description}</bdi>
                  </span>
                )}
              </td>
              <td className="px-4 py-3">
                <ul>
                  {endpoint.events.map((event) => (
                    <li key={event}>{text.eventNames[eventKey(event)]}</li>
                  ))}
                </ul>
              </td>
              <td className="px-4 py-3">{formatDateTime(endpoint.createdAt, locale)}</td>
              <td className="px-4 py-3">
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => {
                    if (window.confirm(format("deleteConfirm", { url: endpoint.url }))) remove.run(endpoint.id);
                  }}
                  aria-label={format("deleteLabel", { url: endpoint.url })}
                  className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-red-800/30 px-3 font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60"
                >
                  <Trash2 aria-hidden className="size-4" />
                  {text.delete}
                </button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}

      <h2 className="mt-10 mb-2 text-lg font-bold text-navy-900">{text.deliveriesTitle}</h2>
      <p className="mb-4 max-w-3xl text-navy-700">{text.deliveriesIntro}</p>
      {deliveries.length === 0 ? (
        <p className="text-navy-700">{text.deliveriesEmpty}</p>
      ) : (
        <DataTable
          headings={(["when", "event", "endpoint", "status", "response", "actions"] as const).map(
            (column) => text.deliveryColumns[column],
          )}
          testId="webhook-deliveries"
        >
          {deliveries.map((delivery) => (
            <tr key={delivery.id} className="border-t border-navy-900/10 align-top" data-delivery={delivery.messageId}>
              <td className="px-4 py-3">{formatDateTime(delivery.createdAt, locale)}</td>
              <td className="px-4 py-3">{text.eventNames[eventKey(delivery.event)]}</td>
              <td className="px-4 py-3 break-all" dir="ltr">
                {delivery.url}
              </td>
              <td className="px-4 py-3">
                <span className="font-semibold">{text.statuses[delivery.status]}</span>
                <span className="block text-xs text-navy-700">{format("attempts", { count: delivery.attempts })}</span>
                {delivery.nextAttemptAt && (
                  <span className="block text-xs text-navy-700">
                    {format("nextAttempt", { time: formatDateTime(delivery.nextAttemptAt, locale) })}
                  </span>
                )}
              </td>
              <td className="max-w-xs px-4 py-3">
                {delivery.responseStatus === null ? (
                  <span>{text.noResponse}</span>
                ) : (
                  <span className="font-mono tabular-nums">{delivery.responseStatus}</span>
                )}
                {(delivery.responseBody || delivery.error) && (
                  <span className="block text-xs break-all text-navy-700" dir="ltr">
                    {delivery.error ?? delivery.responseBody}
                  </span>
                )}
              </td>
              <td className="px-4 py-3">
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => again.run(delivery.id)}
                  aria-label={format("redeliverLabel", {
                    event: text.eventNames[eventKey(delivery.event)],
                    url: delivery.url,
                  })}
                  className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-brand-700/30 px-3 font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
                >
                  <RotateCw aria-hidden className="size-4" />
                  {text.redeliver}
                </button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </>
  );
}
