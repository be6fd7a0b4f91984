"use client";

import { useId, useState, type FormEvent } from "react";
import { resetRequestSchema } from "@/lib/validation/users";

export type ForgotPasswordText = {
  email: string;
  submit: string;
  submitting: string;
  /** The confirmation, formatted on the server around the address typed (src/i18n/client-messages.ts). */
  sent: [before: string, after: string];
  errors: Record<"email_required" | "email_invalid" | "network" | "server_error", string>;
};

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm({ text, locale }: { text: ForgotPasswordText; locale: string }) {
  const ids = { email: useId(), error: useId() };
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = resetRequestSchema.safeParse({ email, locale });
    if (!parsed.success) {
      setError(text.errors[(parsed.error.issues[0]?.message ?? "email_invalid") as "email_invalid"]);
      document.getElementById(ids.email)?.focus();
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const response = await fetch("/api/_auth/password-reset", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(parsed.data),
      });
      if (response.status === 202) setSentTo(parsed.data.email);
      else setError(text.errors.server_error);
    } catch {
      setError(text.errors.network);
    } finally {
      setBusy(false);
    }
  }

  if (sentTo)
    return (
      <p role="status" className="rounded-xl bg-brand-50 p-4 text-navy-900">
        {text.sent[0]}
        {sentTo}
        {text.sent[1]}
      </p>
    );

  return (
    <form noValidate onSubmit={onSubmit}>
      <label htmlFor={ids.email} className="text-sm font-semibold text-navy-900">
        {text.email}
      </label>
      <input
        id={ids.email}
        type="email"
        autoComplete="username"
        dir="ltr"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? ids.error : undefined}
        className="input-field"
      />
      {error && (
        <p id={ids.error} role="alert" className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}
      <button type="submit" disabled={busy} className="button-primary mt-6 w-full disabled:opacity-70">
        {busy ? text.submitting : text.submit}
      </button>
    </form>
  );
}
