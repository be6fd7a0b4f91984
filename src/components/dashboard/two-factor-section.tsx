"use client";

import { useId, useState, useTransition, type FormEvent } from "react";
import { toast } from "sonner";
import type { Messages } from "@/i18n/messages";
import type { WriteResult } from "@/lib/actions/write-result";
import { confirmTwoFactor, disableTwoFactor, startTwoFactor } from "@/server/actions/dashboard";

type Text = Messages["dashboard"]["profile"]["twoFactor"];
type ApiError = { error?: { code?: string; message?: string } };
type Setup = { secret: string; qrSvg: string };

const errorText = (text: Text, code: string | undefined) =>
  code && code in text.errors ? text.errors[code as keyof Text["errors"]] : text.errors.server_error;

/** A six-digit code from the app or a recovery code; anything else is taken for the password. */
export const looksLikeCode = (value: string) => /^\s*(?:\d{6}|[a-z0-9]{5}-?[a-z0-9]{5})\s*$/i.test(value);

/**
 * Two-factor sign-in on the profile page: turn it on (QR code drawn by the server, the key to type
 * by hand, a code to confirm), see the recovery codes once, set it up again on a new phone (with
 * the password or a current code: the new key replaces the old one and its recovery codes), or
 * turn it off with the password.
 */
export function TwoFactorSection({ enabled, statusLine, text }: { enabled: boolean; statusLine: string; text: Text }) {
  const ids = {
    code: useId(),
    codeError: useId(),
    password: useId(),
    passwordError: useId(),
    proof: useId(),
    proofError: useId(),
    codes: useId(),
  };
  const [setup, setSetup] = useState<Setup | null>(null);
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [proof, setProof] = useState("");
  const [error, setErrorText] = useState<{ form: "setup" | "replace" | "disable"; text: string } | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const errorOf = (which: "setup" | "replace" | "disable") => (error?.form === which ? error.text : null);

  const [busy, startTransition] = useTransition();

  /** A write's answer as { ok, data }, its refusal under data.error as the API gives it. */
  async function send<A extends unknown[]>(action: (...args: A) => Promise<WriteResult>, ...args: A) {
    const result = await action(...args);
    return result.ok
      ? { ok: true, data: result.data as ApiError & Record<string, unknown> }
      : { ok: false, data: { error: result.error } as ApiError & Record<string, unknown> };
  }

  function run(which: "setup" | "replace" | "disable", work: (fail: (message: string) => void) => Promise<void>) {
    setErrorText(null);
    const fail = (message: string) => setErrorText({ form: which, text: message });
    startTransition(async () => {
      try {
        await work(fail);
      } catch {
        fail(text.errors.network);
      }
    });
  }

  /** Asks the server for a new key: with two-factor on, the password or a current code goes with it. */
  const start = (which: "setup" | "replace", body?: { password?: string; code?: string }) =>
    run(which, async (fail) => {
      const { ok, data } = await send(startTwoFactor, body);
      if (!ok) {
        fail(errorText(text, data.error?.code));
        if (which === "replace") document.getElementById(ids.proof)?.focus();
        return;
      }
      setProof("");
      setSetup({ secret: String(data.secret), qrSvg: String(data.qrSvg) });
      setTimeout(() => document.getElementById(ids.code)?.focus(), 0);
    });

  const replace = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!proof.trim()) {
      setErrorText({ form: "replace", text: text.errors.reauthentication_required });
      document.getElementById(ids.proof)?.focus();
      return;
    }
    void start("replace", looksLikeCode(proof) ? { code: proof.trim() } : { password: proof });
  };

  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    run("setup", async (fail) => {
      const { ok, data } = await send(confirmTwoFactor, { code });
      if (!ok) {
        fail(errorText(text, data.error?.code));
        document.getElementById(ids.code)?.focus();
        return;
      }
      setCodes(data.recoveryCodes as string[]);
      setSetup(null);
      toast.success(text.enabled);
      setTimeout(() => document.getElementById(ids.codes)?.focus(), 0);
    });
  };

  const disable = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    run("disable", async (fail) => {
      const { ok, data } = await send(disableTwoFactor, { password });
      if (!ok) {
        fail(errorText(text, data.error?.code));
        document.getElementById(ids.password)?.focus();
        return;
      }
      setPassword("");
      toast.success(text.disabled);
    });
  };

  const setupForm = setup && (
    <form noValidate onSubmit={confirm} className="mt-4 space-y-4">
      <p className="text-sm text-navy-800">{enabled ? text.scanReplace : text.scan}</p>
      <div
        role="img"
        aria-label={text.qr}
        className="size-48 rounded-xl bg-white ring-1 ring-navy-900/10 [&>svg]:size-full"
        // The SVG is drawn on our server from our own otpauth URI (qrcode package).
        dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
      />
      <p className="text-sm">
        <span className="font-semibold text-navy-900">{text.key}: </span>
        <code dir="ltr" className="rounded bg-sand-100 px-2 py-1 break-all" data-testid="totp-secret">
          {setup.secret}
        </code>
      </p>
      <div>
        <label htmlFor={ids.code} className="text-sm font-semibold text-navy-900">
          {text.code}
        </label>
        <input
          id={ids.code}
          inputMode="numeric"
          autoComplete="one-time-code"
          dir="ltr"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={errorOf("setup") ? true : undefined}
          aria-describedby={errorOf("setup") ? ids.codeError : undefined}
          className="input-field max-w-48"
        />
        {errorOf("setup") && (
          <p id={ids.codeError} role="alert" className="mt-1 text-sm text-red-800">
            {errorOf("setup")}
          </p>
        )}
      </div>
      <button type="submit" disabled={busy} className="button-primary">
        {enabled ? text.confirmReplace : text.confirm}
      </button>
    </form>
  );

  if (codes)
    return (
      <div>
        <h3 id={ids.codes} tabIndex={-1} className="font-bold text-navy-900">
          {text.codesTitle}
        </h3>
        <p className="mt-1 text-sm text-navy-700">{text.codesIntro}</p>
        <ol
          className="mt-3 grid grid-cols-2 gap-2 font-mono text-base sm:grid-cols-5"
          dir="ltr"
          data-testid="recovery-codes"
        >
          {codes.map((item) => (
            <li key={item} className="rounded-lg bg-sand-100 px-2 py-1 text-center">
              {item}
            </li>
          ))}
        </ol>
        <button
          type="button"
          className="button-primary mt-4"
          onClick={() => {
            setCodes(null);
          }}
        >
          {text.done}
        </button>
      </div>
    );

  if (enabled)
    return (
      <div>
        <p className="text-navy-800">{statusLine}</p>
        {setup ? (
          setupForm
        ) : (
          <form noValidate onSubmit={replace} className="mt-4 space-y-3" aria-labelledby={`${ids.proof}-title`}>
            <h3 id={`${ids.proof}-title`} className="font-bold text-navy-900">
              {text.replaceTitle}
            </h3>
            <p className="text-sm text-navy-700">{text.replaceIntro}</p>
            <div>
              <label htmlFor={ids.proof} className="text-sm font-semibold text-navy-900">
                {text.proof}
              </label>
              <input
                id={ids.proof}
                type="password"
                autoComplete="current-password"
                dir="ltr"
                value={proof}
                onChange={(event) => setProof(event.target.value)}
                aria-invalid={errorOf("replace") ? true : undefined}
                aria-describedby={errorOf("replace") ? ids.proofError : undefined}
                className="input-field"
              />
              {errorOf("replace") && (
                <p id={ids.proofError} role="alert" className="mt-1 text-sm text-red-800">
                  {errorOf("replace")}
                </p>
              )}
            </div>
            <button type="submit" disabled={busy} className="button-secondary">
              {text.replace}
            </button>
          </form>
        )}
        <form noValidate onSubmit={disable} className="mt-6 space-y-3">
          <div>
            <label htmlFor={ids.password} className="text-sm font-semibold text-navy-900">
              {text.password}
            </label>
            <input
              id={ids.password}
              type="password"
              autoComplete="current-password"
              dir="ltr"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={errorOf("disable") ? true : undefined}
              aria-describedby={errorOf("disable") ? ids.passwordError : undefined}
              className="input-field"
            />
            {errorOf("disable") && (
              <p id={ids.passwordError} role="alert" className="mt-1 text-sm text-red-800">
                {errorOf("disable")}
              </p>
            )}
          </div>
          <button type="submit" disabled={busy} className="button-secondary">
            {text.disable}
          </button>
        </form>
      </div>
    );

  return (
    <div>
      <p className="text-navy-800">{statusLine}</p>
      {!setup ? (
        <>
          {errorOf("setup") && (
            <p role="alert" className="mt-3 text-sm text-red-800">
              {errorOf("setup")}
            </p>
          )}
          <button type="button" disabled={busy} className="button-primary mt-4" onClick={() => void start("setup")}>
            {text.start}
          </button>
        </>
      ) : (
        setupForm
      )}
    </div>
  );
}
