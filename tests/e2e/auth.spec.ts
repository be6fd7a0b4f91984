import { expect } from "@playwright/test";
import { test } from "./support/test";
import { E2E_ADMIN, E2E_BASE_URL } from "./support/constants";
import { SESSION_COOKIE, signInThroughApi, signInWithForm } from "./support/auth";

test.describe("signing in", () => {
  test("the form checks its fields in Arabic, refuses a wrong password and signs in to /en/dashboard", async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: "ar-SA" });
    const page = await context.newPage();
    await page.goto("/login");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await page.getByRole("button", { name: "تسجيل الدخول", exact: true }).click();
    await expect(page.getByText("أدخل بريدك الإلكتروني.")).toBeVisible();
    await page.getByLabel("البريد الإلكتروني").fill("not-an-email");
    await page.getByRole("button", { name: "تسجيل الدخول", exact: true }).click();
    await expect(page.getByText("أدخل بريدًا إلكترونيًا صحيحًا، مثل name@company.com.")).toBeVisible();
    await expect(page.getByText("أدخل كلمة المرور.")).toBeVisible();

    await signInWithForm(page, { email: E2E_ADMIN.email, password: "not-the-password" });
    await expect(page.getByRole("main").getByRole("alert")).toContainText(
      "البريد الإلكتروني أو كلمة المرور غير صحيحة.",
    );

    await signInWithForm(page);
    await expect(page).toHaveURL(`${E2E_BASE_URL}/en/dashboard`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
    await context.close();
  });

  test("the session cookie is HttpOnly, Secure, SameSite=Lax and __Host- prefixed", async ({ request }) => {
    const response = await signInThroughApi(request);
    const header = response.headers()["set-cookie"] ?? "";
    expect(header).toMatch(new RegExp(`^${SESSION_COOKIE}=[\\w-]{40,};`));
    expect(header).toMatch(/;\s*Path=\//);
    expect(header).toMatch(/;\s*HttpOnly/);
    expect(header).toMatch(/;\s*Secure/);
    expect(header).toMatch(/;\s*SameSite=Lax/);
    expect(header).not.toMatch(/Domain=/i);
    // Every cookie of the answer (the session's and the known-device one) has the same protections.
    const cookies = response.headersArray().filter((item) => item.name.toLowerCase() === "set-cookie");
    expect(cookies.length).toBeGreaterThanOrEqual(2);
    for (const { value } of cookies) {
      expect(value).toMatch(/^__Host-/);
      expect(value).toMatch(/;\s*Secure/);
      expect(value).toMatch(/;\s*HttpOnly/);
      expect(value).toMatch(/;\s*SameSite=Lax/);
    }
  });

  test("the session API says who is signed in, and sign-out ends the server session", async ({ page, context }) => {
    expect(
      await (await page.request.get("/api/_auth/session", { headers: { accept: "application/json" } })).json(),
    ).toEqual({});
    await signInThroughApi(page.request);
    const session = await (
      await page.request.get("/api/_auth/session", { headers: { accept: "application/json" } })
    ).json();
    expect(session.user).toMatchObject({ email: E2E_ADMIN.email, role: "admin", name: expect.any(String) });
    const token = (await context.cookies()).find((cookie) => cookie.name === SESSION_COOKIE)?.value;

    await page.goto("/en/dashboard");
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/en/login`);
    // The old token no longer opens anything, even when replayed.
    const replay = await page.request.get("/api/_auth/session", { headers: { cookie: `${SESSION_COOKIE}=${token}` } });
    expect(await replay.json()).toEqual({});
  });

  test("an unreadable session cookie counts as signed out, never as an error", async ({ request }) => {
    const response = await request.get("/api/_auth/session", {
      headers: { accept: "application/json", cookie: `${SESSION_COOKIE}=garbage` },
    });
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({});
  });

  test("a signed-in visitor of /login goes to /en/dashboard, from either language", async ({ page }) => {
    await signInThroughApi(page.request);
    await page.goto("/en/login");
    await expect(page).toHaveURL(`${E2E_BASE_URL}/en/dashboard`);
    await page.goto("/login");
    await expect(page).toHaveURL(`${E2E_BASE_URL}/en/dashboard`);
  });

  test("after signing in, a same-site next path is followed and an outside URL is not", async ({ page }) => {
    await page.goto(`/en/login?next=${encodeURIComponent("/en/dashboard/posts/create")}`);
    await signInWithForm(page);
    await expect(page).toHaveURL(`${E2E_BASE_URL}/en/dashboard/posts/create`);
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/en/login`);
    await page.goto(`/en/login?next=${encodeURIComponent("https://evil.example/phish")}`);
    await signInWithForm(page);
    await expect(page).toHaveURL(`${E2E_BASE_URL}/en/dashboard`);
  });

  test("a dashboard page asks for sign-in and comes back to it", async ({ page }) => {
    await page.goto("/en/dashboard/posts/create");
    await expect(page).toHaveURL(/\/en\/login\?next=%2Fen%2Fdashboard%2Fposts%2Fcreate$/);
    await signInWithForm(page);
    await expect(page).toHaveURL(`${E2E_BASE_URL}/en/dashboard/posts/create`);
  });
});
