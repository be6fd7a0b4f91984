import "server-only";
import { env } from "@/env";

const production = env.NODE_ENV === "production";

/** The session cookie: HttpOnly, SameSite=Lax, and in production Secure with the __Host- prefix. */
export const SESSION_COOKIE = {
  name: production ? "__Host-asas_session" : "asas_session",
  options: { httpOnly: true, sameSite: "lax" as const, secure: production, path: "/" },
};

export function sessionCookieHeader(token: string, expiresAt: Date): string {
  const parts = [
    `${SESSION_COOKIE.name}=${token}`,
    "Path=/",
    `Expires=${expiresAt.toUTCString()}`,
    `Max-Age=${Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000))}`,
    "HttpOnly",
    "SameSite=Lax",
  ];
  if (SESSION_COOKIE.options.secure) parts.push("Secure");
  return parts.join("; ");
}

export function clearSessionCookieHeader(): string {
  return [
    `${SESSION_COOKIE.name}=`,
    "Path=/",
    "Expires=Thu, 01 Jan 1970 00:00:00 GMT",
    "Max-Age=0",
    "HttpOnly",
    "SameSite=Lax",
    ...(SESSION_COOKIE.options.secure ? ["Secure"] : []),
  ].join("; ");
}

export function readSessionToken(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === SESSION_COOKIE.name) return value.join("=") || null;
  }
  return null;
}
