import "server-only";
import { getTranslations } from "next-intl/server";
import { NO_STORE } from "@/lib/http/cache-control";
import { isLocale, locales } from "@/i18n/locales";
import { handleAppError } from "@/lib/errors/handle-app-error";
import { safeNextPath } from "@/lib/safe-next";
import { localizedPath } from "@/lib/seo/urls";
import { getDb } from "@/server/db/client";
import { json } from "@/server/http";
import { runMaintenanceSoon } from "@/server/maintenance";
import { clientIp } from "@/server/request";
import { BODY_LIMITS, BodyTooLargeError, readForm, readJson, UnstorableTextError } from "@/server/request-body";
import { refuse, route } from "@/server/route";
import {
  clearSessionCookieHeader,
  deviceCookieHeader,
  readDeviceToken,
  readSessionToken,
  sessionCookieHeader,
} from "./cookie";
import { userFromRequest } from "./current-user";
import { deleteSession } from "./sessions";
import { signInWithPassword } from "./sign-in";

/** Where a successful sign-in lands unless a same-site `next` says otherwise (DESIGN.md decision 8). */
export const AFTER_SIGN_IN = "/en/dashboard";

/** Where a plain form post goes back to after a refusal: one of the sign-in pages, nothing else. */
const LOGIN_PAGES = locales.map((locale) => localizedPath(locale, "/login"));

// GET: a session that cannot be checked counts as signed out (spec §8), so this never fails.
export const currentSession = route({}, async ({ request }) => {
  try {
    const user = await userFromRequest(request);
    return json(user ? { user } : {});
  } catch (error) {
    handleAppError(error, { phase: "request", path: "/api/_auth/session" });
    return json({});
  }
});

export const signOut = route({}, async ({ request }) => {
  try {
    await deleteSession(await getDb(), readSessionToken(request.headers.get("cookie")));
  } catch (error) {
    handleAppError(error, { phase: "request", path: "/api/_auth/session" });
  }
  return json({}, { headers: { "set-cookie": clearSessionCookieHeader() } });
});

/** The body of a sign-in, as JSON or as a plain form post; anything else is refused. */
async function signInBody(request: Request, form: boolean): Promise<Record<string, unknown>> {
  const parsed = form
    ? Object.fromEntries(await readForm(request, BODY_LIMITS.signIn))
    : await readJson(request, BODY_LIMITS.signIn);
  if (!parsed || typeof parsed !== "object") throw new TypeError("object expected");
  return parsed as Record<string, unknown>;
}

export const signIn = route({}, async ({ request }) => {
  const form = !(request.headers.get("content-type") ?? "").includes("application/json");
  const body = await signInBody(request, form).catch((error: unknown) => {
    if (error instanceof BodyTooLargeError || error instanceof UnstorableTextError) throw error;
    throw refuse(400, "invalid_request");
  });
  runMaintenanceSoon();
  const next = safeNextPath(typeof body.next === "string" ? body.next : null) ?? AFTER_SIGN_IN;
  const loginPage = LOGIN_PAGES.find((path) => path === body.loginPath) ?? "/login";
  const locale = isLocale(body.locale) ? body.locale : "ar";

  const cookies = request.headers.get("cookie");
  const result = await signInWithPassword(await getDb(), body, {
    ip: clientIp(request.headers),
    device: readDeviceToken(cookies),
    userAgent: request.headers.get("user-agent") ?? "",
  });
  if (result.ok) {
    const headers = new Headers();
    headers.append("set-cookie", sessionCookieHeader(result.token, result.expiresAt));
    headers.append("set-cookie", deviceCookieHeader(result.device));
    if (form) {
      headers.set("location", next);
      headers.set("cache-control", NO_STORE);
      return new Response(null, { status: 303, headers });
    }
    return json({ user: result.user, redirect: next }, { headers });
  }
  const status =
    result.error === "rate_limited"
      ? 429
      : ["invalid_credentials", "account_deactivated", "code_required", "code_invalid"].includes(result.error)
        ? 401
        : 400;
  const headers: Record<string, string> = {};
  if (result.retryAfterSeconds) headers["retry-after"] = String(result.retryAfterSeconds);
  if (form) {
    const wait = result.retryAfterSeconds ? `&wait=${Math.ceil(result.retryAfterSeconds / 60)}` : "";
    const back = `${loginPage}?error=${result.error}${wait}&next=${encodeURIComponent(next)}`;
    return new Response(null, { status: 303, headers: { ...headers, "cache-control": NO_STORE, location: back } });
  }
  const t = await getTranslations({ locale, namespace: "auth.errors" });
  const message =
    result.error === "rate_limited"
      ? t("rate_limited", { minutes: Math.ceil((result.retryAfterSeconds ?? 60) / 60) })
      : t(result.error);
  throw refuse(status, result.error, {
    message,
    headers,
    details: { field: result.field, retryAfterSeconds: result.retryAfterSeconds },
  });
});
