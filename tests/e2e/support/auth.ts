import { expect, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { E2E_ADMIN, E2E_BASE_URL } from "./constants";

export const SESSION_COOKIE = "__Host-asas_session";

/** Signs the browser context in through the API (same origin), as the login form does. */
export async function signInThroughApi(
  request: APIRequestContext,
  credentials: { email: string; password: string } = E2E_ADMIN,
) {
  const response = await request.post("/api/_auth/login", {
    headers: { origin: E2E_BASE_URL, "content-type": "application/json" },
    data: { email: credentials.email, password: credentials.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return response;
}

/** The session cookie header of a signed-in context, for raw requests. */
export async function sessionCookieHeader(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((item) => item.name === SESSION_COOKIE);
  if (!cookie) throw new Error("Not signed in");
  return `${cookie.name}=${cookie.value}`;
}

export async function signInWithForm(page: Page, credentials: { email: string; password: string } = E2E_ADMIN) {
  await page.getByLabel(/Email|البريد الإلكتروني/).fill(credentials.email);
  await page.getByLabel(/Password|كلمة المرور/).fill(credentials.password);
  await page.getByRole("button", { name: /^(Sign in|تسجيل الدخول)$/ }).click();
}

/**
 * Signs in against any server of the suite (the extra ones too) with a plain request; returns the
 * headers a staff write needs: the session cookie, the site's origin and JSON.
 */
export async function staffHeaders(base: string, credentials = E2E_ADMIN): Promise<Record<string, string>> {
  const login = await fetch(`${base}/api/_auth/login`, {
    method: "POST",
    headers: { origin: E2E_BASE_URL, "content-type": "application/json" },
    body: JSON.stringify({ email: credentials.email, password: credentials.password }),
  });
  expect(login.status, await login.clone().text()).toBe(200);
  return {
    origin: E2E_BASE_URL,
    "content-type": "application/json",
    cookie: (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "",
  };
}
