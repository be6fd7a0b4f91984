import "server-only";
import { getTranslations } from "next-intl/server";
import { RETRY_AFTER_SECONDS } from "@/lib/http/cache-control";
import { isLocale, locales } from "@/i18n/locales";
import { handleAppError } from "@/lib/errors/handle-app-error";
import { safeNextPath } from "@/lib/safe-next";
import { localizedPath } from "@/lib/seo/urls";
import { getDb } from "@/server/db/client";
import { isStoreUnavailable } from "@/server/db/errors";
import { json } from "@/server/http";
import { runMaintenanceSoon } from "@/server/maintenance";
import { clientIp, originProblem } from "@/server/request";
import { BODY_LIMITS, BodyTooLargeError, payloadTooLarge, readForm, readJson } from "@/server/request-body";
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

const NO_STORE = { "cache-control": "no-store" };

/** Where a plain form post goes back to after a refusal: one of the sign-in pages, nothing else. */
const LOGIN_PAGES = locales.map((locale) => localizedPath(locale, "/login"));

export async function currentSession(request: Request): Promise<Response> {
  try {
    const user = await userFromRequest(request);
    return json(user ? { user } : {}, { headers: NO_STORE });
  } catch (error) {
    // A session that cannot be checked counts as signed out (spec §8).
    handleAppError(error, { phase: "request", path: "/api/_auth/session" });
    return json({}, { headers: NO_STORE });
  }
}

export async function signOut(request: Request): Promise<Response> {
  if (originProblem(request))
    return json({ error: { status: 403, message: "Cross-origin request refused" } }, { status: 403 });
  try {
    await deleteSession(await getDb(), readSessionToken(request.headers.get("cookie")));
  } catch (error) {
    handleAppError(error, { phase: "request", path: "/api/_auth/session" });
  }
  return json({}, { headers: { ...NO_STORE, "set-cookie": clearSessionCookieHeader() } });
}

export async function signIn(request: Request): Promise<Response> {
  const form = !(request.headers.get("content-type") ?? "").includes("application/json");
  if (originProblem(request)) return json({ error: "forbidden" }, { status: 403 });

  let body: Record<string, unknown>;
  try {
    const parsed = form
      ? Object.fromEntries(await readForm(request, BODY_LIMITS.signIn))
      : await readJson(request, BODY_LIMITS.signIn);
    if (!parsed || typeof parsed !== "object") throw new TypeError("object expected");
    body = parsed as Record<string, unknown>;
  } catch (error) {
    if (error instanceof BodyTooLargeError) return payloadTooLarge();
    return json({ error: "invalid_request" }, { status: 400 });
  }
  runMaintenanceSoon();
  const next = safeNextPath(typeof body.next === "string" ? body.next : null) ?? AFTER_SIGN_IN;
  const loginPage = LOGIN_PAGES.find((path) => path === body.loginPath) ?? "/login";

  try {
    const cookies = request.headers.get("cookie");
    const result = await signInWithPassword(await getDb(), body, {
      ip: clientIp(request.headers),
      device: readDeviceToken(cookies),
      userAgent: request.headers.get("user-agent") ?? "",
    });
    if (result.ok) {
      const headers = new Headers(NO_STORE);
      headers.append("set-cookie", sessionCookieHeader(result.token, result.expiresAt));
      headers.append("set-cookie", deviceCookieHeader(result.device));
      if (form) {
        headers.set("location", next);
        return new Response(null, { status: 303, headers });
      }
      return json({ user: result.user, redirect: next }, { headers });
    }
    const status =
      result.error === "rate_limited"
        ? 429
        : ["invalid_credentials", "code_required", "code_invalid"].includes(result.error)
          ? 401
          : 400;
    const locale = isLocale(body.locale) ? body.locale : "ar";
    const t = await getTranslations({ locale, namespace: "auth.errors" });
    const message =
      result.error === "rate_limited"
        ? t("rate_limited", { minutes: Math.ceil((result.retryAfterSeconds ?? 60) / 60) })
        : t(result.error);
    const headers: Record<string, string> = { ...NO_STORE };
    if (result.retryAfterSeconds) headers["retry-after"] = String(result.retryAfterSeconds);
    if (form) {
      const wait = result.retryAfterSeconds ? `&wait=${Math.ceil(result.retryAfterSeconds / 60)}` : "";
      const back = `${loginPage}?error=${result.error}${wait}&next=${encodeURIComponent(next)}`;
      return new Response(null, { status: 303, headers: { ...headers, location: back } });
    }
    return json(
      { error: result.error, field: result.field, message, retryAfterSeconds: result.retryAfterSeconds },
      { status, headers },
    );
  } catch (error) {
    if (isStoreUnavailable(error))
      return json({ error: "unavailable" }, { status: 503, headers: { "retry-after": String(RETRY_AFTER_SECONDS) } });
    handleAppError(error, { phase: "request", path: "/api/_auth/login" });
    return json({ error: "server_error" }, { status: 500 });
  }
}
