import { expect } from "@playwright/test";
import { test } from "./support/test";
import { signInThroughApi } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { unisolatedRunsOnPage } from "./support/bidi";
import { E2E_BASE_URL, E2E_EDITOR } from "./support/constants";
import { postBody } from "./support/posts";

/**
 * API keys (docs/api.md, "API keys"): an administrator makes a key at /dashboard/api-keys, sees its
 * token once, and a script uses it with nothing but the key (no cookie, no Origin), within its
 * scopes, until the key is revoked.
 */

/** A call as a script makes it: Node's own fetch, the key and nothing a browser would add. */
const script = (path: string, key: string, init: { method?: string; body?: unknown; language?: string } = {}) =>
  fetch(`${E2E_BASE_URL}${path}`, {
    method: init.method ?? "GET",
    headers: {
      authorization: `Bearer ${key}`,
      "accept-language": init.language ?? "en",
      ...(init.body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

test("an administrator makes a key, a script publishes with it, the dashboard shows its last use, and revoking stops it", async ({
  page,
}) => {
  test.slow();
  await signInThroughApi(page.request);
  const name = `Publishing script ${Date.now().toString(36)}`;
  await page.goto("/en/dashboard/api-keys");
  await expect(page.getByRole("heading", { level: 1, name: "API keys" })).toBeVisible();

  // Checked in the browser with the server's schema.
  await page.getByRole("button", { name: "Create the key" }).click();
  await expect(page.getByLabel("Name")).toHaveAccessibleDescription(/Enter a name for the key\./);
  await expect(page.getByText("Choose at least one permission.")).toBeVisible();

  await page.getByLabel("Name").fill(name);
  await page.getByRole("checkbox", { name: /Read posts/ }).check();
  await page.getByRole("checkbox", { name: /Write and publish posts/ }).check();
  await page.getByLabel("Expires").selectOption({ label: "In 30 days" });
  await page.getByRole("button", { name: "Create the key" }).click();
  const shown = page.getByTestId("new-api-key");
  await expect(shown).toContainText("it is shown only this once");
  const key = await shown.getByLabel("Key").inputValue();
  expect(key).toMatch(/^asas_[\w-]{43}$/);
  const row = page.getByTestId("api-key-list").locator("tr", { hasText: name });
  await expect(row).toContainText("Never");
  await expect(row).toContainText(key.slice(0, 11));
  // The token is on the page only in the one-time panel, never in the list.
  await expect(row).not.toContainText(key);
  await expectNoAxeViolations(page);

  // A script with the key, without cookie or Origin, publishes and reads.
  const slug = `from-a-script-${Date.now().toString(36)}`;
  const created = await script("/api/posts", key, {
    method: "POST",
    body: postBody({ title: "Published by a script", slug, locale: "en", status: "published" }),
  });
  expect(created.status, await created.clone().text()).toBe(201);
  expect((await page.request.get(`/en/blog/${slug}`)).status()).toBe(200);
  expect((await script("/api/posts?q=script", key)).status).toBe(200);
  // Deleted again (to the trash) with the same key: the shared server's blog keeps its demo posts only.
  const { post } = (await created.json()) as { post: { id: number } };
  expect((await script(`/api/posts/${post.id}`, key, { method: "DELETE" })).status).toBe(200);
  expect((await page.request.get(`/en/blog/${slug}`)).status()).toBe(404);
  // Only what its scopes allow: no leads, no accounts.
  const leads = await script("/api/leads", key);
  expect(leads.status).toBe(403);
  expect(((await leads.json()) as { error: { code: string } }).error.code).toBe("api_key_scope");

  await page.reload();
  await expect(row).not.toContainText("Never", { timeout: 10_000 });

  page.once("dialog", (dialog) => void dialog.accept());
  await row.getByRole("button", { name: `Revoke the key ${name}` }).click();
  await expect(row).toContainText("Revoked");
  const refused = await script("/api/posts", key, { language: "ar" });
  expect(refused.status).toBe(401);
  const { error } = (await refused.json()) as { error: { code: string; message: string } };
  expect(error.code).toBe("api_key_revoked");
  expect(error.message).toBe("أُلغي مفتاح الواجهة البرمجية هذا ولم يعد يعمل. اطلب مفتاحًا جديدًا من أحد المشرفين.");

  // The audit log has both, naming the key.
  const audit = await page.request.get("/api/audit?action=api_key_revoked");
  expect(JSON.stringify(await audit.json())).toContain(name);
});

test("an unknown key is a 401 in the API's error shape, and the Arabic screen reads right to left", async ({
  page,
}) => {
  const unknown = await script("/api/posts", "asas_not-a-key");
  expect(unknown.status).toBe(401);
  expect(await unknown.json()).toEqual({
    error: {
      status: 401,
      code: "api_key_invalid",
      message: "This API key is not valid. Send the whole key as “Authorization: Bearer” followed by the key.",
    },
  });

  await signInThroughApi(page.request);
  await page.goto("/dashboard/api-keys");
  await expect(page.getByRole("heading", { level: 1, name: "مفاتيح الواجهة البرمجية" })).toBeVisible();
  await page.getByLabel("الاسم").fill("مزامنة نظام العملاء");
  await page.getByRole("checkbox", { name: /قراءة طلبات التواصل/ }).check();
  await page.getByRole("button", { name: "إنشاء المفتاح" }).click();
  await expect(page.getByTestId("new-api-key")).toContainText("لا يظهر إلا هذه المرة");
  await expectNoAxeViolations(page);
  expect(await unisolatedRunsOnPage(page)).toEqual([]);
});

test("an editor has no API keys screen, and a key's creation needs an administrator's session", async ({ page }) => {
  await signInThroughApi(page.request, E2E_EDITOR);
  expect((await page.goto("/en/dashboard/api-keys"))?.status()).toBe(404);
  const made = await page.request.post("/api/api-keys", {
    headers: { origin: E2E_BASE_URL, "content-type": "application/json" },
    data: { name: "Mine", scopes: ["posts:read"] },
  });
  expect(made.status()).toBe(403);
});

test("the OpenAPI document describes the calls a key can make, with their scopes", async ({ request }) => {
  const answer = await request.get("/api/openapi.json");
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toContain("application/json");
  const document = (await answer.json()) as {
    openapi: string;
    servers: Array<{ url: string }>;
    paths: Record<string, Record<string, { security?: unknown[] }>>;
    components: { securitySchemes: Record<string, { scheme?: string }> };
  };
  expect(document.openapi).toBe("3.1.0");
  expect(document.servers).toEqual([{ url: E2E_BASE_URL }]);
  expect(document.components.securitySchemes.apiKey?.scheme).toBe("bearer");
  expect(document.paths["/api/leads"]?.get?.security).toContainEqual({ apiKey: ["leads:read"] });
  expect(document.paths["/api/posts/{id}"]?.put?.security).toContainEqual({ apiKey: ["posts:write"] });
});
