import "server-only";
import { getTranslations } from "next-intl/server";
import { NO_STORE, RETRY_AFTER_SECONDS } from "@/lib/http/cache-control";
import { requestLocale } from "@/lib/request-locale";

/**
 * The one error shape of every route handler (docs/api.md, "Errors"):
 *
 *   { "error": { "status": 400, "code": "invalid", "message": "…", …details } }
 *
 * `code` is stable for clients to act on; `message` is for people, in the request's language;
 * details (`fields`, `current`, `retryAfterSeconds`, …) belong to the code.
 */
export type ApiErrorBody = {
  error: { status: number; code: string; message: string } & Record<string, unknown>;
};

/** The Retry-After of every answer the database's absence prevented. */
export const RETRY_LATER = { "retry-after": String(RETRY_AFTER_SECONDS) } as const;

/** A JSON answer. Not stored anywhere unless the caller says otherwise (public reads do). */
export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  if (!headers.has("content-type")) headers.set("content-type", "application/json; charset=utf-8");
  if (!headers.has("cache-control")) headers.set("cache-control", NO_STORE);
  return new Response(JSON.stringify(body), { ...init, headers });
}

/**
 * A refusal, thrown from anywhere inside a route handler (or answered with `problem`): the route
 * wrapper (route.ts) turns it into the one error shape.
 */
export class ApiError extends Error {
  readonly details: Record<string, unknown>;
  readonly headers: HeadersInit;
  /** A message already worded for the caller; otherwise the code's message in messages/*.json. */
  readonly text: string | undefined;
  /** The language the caller asked for in the request itself (a form's `locale` field). */
  readonly locale: unknown;

  constructor(
    readonly status: number,
    readonly code: string,
    options: { details?: Record<string, unknown>; headers?: HeadersInit; message?: string; locale?: unknown } = {},
  ) {
    super(`${status} ${code}`);
    this.name = "ApiError";
    this.details = options.details ?? {};
    this.headers = options.headers ?? {};
    this.text = options.message;
    this.locale = options.locale;
  }
}

/** Codes whose message is worded under another key (messages/*.json "api"). */
const MESSAGE_KEYS: Record<string, string> = {
  admin_only: "adminOnly",
  not_owner: "notOwner",
  // An upload's refusals (uploads.ts): the code says why, the message that it was refused.
  not_an_image: "errors.file_refused",
  svg_not_allowed: "errors.file_refused",
  empty: "errors.file_refused",
  too_many_pixels: "errors.file_refused",
};

/** The code's message in the caller's language; a code without one says what its status means. */
async function messageFor(request: Request, error: ApiError): Promise<string> {
  if (error.text !== undefined) return error.text;
  const t = await getTranslations({ locale: requestLocale(request, error.locale), namespace: "api" });
  const has = (key: string) => t.has(key as Parameters<typeof t>[0]);
  const say = (key: string) => t(key as Parameters<typeof t>[0]);
  const key = [MESSAGE_KEYS[error.code], `errors.${error.code}`, `accounts.${error.code}`].find(
    (candidate) => candidate !== undefined && has(candidate),
  );
  if (key) return say(key);
  if (error.status >= 500) return say("errors.server_error");
  if (error.status === 404) return say("errors.not_found");
  return say("errors.invalid");
}

/** The one error shape as a response, never stored. */
export async function problem(request: Request, error: ApiError): Promise<Response> {
  const body: ApiErrorBody = {
    error: { status: error.status, code: error.code, message: await messageFor(request, error), ...error.details },
  };
  const headers = new Headers(error.headers);
  if (!headers.has("cache-control")) headers.set("cache-control", NO_STORE);
  return json(body, { status: error.status, headers });
}
