"use client";

import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import type { Messages } from "@/i18n/messages";

type Text = Messages["dashboard"]["profile"]["twoFactor"];
type ApiError = { error?: { code?: string; message?: string } };
type Setup = { secret: string; qrSvg: string };

const errorText = (text: Text, code: string | undefined) =>
  code && code in text.errors ? text.errors[code as keyof Text["errors"]] : text.errors.server_error;

/**
 * Two-factor sign-in on the profile page: turn it on (QR code drawn by the server, the key to type
 * by hand, a code to confirm), see the recovery codes once, or turn it off with the password.
 */
export function TwoFactorSection({ enabled, statusLine, text }: { enabled: boolean; statusLine: string; text: Text }) {
  const router = useRouter();
  const ids = { code: useId(), codeError: useId(), password: useId(), passwordError: useId(), codes: useId() };
  const [setup, setSetup] = useState<Setup | null>(null);
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(url: string, method: string, body?: unknown) {
    const response = await fetch(url, {
      method,
      headers: { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { ok: response.ok, data: (await response.json().catch(() => ({}))) as ApiError & Record<string, unknown> };
  }

  async function run(work: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch {
      setError(text.errors.network);
    } finally {
      setBusy(false);
    }
  }

  const start = () =>
    run(async () => {
      const { ok, data } = await send("/api/profile/two-factor", "POST");
      if (!ok) return setError(errorText(text, data.error?.code));
      setSetup({ secret: String(data.secret), qrSvg: String(data.qrSvg) });
      setTimeout(() => document.getElementById(ids.code)?.focus(), 0);
    });

  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      const { ok, data } = await send("/api/profile/two-factor/confirm", "POST", { code });
      if (!ok) {
        setError(errorText(text, data.error?.code));
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
    void run(async () => {
      const { ok, data } = await send("/api/profile/two-factor", "DELETE", { password });
      if (!ok) {
        setError(errorText(text, data.error?.code));
        document.getElementById(ids.password)?.focus();
        return;
      }
      setPassword("");
      toast.success(text.disabled);
      router.refresh();
    });
  };

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
            router.refresh();
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
        <form noValidate onSubmit={disable} className="mt-4 space-y-3">
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
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? ids.passwordError : undefined}
              className="input-field"
            />
            {error && (
              <p id={ids.passwordError} role="alert" className="mt-1 text-sm text-red-800">
                {error}
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
          {error && (
            <p role="alert" className="mt-3 text-sm text-red-800">
              {error}
            </p>
          )}
          <button type="button" disabled={busy} className="button-primary mt-4" onClick={() => void start()}>
            {text.start}
          </button>
        </>
      ) : (
        <form noValidate onSubmit={confirm} className="mt-4 space-y-4">
          <p className="text-sm text-navy-800">{text.scan}</p>
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
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? ids.codeError : undefined}
              className="input-field max-w-48"
            />
            {error && (
              <p id={ids.codeError} role="alert" className="mt-1 text-sm text-red-800">
                {error}
              </p>
            )}
          </div>
          <button type="submit" disabled={busy} className="button-primary">
            {text.confirm}
          </button>
        </form>
      )}
    </div>
  );
}
