"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { useWrite } from "@/components/dashboard/use-write";
import { changePassword, endOtherSessions, updateProfile } from "@/server/actions/dashboard";
import { PasswordStrength, type PasswordStrengthText } from "@/components/account/password-strength";
import type { Messages } from "@/i18n/messages";
import { GENDER_CHOICES, type GenderChoice } from "@/lib/validation/gender";
import { GenderSelect, type GenderText } from "./gender-select";

type Text = Messages["dashboard"]["profile"];
type ErrorCode = keyof Text["errors"];

const errorText = (text: Text, code: string | undefined) =>
  code && code in text.errors ? text.errors[code as ErrorCode] : text.errors.server_error;

/**
 * Name, dashboard language and how Arabic text speaks of the person; choosing the other language
 * opens the profile in it.
 */
export function ProfileDetailsForm({
  profile,
  text,
  genderText,
  localeNames,
  profilePaths,
}: {
  profile: { name: string; email: string; locale: "ar" | "en"; gender: string };
  text: Text;
  genderText: GenderText;
  localeNames: Record<"ar" | "en", string>;
  profilePaths: Record<"ar" | "en", string>;
}) {
  const ids = { name: useId(), locale: useId(), gender: useId(), error: useId() };
  const [name, setName] = useState(profile.name);
  const [locale, setLocale] = useState(profile.locale);
  const [gender, setGender] = useState<GenderChoice>(
    (GENDER_CHOICES as readonly string[]).includes(profile.gender) ? (profile.gender as GenderChoice) : "",
  );
  const [error, setError] = useState<string | null>(null);
  const save = useWrite(updateProfile, {
    done: () => {
      toast.success(text.saved);
      if (locale !== profile.locale) window.location.assign(profilePaths[locale]);
    },
    failed: (failure) =>
      setError(
        failure.code === "network" ? text.errors.network : errorText(text, failure.fields?.name ?? failure.code),
      ),
  });
  const busy = save.pending;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!name.trim()) {
      setError(text.errors.name_required);
      document.getElementById(ids.name)?.focus();
      return;
    }
    setError(null);
    save.run({ name, locale, gender });
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <div>
        <label htmlFor={ids.name} className="text-sm font-semibold text-navy-900">
          {text.name}
        </label>
        <input
          id={ids.name}
          value={name}
          autoComplete="name"
          onChange={(event) => setName(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.error : undefined}
          className="input-field"
        />
        {error && (
          <p id={ids.error} role="alert" className="mt-1 text-sm text-red-800">
            {error}
          </p>
        )}
      </div>
      <div>
        <p className="text-sm font-semibold text-navy-900">{text.email}</p>
        <p className="mt-1 text-navy-800" dir="ltr">
          <bdi>{profile.email}</bdi>
        </p>
      </div>
      <div>
        <label htmlFor={ids.locale} className="text-sm font-semibold text-navy-900">
          {text.locale}
        </label>
        <select
          id={ids.locale}
          value={locale}
          onChange={(event) => setLocale(event.target.value as "ar" | "en")}
          className="input-field"
        >
          {(["ar", "en"] as const).map((option) => (
            <option key={option} value={option}>
              {localeNames[option]}
            </option>
          ))}
        </select>
      </div>
      <GenderSelect text={genderText} id={ids.gender} value={gender} onChange={setGender} />
      <button type="submit" disabled={busy} className="button-primary disabled:opacity-70">
        {busy ? text.saving : text.save}
      </button>
    </form>
  );
}

/** Changes the password: the current one is asked; every other session ends. */
export function ChangePasswordForm({
  text,
  meter,
  context,
}: {
  text: Text;
  meter: PasswordStrengthText;
  context: string[];
}) {
  const ids = { current: useId(), password: useId(), meter: useId(), currentError: useId(), passwordError: useId() };
  const [current, setCurrent] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<{ current?: string; password?: string; form?: string }>({});
  const change = useWrite(changePassword, {
    done: () => {
      setCurrent("");
      setPassword("");
      toast.success(text.changed);
    },
    failed: (failure) => {
      if (failure.code === "network") return setErrors({ form: text.errors.network });
      const found = Object.fromEntries(
        Object.entries(failure.fields ?? {}).map(([field, code]) => [field, errorText(text, code)]),
      );
      setErrors(Object.keys(found).length ? found : { form: text.errors.server_error });
      document.getElementById(found.current ? ids.current : ids.password)?.focus();
    },
  });
  const busy = change.pending;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing = {
      ...(current ? {} : { current: text.errors.current_required }),
      ...(password ? {} : { password: text.errors.password_required }),
    };
    if (missing.current || missing.password) {
      setErrors(missing);
      document.getElementById(missing.current ? ids.current : ids.password)?.focus();
      return;
    }
    setErrors({});
    change.run({ current, password });
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <input type="text" name="username" autoComplete="username" value={context[1] ?? ""} readOnly hidden />
      {errors.form && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-900">
          {errors.form}
        </p>
      )}
      <div>
        <label htmlFor={ids.current} className="text-sm font-semibold text-navy-900">
          {text.current}
        </label>
        <input
          id={ids.current}
          type="password"
          autoComplete="current-password"
          dir="ltr"
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
          aria-invalid={errors.current ? true : undefined}
          aria-describedby={errors.current ? ids.currentError : undefined}
          className="input-field"
        />
        {errors.current && (
          <p id={ids.currentError} role="alert" className="mt-1 text-sm text-red-800">
            {errors.current}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={ids.password} className="text-sm font-semibold text-navy-900">
          {text.new}
        </label>
        <input
          id={ids.password}
          type="password"
          autoComplete="new-password"
          dir="ltr"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={`${errors.password ? `${ids.passwordError} ` : ""}${ids.meter}`}
          className="input-field"
        />
        <PasswordStrength id={ids.meter} password={password} context={context} text={meter} />
        {errors.password && (
          <p id={ids.passwordError} role="alert" className="mt-1 text-sm text-red-800">
            {errors.password}
          </p>
        )}
      </div>
      <button type="submit" disabled={busy} className="button-primary disabled:opacity-70">
        {text.change}
      </button>
    </form>
  );
}

/** "Sign out everywhere else": ends every session but this browser's. */
export function EndOtherSessionsButton({ text }: { text: Text }) {
  const format = useTranslations("dashboard.profile");
  const end = useWrite(endOtherSessions, {
    done: (data) => toast.success(format("endedOthers", { count: Number(data.ended) })),
    failed: () => toast.error(text.errors.server_error),
  });
  return (
    <button type="button" className="button-secondary" disabled={end.pending} onClick={() => end.run()}>
      {text.endOthers}
    </button>
  );
}
