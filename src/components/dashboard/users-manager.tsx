"use client";

import { useTranslations } from "next-intl";
import { useId, useState, useTransition, type FormEvent } from "react";
import { toast } from "sonner";
import { useWrite } from "@/components/dashboard/use-write";
import { NETWORK_FAILURE, type WriteResult } from "@/lib/actions/write-result";
import { inviteUser, resendInvitation, setTwoFactorPolicy, updateUser } from "@/server/actions/dashboard";
import type { Messages } from "@/i18n/messages";
import { inviteSchema } from "@/lib/validation/users";
import type { AccountSummary } from "@/server/auth/accounts";
import { DataTable } from "@/components/ui/data-table";
import { genderForMessages } from "@/lib/validation/gender";
import { GenderSelect, type GenderText } from "./gender-select";

type Text = Messages["dashboard"]["users"];
type Role = AccountSummary["role"];

type Props = {
  accounts: AccountSummary[];
  meId: number;
  mail: boolean;
  locale: "ar" | "en";
  text: Text;
  /** The invitation's "Arabic form of address" field. */
  genderText: GenderText;
  /** Dates already formatted on the server, by account id. */
  dates: Record<number, { lastSignIn: string | null; invitationUntil: string | null }>;
};

/** The users screen's list and invitation form (administrators). Every action is checked again by the API. */
export function UsersManager({ accounts, meId, mail, locale, text, genderText, dates }: Props) {
  const [busy, setBusy] = useState<string | null>(null);
  const [, startTransition] = useTransition();

  /** One account change; `key` says which button waits for it. */
  function act(key: string, write: () => Promise<WriteResult>, success: string) {
    setBusy(key);
    startTransition(async () => {
      const result = await write().catch(() => NETWORK_FAILURE);
      setBusy(null);
      if (result.ok) toast.success(success);
      else
        toast.error(
          result.error.code === "network" ? text.errors.network : result.error.message || text.errors.server_error,
        );
    });
  }

  return (
    <div className="space-y-8">
      {mail ? (
        <InviteForm locale={locale} text={text} genderText={genderText} />
      ) : (
        <p role="status" className="rounded-2xl bg-sand-100 p-4 text-navy-900">
          {text.noMail}
        </p>
      )}
      <DataTable
        headings={(["name", "role", "status", "lastSignIn", "twoFactor", "actions"] as const).map(
          (column) => text.columns[column],
        )}
      >
        {accounts.map((account) => (
          <AccountRow
            key={account.id}
            account={account}
            me={account.id === meId}
            mail={mail}
            text={text}
            busy={busy}
            dates={dates[account.id] ?? { lastSignIn: null, invitationUntil: null }}
            onAct={act}
          />
        ))}
      </DataTable>
    </div>
  );
}

function AccountRow({
  account,
  me,
  mail,
  text,
  busy,
  dates,
  onAct,
}: {
  account: AccountSummary;
  me: boolean;
  mail: boolean;
  text: Text;
  busy: string | null;
  dates: { lastSignIn: string | null; invitationUntil: string | null };
  onAct: (key: string, write: () => Promise<WriteResult>, success: string) => void;
}) {
  const format = useTranslations("dashboard.users");
  const [role, setRole] = useState<Role>(account.role);
  const selectId = useId();
  const rowBusy = busy?.startsWith(`${account.id}:`) ?? false;
  return (
    <tr className="border-t border-navy-900/10 align-top" data-testid={`user-${account.email}`}>
      <td className="px-4 py-3">
        <p className="font-semibold text-navy-900">
          <bdi>{account.name}</bdi> {me && <span className="font-normal text-navy-700">{text.you}</span>}
        </p>
        <p className="text-navy-700" dir="ltr">
          <bdi>{account.email}</bdi>
        </p>
      </td>
      <td className="px-4 py-3">
        <label htmlFor={selectId} className="sr-only">
          {format("roleFor", { name: account.name })}
        </label>
        <div className="flex flex-wrap gap-2">
          <select
            id={selectId}
            value={role}
            onChange={(event) => setRole(event.target.value as Role)}
            className="min-h-11 rounded-xl border border-navy-900/20 bg-white px-3"
          >
            {(["admin", "editor"] as const).map((option) => (
              <option key={option} value={option}>
                {text.roles[option]}
              </option>
            ))}
          </select>
          {role !== account.role && (
            <button
              type="button"
              className="button-secondary min-h-11 px-4 text-sm"
              disabled={rowBusy}
              onClick={() => onAct(`${account.id}:role`, () => updateUser(account.id, { role }), text.saved)}
            >
              {text.saveRole}
            </button>
          )}
        </div>
      </td>
      <td className="px-4 py-3">
        <p className="font-semibold text-navy-900">{text.statuses[account.status]}</p>
        {account.status === "invited" && (
          <p className="text-navy-700">
            {dates.invitationUntil
              ? format("invitationUntil", { date: dates.invitationUntil })
              : text.invitationExpired}
          </p>
        )}
      </td>
      <td className="px-4 py-3 text-navy-800">{dates.lastSignIn ?? text.never}</td>
      <td className="px-4 py-3 text-navy-800">{account.twoFactor ? text.on : text.off}</td>
      <td className="px-4 py-3">
        <div className="flex flex-wrap gap-2">
          {account.status === "invited" && mail && (
            <button
              type="button"
              className="button-secondary min-h-11 px-4 text-sm"
              disabled={rowBusy}
              onClick={() =>
                onAct(
                  `${account.id}:resend`,
                  () => resendInvitation(account.id),
                  format("resent", { email: account.email }),
                )
              }
            >
              {text.resend}
            </button>
          )}
          {account.status === "deactivated" ? (
            <button
              type="button"
              className="button-secondary min-h-11 px-4 text-sm"
              disabled={rowBusy}
              onClick={() => onAct(`${account.id}:active`, () => updateUser(account.id, { active: true }), text.saved)}
            >
              {text.reactivate}
            </button>
          ) : (
            <button
              type="button"
              className="min-h-11 rounded-full border border-red-800 px-4 text-sm font-semibold text-red-800 hover:bg-red-50"
              disabled={rowBusy}
              onClick={() => {
                if (
                  window.confirm(
                    format("confirmDeactivate", { name: account.name, gender: genderForMessages(account.gender) }),
                  )
                )
                  onAct(`${account.id}:active`, () => updateUser(account.id, { active: false }), text.saved);
              }}
            >
              {text.deactivate}
            </button>
          )}
        </div>
      </td>
    </tr>
  );
}

type InviteField = "name" | "email" | "role" | "locale" | "gender";

function InviteForm({ locale, text, genderText }: { locale: "ar" | "en"; text: Text; genderText: GenderText }) {
  const format = useTranslations("dashboard.users.invite");
  const blank = { name: "", email: "", role: "editor", locale, gender: "" };
  const [values, setValues] = useState<Record<InviteField, string>>(blank);
  const [errors, setErrors] = useState<Partial<Record<InviteField | "form", string>>>({});
  const ids = { name: useId(), email: useId(), role: useId(), locale: useId(), gender: useId(), form: useId() };
  const message = (code: string | undefined) =>
    code ? (text.errors[code as keyof Text["errors"]] ?? text.errors.server_error) : undefined;

  const invite = useWrite(inviteUser, {
    done: () => {
      toast.success(format("sent", { email: values.email }));
      setValues(blank);
    },
    failed: (failure) => {
      // The form keeps what was typed; the error says what to change.
      const fields = failure.fields ?? {};
      setErrors(
        failure.code === "network"
          ? { form: text.errors.network }
          : Object.keys(fields).length
            ? Object.fromEntries(Object.entries(fields).map(([field, code]) => [field, message(code)]))
            : { form: failure.message || text.errors.server_error },
      );
    },
  });
  const busy = invite.pending;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = inviteSchema.safeParse(values);
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as InviteField] ??= message(issue.message);
      setErrors(found);
      document.getElementById(found.name ? ids.name : ids.email)?.focus();
      return;
    }
    setErrors({});
    invite.run(parsed.data);
  }

  const field = (name: "name" | "email", type: string, autoComplete: string) => (
    <div>
      <label htmlFor={ids[name]} className="text-sm font-semibold text-navy-900">
        {text.invite[name]}
      </label>
      <input
        id={ids[name]}
        type={type}
        autoComplete={autoComplete}
        dir={name === "email" ? "ltr" : undefined}
        value={values[name]}
        onChange={(event) => setValues({ ...values, [name]: event.target.value })}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${ids[name]}-error` : undefined}
        className="input-field"
      />
      {errors[name] && (
        <p id={`${ids[name]}-error`} className="mt-1 text-sm text-red-800">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <section aria-labelledby={`${ids.form}-title`} className="rounded-2xl bg-white p-5 ring-1 ring-navy-900/10">
      <h2 id={`${ids.form}-title`} className="text-lg font-bold text-navy-900">
        {text.invite.title}
      </h2>
      <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-4 sm:grid-cols-2">
        {errors.form && (
          <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-900 sm:col-span-2">
            {errors.form}
          </p>
        )}
        {field("name", "text", "off")}
        {field("email", "email", "off")}
        <div>
          <label htmlFor={ids.role} className="text-sm font-semibold text-navy-900">
            {text.invite.role}
          </label>
          <select
            id={ids.role}
            value={values.role}
            onChange={(event) => setValues({ ...values, role: event.target.value })}
            className="input-field"
          >
            {(["editor", "admin"] as const).map((option) => (
              <option key={option} value={option}>
                {text.roles[option]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.locale} className="text-sm font-semibold text-navy-900">
            {text.invite.locale}
          </label>
          <select
            id={ids.locale}
            value={values.locale}
            onChange={(event) => setValues({ ...values, locale: event.target.value })}
            className="input-field"
          >
            {(["ar", "en"] as const).map((option) => (
              <option key={option} value={option}>
                {text.locales[option]}
              </option>
            ))}
          </select>
        </div>
        <GenderSelect
          text={genderText}
          id={ids.gender}
          value={values.gender}
          onChange={(gender) => setValues({ ...values, gender })}
          error={errors.gender}
        />
        <div className="sm:col-span-2">
          <button type="submit" disabled={busy} className="button-primary disabled:opacity-70">
            {busy ? text.invite.submitting : text.invite.submit}
          </button>
        </div>
      </form>
    </section>
  );
}

/** The setting that makes two-factor sign-in compulsory for administrators. */
export function TwoFactorPolicy({ required, text }: { required: boolean; text: Text }) {
  const id = useId();
  // Shown at once; put back if the server refuses.
  const [checked, setChecked] = useState(required);
  const policy = useWrite(setTwoFactorPolicy, {
    done: () => toast.success(text.saved),
    failed: (failure, sent) => {
      setChecked(!(sent as { requireAdminTwoFactor: boolean }).requireAdminTwoFactor);
      toast.error(failure.code === "network" ? text.errors.network : failure.message || text.errors.server_error);
    },
  });
  const busy = policy.pending;
  function toggle(next: boolean) {
    setChecked(next);
    policy.run({ requireAdminTwoFactor: next });
  }
  return (
    <div className="flex items-start gap-3 rounded-2xl bg-white p-4 ring-1 ring-navy-900/10">
      <input
        id={id}
        type="checkbox"
        className="mt-1 size-5"
        checked={checked}
        disabled={busy}
        aria-describedby={`${id}-hint`}
        onChange={(event) => toggle(event.target.checked)}
      />
      <div>
        <label htmlFor={id} className="font-semibold text-navy-900">
          {text.requireTwoFactor}
        </label>
        <p id={`${id}-hint`} className="text-sm text-navy-700">
          {text.requireTwoFactorHint}
        </p>
      </div>
    </div>
  );
}
