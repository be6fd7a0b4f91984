"use client";

import { useId, useState, type FormEvent } from "react";
import { PasswordStrength, type PasswordStrengthText } from "./password-strength";
import { rememberSignInEmail } from "@/components/auth/sign-in-email";

type ErrorCode =
  | "password_required"
  | "too_short"
  | "too_long"
  | "common"
  | "weak"
  | "personal"
  | "invalid_token"
  | "network"
  | "server_error";

export type SetPasswordText = {
  password: string;
  show: string;
  submit: string;
  submitting: string;
  meter: PasswordStrengthText;
  errors: Record<ErrorCode, string>;
};

/** Chooses a password from an e-mailed link; on success, the sign-in page says so. */
export function SetPasswordForm({
  token,
  context,
  text,
  afterPath,
}: {
  token: string;
  context: string[];
  text: SetPasswordText;
  afterPath: string;
}) {
  const ids = { password: useId(), error: useId(), meter: useId(), show: useId() };
  const [password, setPassword] = useState("");
  const [visible, setVisible] = useState(false);
  const [error, setError] = useState<ErrorCode | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password) {
      setError("password_required");
      document.getElementById(ids.password)?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const response = await fetch("/api/_auth/set-password", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ token, password }),
      });
      if (response.ok) {
        // The sign-in page that follows fills in the account's address (never put in its URL).
        const { email } = (await response.json().catch(() => ({}))) as { email?: string };
        if (email) rememberSignInEmail(email);
        window.location.assign(afterPath);
        return;
      }
      const body = (await response.json().catch(() => ({}))) as { error?: { code?: ErrorCode } };
      const code = body.error?.code;
      setError(code && code in text.errors ? code : "server_error");
      document.getElementById(ids.password)?.focus();
    } catch {
      setError("network");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit}>
      {/* The account's e-mail, for password managers. */}
      <input type="text" name="username" autoComplete="username" value={context[1] ?? ""} readOnly hidden />
      <label htmlFor={ids.password} className="text-sm font-semibold text-navy-900">
        {text.password}
      </label>
      <input
        id={ids.password}
        type={visible ? "text" : "password"}
        autoComplete="new-password"
        dir="ltr"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${error ? `${ids.error} ` : ""}${ids.meter}`}
        className="input-field"
      />
      <PasswordStrength id={ids.meter} password={password} context={context} text={text.meter} />
      <div className="mt-2 flex items-center gap-2">
        <input
          id={ids.show}
          type="checkbox"
          checked={visible}
          onChange={(event) => setVisible(event.target.checked)}
          className="size-5"
        />
        <label htmlFor={ids.show} className="text-sm text-navy-800">
          {text.show}
        </label>
      </div>
      {error && (
        <p id={ids.error} role="alert" className="mt-3 rounded-xl bg-red-50 p-3 text-sm text-red-900">
          {text.errors[error]}
        </p>
      )}
      <button type="submit" disabled={busy} className="button-primary mt-6 w-full disabled:opacity-70">
        {busy ? text.submitting : text.submit}
      </button>
    </form>
  );
}
