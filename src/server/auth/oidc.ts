import "server-only";
import * as client from "openid-client";
import { getTranslations } from "next-intl/server";
import { connection } from "next/server";
import { env } from "@/env";
import { isLocale, localeInfo, type Locale } from "@/i18n/locales";
import { handleAppError } from "@/lib/errors/handle-app-error";
import { NO_STORE } from "@/lib/http/cache-control";
import { AUTH_POPUP_MARKER } from "@/lib/auth-popup";
import { escapeHtml } from "@/lib/html";
import { safeNextPath } from "@/lib/safe-next";
import { getDb } from "@/server/db/client";
import { clientIp } from "@/server/request";
import { recordAudit } from "./audit";
import { cookieHeader, sessionCookieHeader } from "./cookie";
import { AFTER_SIGN_IN } from "./api";
import { createSession } from "./sessions";
import { findUserByEmail } from "./users";

const FLOW_COOKIE = "asas_oidc";
const FLOW_MAX_AGE_SECONDS = 600;
const FLOW_PATH = "/api/_auth/oidc";

/** The configured OpenID Connect provider, if any. */
export function oidcProvider(): { name: string } | null {
  if (!env.OIDC_ISSUER || !env.OIDC_CLIENT_ID) return null;
  return { name: env.OIDC_PROVIDER_NAME ?? new URL(env.OIDC_ISSUER).hostname };
}

let configuration: Promise<client.Configuration> | null = null;

function providerConfiguration(): Promise<client.Configuration> {
  if (!env.OIDC_ISSUER || !env.OIDC_CLIENT_ID) throw new Error("No OpenID Connect provider is configured");
  const issuer = new URL(env.OIDC_ISSUER);
  // Plain HTTP only for a provider on this machine (tests and local development).
  const local = issuer.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(issuer.hostname);
  configuration ??= client
    .discovery(issuer, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET, undefined, {
      execute: local ? [client.allowInsecureRequests] : [],
    })
    .catch((error: unknown) => {
      configuration = null;
      throw error;
    });
  return configuration;
}

const redirectUri = () => `${env.SITE_URL}/api/_auth/oidc/callback`;

type Flow = { verifier: string; state: string; nonce: string; next: string; locale: Locale };

/** Starts the provider's sign-in: PKCE, state and nonce are kept in a short-lived HttpOnly cookie. */
export async function startProviderSignIn(request: Request): Promise<Response> {
  // Per request, never prerendered at build (where no provider may be configured).
  await connection();
  if (!oidcProvider()) return new Response("Not found", { status: 404 });
  const url = new URL(request.url);
  const localeParameter = url.searchParams.get("locale");
  const flow: Flow = {
    verifier: client.randomPKCECodeVerifier(),
    state: client.randomState(),
    nonce: client.randomNonce(),
    next: safeNextPath(url.searchParams.get("next")) ?? AFTER_SIGN_IN,
    locale: isLocale(localeParameter) ? localeParameter : "ar",
  };
  try {
    const config = await providerConfiguration();
    const authorization = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri(),
      scope: "openid email profile",
      code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
      code_challenge_method: "S256",
      state: flow.state,
      nonce: flow.nonce,
    });
    const cookie = cookieHeader(FLOW_COOKIE, Buffer.from(JSON.stringify(flow)).toString("base64url"), {
      path: FLOW_PATH,
      maxAgeSeconds: FLOW_MAX_AGE_SECONDS,
    });
    return new Response(null, {
      status: 302,
      headers: { location: authorization.href, "set-cookie": cookie, "cache-control": NO_STORE },
    });
  } catch (error) {
    handleAppError(error, { phase: "request", path: "/api/_auth/oidc/start" });
    return callbackPage(flow.locale, { ok: false, message: "failed" });
  }
}

function readFlow(request: Request): Flow | null {
  const raw = request.headers
    .get("cookie")
    ?.split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${FLOW_COOKIE}=`))
    ?.slice(FLOW_COOKIE.length + 1);
  if (!raw) return null;
  try {
    const flow = JSON.parse(Buffer.from(raw, "base64url").toString("utf8")) as Flow;
    if (typeof flow.verifier !== "string" || typeof flow.state !== "string") return null;
    // Checked again on the way back, as if it came from the visitor.
    return {
      ...flow,
      next: safeNextPath(typeof flow.next === "string" ? flow.next : null) ?? AFTER_SIGN_IN,
      locale: isLocale(flow.locale) ? flow.locale : "ar",
    };
  } catch {
    return null;
  }
}

/**
 * The provider sends the browser back here. Only users who already have an active account,
 * matched by an email the provider has verified, are signed in.
 */
export async function finishProviderSignIn(request: Request): Promise<Response> {
  const flow = readFlow(request);
  const locale = flow?.locale ?? "ar";
  if (!flow || !oidcProvider()) return callbackPage(locale, { ok: false, message: "failed" });
  try {
    const config = await providerConfiguration();
    const callbackUrl = new URL(request.url);
    const current = new URL(`${redirectUri()}${callbackUrl.search}`);
    const tokens = await client.authorizationCodeGrant(config, current, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
    });
    const claims = tokens.claims();
    const email = typeof claims?.email === "string" ? claims.email : null;
    if (!email || claims?.email_verified !== true) return callbackPage(locale, { ok: false, message: "unverified" });
    const db = await getDb();
    const user = await findUserByEmail(db, email);
    if (!user || !user.active) return callbackPage(locale, { ok: false, message: "noAccount", email });
    const session = await createSession(db, user.id, request.headers.get("user-agent") ?? "");
    await recordAudit(db, {
      actor: user,
      action: "sign_in",
      target: user.email,
      ip: clientIp(request.headers),
      details: { method: "oidc" },
    });
    return callbackPage(locale, { ok: true, next: flow.next }, sessionCookieHeader(session.token, session.expiresAt));
  } catch (error) {
    handleAppError(error, { phase: "request", path: "/api/_auth/oidc/callback" });
    return callbackPage(locale, { ok: false, message: "failed" });
  }
}

type Outcome =
  { ok: true; next: string } | { ok: false; message: "failed" | "unverified" | "noAccount"; email?: string };

/**
 * The page the popup lands on: it removes the marker (the opener is listening for that and
 * refetches the session) and closes itself, unless it has an error to show.
 */
async function callbackPage(locale: Locale, outcome: Outcome, sessionCookie?: string): Promise<Response> {
  const t = await getTranslations({ locale, namespace: "auth.callback" });
  const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
  const body = outcome.ok
    ? `<p>${escapeHtml(t("success"))}</p><p><a href="${escapeHtml(outcome.next)}">${escapeHtml(t("continue"))}</a></p>`
    : `<p role="alert">${escapeHtml(outcome.message === "noAccount" ? t("noAccount", { email: outcome.email ?? "" }) : t(outcome.message))}</p><p><button type="button" id="close">${escapeHtml(t("close"))}</button></p>`;
  const script = `try{localStorage.removeItem(${JSON.stringify(AUTH_POPUP_MARKER)})}catch(e){}${
    outcome.ok
      ? "window.close();"
      : 'document.getElementById("close").addEventListener("click",function(){window.close()});'
  }`;
  const html = `<!doctype html><html lang="${locale}" dir="${localeInfo[locale].dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(t("title"))}</title><style nonce="${nonce}">body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.6;color:#0b1f33}a,button{color:#0b5d56;font:inherit}</style></head><body><h1>${escapeHtml(t("title"))}</h1>${body}<script nonce="${nonce}">${script}</script></body></html>`;
  const headers = new Headers({
    "content-type": "text/html; charset=utf-8",
    "cache-control": NO_STORE,
    "content-security-policy": `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
  });
  headers.append("set-cookie", cookieHeader(FLOW_COOKIE, "", { path: FLOW_PATH, maxAgeSeconds: 0 }));
  if (sessionCookie) headers.append("set-cookie", sessionCookie);
  return new Response(html, { status: outcome.ok ? 200 : 400, headers });
}
