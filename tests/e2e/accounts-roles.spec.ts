import { expect } from "@playwright/test";
import { test } from "./support/test";
import { signInThroughApi } from "./support/auth";
import { E2E_ADMIN, E2E_BASE_URL, E2E_EDITOR } from "./support/constants";

/**
 * The accounts API and screens check the session and the role on the server, for every route:
 * no session, an editor and an administrator (roles.ts). Nothing here changes an account the other
 * specs use: the administrator's one change is refused (the last administrator).
 */
const fromPage = (path: string) => ({ origin: E2E_BASE_URL, referer: `${E2E_BASE_URL}${path}` });

const ADMIN_ROUTES = [
  ["GET", "/api/users"],
  ["POST", "/api/users"],
  ["PATCH", "/api/users/1"],
  ["POST", "/api/users/1/invitation"],
  ["GET", "/api/audit"],
  ["PUT", "/api/users/policy"],
] as const;
const OWN_ROUTES = [
  ["GET", "/api/profile"],
  ["PATCH", "/api/profile"],
  ["POST", "/api/profile/password"],
  ["DELETE", "/api/profile/sessions"],
  ["POST", "/api/profile/two-factor"],
  ["POST", "/api/profile/two-factor/confirm"],
  ["DELETE", "/api/profile/two-factor"],
] as const;

test("without a session every accounts API is 401 and every screen asks to sign in", async ({ request, page }) => {
  for (const [method, path] of [...ADMIN_ROUTES, ...OWN_ROUTES]) {
    const response = await request.fetch(path, { method, headers: fromPage("/en/dashboard"), data: {} });
    expect(response.status(), `${method} ${path}`).toBe(401);
    expect(response.headers()["cache-control"]).toContain("no-store");
  }
  for (const path of ["/en/dashboard/users", "/en/dashboard/audit", "/en/dashboard/profile"]) {
    await page.goto(path);
    await expect(page).toHaveURL(`/en/login?next=${encodeURIComponent(path)}`);
  }
});

test("an editor is refused the users and audit APIs in their language, and has a profile", async ({ page }) => {
  await signInThroughApi(page.request, E2E_EDITOR);
  for (const [method, path] of ADMIN_ROUTES) {
    for (const [from, message] of [
      ["/en/dashboard", "Only an administrator may do this."],
      ["/dashboard", "هذا الإجراء متاح للمديرين فقط."],
    ] as const) {
      const response = await page.request.fetch(path, { method, headers: fromPage(from), data: { role: "admin" } });
      expect(response.status(), `${method} ${path}`).toBe(403);
      expect(await response.json()).toEqual({ error: { status: 403, code: "admin_only", message } });
    }
  }
  expect((await page.goto("/en/dashboard/users"))?.status()).toBe(404);
  expect((await page.goto("/en/dashboard/audit"))?.status()).toBe(404);
  expect((await page.goto("/en/dashboard/profile"))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Your profile" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Users" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Audit log" })).toHaveCount(0);
  const profile = await page.request.get("/api/profile");
  expect(profile.status()).toBe(200);
  expect((await profile.json()).profile).toMatchObject({ email: E2E_EDITOR.email, role: "editor" });

  // The current password is asked for, and the message is in the page's language.
  const wrong = await page.request.post("/api/profile/password", {
    headers: fromPage("/dashboard/profile"),
    data: { current: "not-my-password", password: "lantern orchard velvet" },
  });
  expect(wrong.status()).toBe(400);
  expect((await wrong.json()).error).toMatchObject({
    code: "current_password_wrong",
    message: "كلمة المرور الحالية غير صحيحة.",
  });
});

test("an administrator lists accounts and reads the audit log; the last administrator stays one", async ({ page }) => {
  await signInThroughApi(page.request);
  const list = await page.request.get("/api/users");
  expect(list.status()).toBe(200);
  const { users } = (await list.json()) as {
    users: Array<{ id: number; email: string; role: string; status: string }>;
  };
  expect(users).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ email: E2E_ADMIN.email, role: "admin", status: "active" }),
      expect.objectContaining({ email: E2E_EDITOR.email, role: "editor", status: "active" }),
    ]),
  );
  const me = users.find((user) => user.email === E2E_ADMIN.email)!;
  for (const [from, message] of [
    ["/en/dashboard/users", "This is the last active administrator: make someone else an administrator first."],
    ["/dashboard/users", "هذا آخر مدير نشط، فاجعل مستخدمًا آخر مديرًا أولًا."],
  ] as const) {
    const demoted = await page.request.patch(`/api/users/${me.id}`, {
      headers: fromPage(from),
      data: { role: "editor" },
    });
    expect(demoted.status()).toBe(409);
    expect((await demoted.json()).error).toMatchObject({ code: "last_admin", message });
  }
  const invalid = await page.request.post("/api/users", {
    headers: fromPage("/en/dashboard/users"),
    data: { name: "", email: "nope", role: "owner", locale: "ar" },
  });
  expect(invalid.status()).toBe(400);
  expect((await invalid.json()).error.fields).toEqual({
    name: "name_required",
    email: "email_invalid",
    role: "role_invalid",
  });
  expect(
    (await page.request.patch("/api/users/999999", { headers: fromPage("/en"), data: { active: false } })).status(),
  ).toBe(404);

  const audit = await page.request.get(`/api/audit?user=${me.id}&action=sign_in`);
  expect(audit.status()).toBe(200);
  const log = (await audit.json()) as { items: Array<{ action: string; actorEmail: string }>; total: number };
  expect(log.total).toBeGreaterThan(0);
  expect(log.items.every((item) => item.action === "sign_in" && item.actorEmail === E2E_ADMIN.email)).toBe(true);

  expect((await page.goto("/en/dashboard/users"))?.status()).toBe(200);
  await expect(page.getByRole("link", { name: "Audit log" })).toBeVisible();
  expect((await page.goto("/en/dashboard/audit"))?.status()).toBe(200);
});

test("a password reset request answers 202 whatever the address, and refuses other sites", async ({ request }) => {
  for (const email of ["nobody@asastech.test", "someone-else@example.com"]) {
    const response = await request.post("/api/_auth/password-reset", {
      headers: { origin: E2E_BASE_URL, "x-forwarded-for": "198.51.100.201" },
      data: { email },
    });
    expect(response.status()).toBe(202);
  }
  // Over the limit it still answers 202: the limit is not a way to tell accounts apart.
  for (let index = 0; index < 6; index++) {
    const response = await request.post("/api/_auth/password-reset", {
      headers: { origin: E2E_BASE_URL, "x-forwarded-for": "198.51.100.202" },
      data: { email: `guess${index}@example.com` },
    });
    expect(response.status()).toBe(202);
  }
  const crossSite = await request.post("/api/_auth/password-reset", {
    headers: { origin: "https://evil.example" },
    data: { email: "nobody@asastech.test" },
  });
  expect(crossSite.status()).toBe(403);
  const badLink = await request.post("/api/_auth/set-password", {
    headers: { origin: E2E_BASE_URL, referer: `${E2E_BASE_URL}/en/set-password` },
    data: { token: "x".repeat(43), password: "lantern orchard velvet" },
  });
  expect(badLink.status()).toBe(410);
  expect((await badLink.json()).error).toMatchObject({
    code: "invalid_token",
    message: "The link has expired or was already used. Ask for a new one.",
  });
});

test("trashing a post, deleting it for good and exporting leads are in the audit log, with who did it and from where", async ({
  page,
}) => {
  await signInThroughApi(page.request);
  const headers = { ...fromPage("/en/dashboard"), "x-forwarded-for": "203.0.113.64" };
  const slug = `audited-${Date.now().toString(36)}`;
  const created = await page.request.post("/api/posts", {
    headers,
    data: {
      title: `Audited ${slug}`,
      slug,
      metaDescription: "",
      coverImage: "",
      locale: "en",
      // A draft: published posts would change the counts that the blog tests check meanwhile.
      status: "draft",
      author: "Audit",
      content: { ops: [{ insert: "To be deleted\n" }] },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { post } = (await created.json()) as { post: { id: number } };
  expect((await page.request.delete(`/api/posts/${post.id}`, { headers })).status()).toBe(200);
  expect((await page.request.delete(`/api/trash/posts/${post.id}`, { headers })).status()).toBe(200);
  expect((await page.request.get("/api/leads/export?folder=spam", { headers })).status()).toBe(200);

  const log = async (action: string) =>
    (
      (await (await page.request.get(`/api/audit?action=${action}`)).json()) as {
        items: Array<{ actorEmail: string; target: string; ip: string; details: Record<string, unknown> | null }>;
      }
    ).items;
  expect((await log("post_trashed")).find((item) => item.target.includes(slug))).toMatchObject({
    actorEmail: E2E_ADMIN.email,
    ip: "203.0.113.64",
    details: { post: post.id },
  });
  expect((await log("post_deleted")).find((item) => item.target.includes(slug))).toMatchObject({
    actorEmail: E2E_ADMIN.email,
    target: `Audited ${slug} (${slug})`,
    ip: "203.0.113.64",
    details: { post: post.id },
  });
  expect((await log("leads_exported")).find((item) => item.ip === "203.0.113.64")).toMatchObject({
    actorEmail: E2E_ADMIN.email,
    target: "spam",
  });
});

test("the audit log screen shows what /api/audit has: a role change's old and new role, in both languages", async ({
  page,
}) => {
  await signInThroughApi(page.request);
  const email = `role-${Date.now().toString(36)}@asastech.test`;
  // The invitation e-mail may fail here (no mail server listens): the account is made all the same.
  const invited = await page.request.post("/api/users", {
    headers: fromPage("/en/dashboard/users"),
    data: { name: "Role Change", email, role: "editor", locale: "en" },
  });
  expect([201, 502]).toContain(invited.status());
  const { users } = (await (await page.request.get("/api/users")).json()) as {
    users: Array<{ id: number; email: string }>;
  };
  const account = users.find((user) => user.email === email)!;
  const promoted = await page.request.patch(`/api/users/${account.id}`, {
    headers: fromPage("/en/dashboard/users"),
    data: { role: "admin" },
  });
  expect(promoted.status()).toBe(200);

  const api = (await (await page.request.get("/api/audit?action=role_changed")).json()) as {
    items: Array<{ target: string; details: { before?: { role?: string }; after?: { role?: string } } }>;
  };
  expect(api.items.find((item) => item.target === email)?.details).toMatchObject({
    before: { role: "editor" },
    after: { role: "admin" },
  });
  for (const [path, line] of [
    ["/en/dashboard/audit?action=role_changed", "Role: Editor → Administrator"],
    // The field's name is isolated in Arabic (it may be a word of either direction).
    ["/dashboard/audit?action=role_changed", "\u2068الدور\u2069: محرر ← مدير"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByTestId("audit-row").filter({ hasText: email }).getByTestId("audit-details")).toContainText(
      line,
    );
  }
  // Back to an editor, so that no other test meets a second administrator.
  await page.request.patch(`/api/users/${account.id}`, {
    headers: fromPage("/en/dashboard/users"),
    data: { active: false, role: "editor" },
  });
});
