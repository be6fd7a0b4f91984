"use client";

import { useEffect, useId, useState, type FormEvent } from "react";
import { FormField, largeInputClass } from "@/components/ui/form-field";
import { safeNextPath } from "@/lib/safe-next";
import { signInSchema, type SignInErrorCode } from "@/lib/validation/auth";
import { openProviderPopup } from "./provider-popup";
import { takeSignInEmail } from "./sign-in-email";

/** The dashboard, should a `next` ever fail the check in the browser (the server checks it first). */
const FALLBACK_AFTER_SIGN_IN = "/en/dashboard";

type ErrorCode = SignInErrorCode | "unavailable" | "server_error" | "network" | "forbidden" | "invalid_request";

export type LoginFormText = {
  email: string;
  password: string;
  code: string;
  codeHint: string;
  submit: string;
  submitting: string;
  or: string;
  withProvider: string | null;
  popupBlocked: string;
  popupFailed: string;
  /** Messages by error code, for checks made in the browser; the server words its own. */
  errors: Record<ErrorCode, string>;
};

type Props = {
  text: LoginFormText;
  /** Where to go after signing in (already checked to be same-site). */
  next: string;
  /** The sign-in page's own path, for the plain form post's way back. */
  loginPath: string;
  locale: string;
  initialError?: ErrorCode | null;
};

/**
 * Email and password, validated as the server does, in the page's language. Works without
 * scripts as a plain form post; with them, errors appear beside the fields without a reload.
 */
export function LoginForm({ text, next, loginPath, locale, initialError = null }: Props) {
  const [fieldErrors, setFieldErrors] = useState<{ email?: ErrorCode; password?: ErrorCode; code?: ErrorCode }>({});
  // Shown once the server says the account uses two-factor sign-in.
  const [needsCode, setNeedsCode] = useState(initialError === "code_required" || initialError === "code_invalid");
  // Each time the server asks for the code, the code field takes the focus (once it is rendered).
  const [codeAsked, setCodeAsked] = useState(0);
  const [formError, setFormError] = useState<string | null>(initialError ? text.errors[initialError] : null);
  const [busy, setBusy] = useState(false);
  const ids = {
    email: useId(),
    password: useId(),
    code: useId(),
    codeError: useId(),
    codeHint: useId(),
    formError: useId(),
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget));
    const parsed = signInSchema.safeParse(data);
    if (!parsed.success) {
      const errors: typeof fieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as "email" | "password";
        errors[field] ??= issue.message as ErrorCode;
      }
      setFieldErrors(errors);
      setFormError(null);
      document.getElementById(errors.email ? ids.email : ids.password)?.focus();
      return;
    }
    setFieldErrors({});
    setFormError(null);
    setBusy(true);
    try {
      const response = await fetch("/api/_auth/login", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({
          ...parsed.data,
          code: typeof data.code === "string" ? data.code : undefined,
          next,
          locale,
        }),
      });
      const body = (await response.json().catch(() => ({}))) as {
        redirect?: string;
        error?: { code?: ErrorCode; field?: "email" | "password" | "code"; message?: string };
      };
      if (response.ok && body.redirect) {
        // Checked again here: the page goes only to a path of this site, whatever the answer said.
        window.location.assign(safeNextPath(body.redirect) ?? FALLBACK_AFTER_SIGN_IN);
        return;
      }
      const code = body.error?.code ?? "server_error";
      if (code === "code_required" || code === "code_invalid") {
        setNeedsCode(true);
        setFieldErrors(code === "code_invalid" ? { code } : {});
        setCodeAsked((count) => count + 1);
      } else if (body.error?.field) setFieldErrors({ [body.error.field]: code });
      else setFormError(body.error?.message ?? text.errors[code] ?? text.errors.server_error);
    } catch {
      setFormError(text.errors.network);
    } finally {
      setBusy(false);
    }
  }

  useEffect(() => {
    if (codeAsked > 0) document.getElementById(ids.code)?.focus();
  }, [codeAsked, ids.code]);

  // Just after setting a password, the address is filled in and the password is next.
  useEffect(() => {
    const email = takeSignInEmail();
    const input = document.getElementById(ids.email);
    if (!email || !(input instanceof HTMLInputElement) || input.value) return;
    input.value = email;
    document.getElementById(ids.password)?.focus();
  }, [ids.email, ids.password]);

  async function signInWithProvider() {
    setFormError(null);
    const url = `/api/_auth/oidc/start?locale=${locale}&next=${encodeURIComponent(next)}`;
    const result = openProviderPopup(url);
    if (!result) {
      setFormError(text.popupBlocked);
      return;
    }
    const session = await result;
    if (session.user) window.location.assign(safeNextPath(next) ?? FALLBACK_AFTER_SIGN_IN);
    else setFormError(text.popupFailed);
  }

  return (
    <div>
      <form
        method="post"
        action="/api/_auth/login"
        noValidate
        onSubmit={onSubmit}
        aria-describedby={formError ? ids.formError : undefined}
      >
        <input type="hidden" name="next" value={next} />
        <input type="hidden" name="loginPath" value={loginPath} />
        {formError && (
          <p id={ids.formError} role="alert" className="mb-4 rounded-xl bg-red-50 p-3 text-sm text-red-900">
            {formError}
          </p>
        )}
        <FormField id={ids.email} label={text.email} error={fieldErrors.email && text.errors[fieldErrors.email]}>
          <input
            id={ids.email}
            name="email"
            type="email"
            autoComplete="username"
            dir="ltr"
            required
            aria-invalid={fieldErrors.email ? true : undefined}
            aria-describedby={fieldErrors.email ? `${ids.email}-error` : undefined}
            className={largeInputClass}
          />
        </FormField>
        <FormField
          id={ids.password}
          label={text.password}
          error={fieldErrors.password && text.errors[fieldErrors.password]}
          className="mt-4"
        >
          <input
            id={ids.password}
            name="password"
            type="password"
            autoComplete="current-password"
            dir="ltr"
            required
            aria-invalid={fieldErrors.password ? true : undefined}
            aria-describedby={fieldErrors.password ? `${ids.password}-error` : undefined}
            className={largeInputClass}
          />
        </FormField>
        {needsCode && (
          <div className="mt-4">
            <label htmlFor={ids.code} className="text-sm font-semibold text-navy-900">
              {text.code}
            </label>
            <input
              id={ids.code}
              name="code"
              type="text"
              inputMode="text"
              autoComplete="one-time-code"
              dir="ltr"
              required
              aria-invalid={fieldErrors.code ? true : undefined}
              aria-describedby={`${fieldErrors.code ? `${ids.codeError} ` : ""}${ids.codeHint}`}
              className={largeInputClass}
            />
            <p id={ids.codeHint} className="mt-1 text-sm text-navy-700">
              {text.codeHint}
            </p>
            {fieldErrors.code && (
              <p id={ids.codeError} className="mt-1 text-sm text-red-800">
                {text.errors[fieldErrors.code]}
              </p>
            )}
          </div>
        )}
        <button type="submit" disabled={busy} className="button-primary mt-6 w-full disabled:opacity-70">
          {busy ? text.submitting : text.submit}
        </button>
      </form>
      {text.withProvider && (
        <>
          <p className="my-5 flex items-center gap-3 text-sm text-navy-700 before:h-px before:flex-1 before:bg-navy-900/15 after:h-px after:flex-1 after:bg-navy-900/15">
            {text.or}
          </p>
          <button type="button" onClick={() => void signInWithProvider()} className="button-secondary w-full">
            {text.withProvider}
          </button>
        </>
      )}
    </div>
  );
}
