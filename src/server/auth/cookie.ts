import "server-only";
import { randomBytes } from "node:crypto";
import { env } from "@/env";

/**
 * Every cookie the server sets is Secure in production and whenever the site is served over HTTPS
 * (browsers also accept Secure cookies from http://localhost, which the tests use).
 */
export const COOKIES_SECURE = env.NODE_ENV === "production" || new URL(env.SITE_URL).protocol === "https:";

/** The session cookie: HttpOnly, SameSite=Lax, and when Secure also __Host- prefixed (no Domain, Path=/). */
export const SESSION_COOKIE = {
  name: COOKIES_SECURE ? "__Host-asas_session" : "asas_session",
  options: { httpOnly: true, sameSite: "lax" as const, secure: COOKIES_SECURE, path: "/" },
};

/**
 * The browser's "known device" cookie: a random token set at a successful sign-in. The account
 * remembers its hash, and failures from strangers never lock this browser out (rate-limit.ts).
 */
export const DEVICE_COOKIE = {
  name: COOKIES_SECURE ? "__Host-asas_device" : "asas_device",
  maxAgeSeconds: 180 * 24 * 60 * 60,
};

/** A Set-Cookie value with this site's attributes (HttpOnly, SameSite=Lax, Path=/, Secure as above). */
export function cookieHeader(name: string, value: string, options: { maxAgeSeconds: number; path?: string }): string {
  const parts = [
    `${name}=${value}`,
    `Path=${options.path ?? "/"}`,
    ...(options.maxAgeSeconds > 0
      ? [`Expires=${new Date(Date.now() + options.maxAgeSeconds * 1000).toUTCString()}`]
      : ["Expires=Thu, 01 Jan 1970 00:00:00 GMT"]),
    `Max-Age=${Math.max(0, options.maxAgeSeconds)}`,
    "HttpOnly",
    "SameSite=Lax",
  ];
  if (COOKIES_SECURE) parts.push("Secure");
  return parts.join("; ");
}

export function sessionCookieHeader(token: string, expiresAt: Date): string {
  return cookieHeader(SESSION_COOKIE.name, token, {
    maxAgeSeconds: Math.floor((expiresAt.getTime() - Date.now()) / 1000),
  });
}

export function clearSessionCookieHeader(): string {
  return cookieHeader(SESSION_COOKIE.name, "", { maxAgeSeconds: 0 });
}

export function deviceCookieHeader(token: string): string {
  return cookieHeader(DEVICE_COOKIE.name, token, { maxAgeSeconds: DEVICE_COOKIE.maxAgeSeconds });
}

/** A new device token (the cookie's value). */
export const newDeviceToken = () => randomBytes(32).toString("base64url");

/** A cookie's value from a Cookie header, or null. */
export function readCookie(cookieHeader: string | null, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=") || null;
  }
  return null;
}

export function readSessionToken(cookieHeader: string | null): string | null {
  return readCookie(cookieHeader, SESSION_COOKIE.name);
}

/** The device token, when it has the shape of one we issue. */
export function readDeviceToken(cookieHeader: string | null): string | null {
  const token = readCookie(cookieHeader, DEVICE_COOKIE.name);
  return token && /^[\w-]{43}$/.test(token) ? token : null;
}
