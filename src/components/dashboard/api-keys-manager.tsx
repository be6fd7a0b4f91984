"use client";

import { Copy, KeyRound, Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useRef, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { useWrite } from "@/components/dashboard/use-write";
import { DataTable } from "@/components/ui/data-table";
import { FormField, inputClass } from "@/components/ui/form-field";
import type { Locale } from "@/i18n/locales";
import type { Messages } from "@/i18n/messages";
import { formatDateTime } from "@/lib/format";
import {
  API_KEY_LIFETIMES,
  API_SCOPES,
  apiKeyInputSchema,
  fieldErrors,
  type ApiScope,
} from "@/lib/validation/api-keys";
import { createApiKey, revokeApiKey } from "@/server/actions/dashboard";
import type { ApiKeyRecord } from "@/server/api-keys/store";

type Text = Messages["dashboard"]["apiKeys"];
type Lifetime = (typeof API_KEY_LIFETIMES)[number];

const lifetimeKey = (days: Lifetime) => (days === null ? "never" : String(days)) as keyof Text["lifetimes"];

/**
 * /dashboard/api-keys: make a key (checked here with the server's schema) and see its token this
 * once; list the keys with their last use, and revoke them.
 */
export function ApiKeysManager({ locale, keys, text }: { locale: Locale; keys: ApiKeyRecord[]; text: Text }) {
  const format = useTranslations("dashboard.apiKeys");
  const formId = useId();
  const tokenRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<ApiScope[]>([]);
  const [lifetime, setLifetime] = useState<Lifetime>(90);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  /** The token of the key just made: shown until the admin closes it, never again. */
  const [token, setToken] = useState<{ name: string; value: string } | null>(null);
  const errorText = (code: string | undefined) =>
    code ? ((text.errors as Record<string, string>)[code] ?? text.failed) : undefined;

  const create = useWrite(createApiKey, {
    done: (data) => {
      const made = data as { key: ApiKeyRecord; token: string };
      setToken({ name: made.key.name, value: made.token });
      setName("");
      setScopes([]);
      setErrors({});
      toast.success(text.created);
      // The token is what the admin needs now: focus and select it for copying.
      requestAnimationFrame(() => tokenRef.current?.select());
    },
    failed: (error) => setErrors(error.fields ?? { form: "failed" }),
  });
  const revoke = useWrite(revokeApiKey, {
    done: () => toast.success(text.revoked),
    failed: () => toast.error(text.failed),
  });
  const busy = create.pending || revoke.pending;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = { name, scopes, expiresInDays: lifetime };
    const checked = apiKeyInputSchema.safeParse(body);
    if (!checked.success) {
      setErrors(fieldErrors(checked.error));
      return;
    }
    create.run(body);
  }

  const status = (key: ApiKeyRecord) =>
    ({ active: text.statusActive, revoked: text.statusRevoked, expired: text.statusExpired })[key.status];

  const nameId = `${formId}-name`;
  const lifetimeId = `${formId}-lifetime`;
  return (
    <>
      {token && (
        <section
          aria-labelledby={`${formId}-token-title`}
          className="mb-8 rounded-2xl border border-gold-500 bg-sand-100 p-5"
          data-testid="new-api-key"
        >
          <h2 id={`${formId}-token-title`} className="flex items-center gap-2 text-lg font-bold text-navy-900">
            <KeyRound aria-hidden className="size-5" />
            {format("tokenTitle", { key: token.name })}
          </h2>
          <p className="mt-1 text-sm text-navy-800" role="status">
            {text.tokenHelp}
          </p>
          <label htmlFor={`${formId}-token`} className="mt-3 block text-sm font-semibold text-navy-900">
            {text.tokenLabel}
          </label>
          <div className="mt-1 flex flex-wrap gap-2">
            <input
              ref={tokenRef}
              id={`${formId}-token`}
              readOnly
              dir="ltr"
              value={token.value}
              className={`${inputClass} flex-1 font-mono text-sm`}
              onFocus={(event) => event.target.select()}
            />
            <button
              type="button"
              onClick={() => {
                void navigator.clipboard?.writeText(token.value).then(
                  () => toast.success(text.copied),
                  () => tokenRef.current?.select(),
                );
              }}
              className="inline-flex min-h-11 items-center gap-2 rounded-xl bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
            >
              <Copy aria-hidden className="size-5" />
              {text.copy}
            </button>
            <button
              type="button"
              onClick={() => setToken(null)}
              className="inline-flex min-h-11 items-center rounded-xl px-4 font-semibold text-navy-800 ring-1 ring-navy-900/20 hover:bg-sand-50"
            >
              {text.tokenDone}
            </button>
          </div>
          <p className="mt-3 text-sm text-navy-800">{text.usage}</p>
          <pre className="mt-1 overflow-x-auto rounded-xl bg-navy-900 p-3 text-xs text-white" dir="ltr">
            {`curl -H "Authorization: Bearer ${token.value.slice(0, 10)}…" ${window.location.origin}/api/posts`}
          </pre>
        </section>
      )}

      <form onSubmit={submit} noValidate className="space-y-4 rounded-2xl border border-navy-900/10 bg-white p-5">
        <FormField id={nameId} label={text.name} help={text.nameHelp} error={errorText(errors.name)} alert>
          <input
            id={nameId}
            name="name"
            value={name}
            maxLength={120}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={[`${nameId}-help`, errors.name ? `${nameId}-error` : ""].filter(Boolean).join(" ")}
            className={inputClass}
            onChange={(event) => {
              setName(event.target.value);
              setErrors((current) => ({ ...current, name: undefined, form: undefined }));
            }}
          />
        </FormField>
        <fieldset aria-describedby={errors.scopes ? `${formId}-scopes-error` : `${formId}-scopes-help`}>
          <legend className="text-sm font-semibold text-navy-900">{text.scopes}</legend>
          <p id={`${formId}-scopes-help`} className="mt-1 text-xs text-navy-700">
            {text.scopesHelp}
          </p>
          <div className="mt-2 grid gap-1 sm:grid-cols-2">
            {API_SCOPES.map((scope) => (
              <label key={scope} className="flex min-h-11 items-center gap-3 text-sm text-navy-900">
                <input
                  type="checkbox"
                  name="scopes"
                  value={scope}
                  checked={scopes.includes(scope)}
                  onChange={(event) => {
                    const on = event.target.checked;
                    setScopes((current) => (on ? [...current, scope] : current.filter((item) => item !== scope)));
                    setErrors((current) => ({ ...current, scopes: undefined, form: undefined }));
                  }}
                  className="size-5 accent-brand-700"
                />
                <span>
                  {text.scopeNames[scope]}{" "}
                  <code className="text-xs text-navy-700" dir="ltr">
                    {scope}
                  </code>
                </span>
              </label>
            ))}
          </div>
          {errors.scopes && (
            <p id={`${formId}-scopes-error`} className="mt-1 text-sm text-red-800" role="alert">
              {errorText(errors.scopes)}
            </p>
          )}
        </fieldset>
        <FormField id={lifetimeId} label={text.lifetime} help={text.lifetimeHelp}>
          <select
            id={lifetimeId}
            value={lifetimeKey(lifetime)}
            aria-describedby={`${lifetimeId}-help`}
            className={`${inputClass} sm:max-w-xs`}
            onChange={(event) =>
              setLifetime(event.target.value === "never" ? null : (Number(event.target.value) as Lifetime))
            }
          >
            {API_KEY_LIFETIMES.map((days) => (
              <option key={lifetimeKey(days)} value={lifetimeKey(days)}>
                {text.lifetimes[lifetimeKey(days)]}
              </option>
            ))}
          </select>
        </FormField>
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
      {keys.length === 0 ? (
        <p className="text-navy-700">{text.empty}</p>
      ) : (
        <DataTable
          headings={(["name", "key", "scopes", "created", "lastUsed", "expires", "status", "actions"] as const).map(
            (column) => text.columns[column],
          )}
          testId="api-key-list"
        >
          {keys.map((key) => (
            <tr key={key.id} className="border-t border-navy-900/10 align-top">
              <td className="px-4 py-3 font-semibold text-navy-900">
                <bdi>{key.name}</bdi>
                {key.creatorEmail && (
                  <span className="block text-xs font-normal text-navy-700" dir="ltr">
                    {key.creatorEmail}
                  </span>
                )}
              </td>
              <td className="px-4 py-3 font-mono text-xs" dir="ltr">
                {key.prefix}…
              </td>
              <td className="px-4 py-3">
                <ul>
                  {key.scopes.map((scope) => (
                    <li key={scope}>{text.scopeNames[scope]}</li>
                  ))}
                </ul>
              </td>
              <td className="px-4 py-3">{formatDateTime(key.createdAt, locale)}</td>
              <td className="px-4 py-3">{key.lastUsedAt ? formatDateTime(key.lastUsedAt, locale) : text.never}</td>
              <td className="px-4 py-3">{key.expiresAt ? formatDateTime(key.expiresAt, locale) : text.noExpiry}</td>
              <td className="px-4 py-3">
                {status(key)}
                {key.revokedAt && (
                  <span className="block text-xs text-navy-700">{formatDateTime(key.revokedAt, locale)}</span>
                )}
              </td>
              <td className="px-4 py-3">
                {!key.revokedAt && (
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => {
                      if (window.confirm(format("revokeConfirm", { key: key.name }))) revoke.run(key.id);
                    }}
                    aria-label={format("revokeLabel", { key: key.name })}
                    className="inline-flex min-h-11 items-center rounded-xl border border-red-800/30 px-3 font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60"
                  >
                    {text.revoke}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </>
  );
}
