import { expect, type Page, type Request } from "@playwright/test";
import { test } from "./support/test";
import { signInThroughApi } from "./support/auth";
import { untilInteractive } from "./support/hydration";
import { E2E_ADMIN, E2E_BASE_URL } from "./support/constants";

/**
 * The dashboard's writes are Server Actions (docs/architecture.md, "Dashboard writes"): one request
 * that runs the JSON API's handler, with its checks and its audit entry, and brings the page back
 * with the write in it; the public site shows the write on the next request.
 */

/** The requests the page makes to the site itself (not its static files), from now on. */
function siteRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.origin === E2E_BASE_URL && !url.pathname.startsWith("/_next/")) seen.push(request);
  });
  return seen;
}

test("adding a redirect is one Server Action that brings the list back with it, audited, and followed at once", async ({
  page,
  browser,
}) => {
  await signInThroughApi(page.request);
  await page.goto("/dashboard/redirects");
  await untilInteractive(page);
  const from = `/winter-offer-${Date.now().toString(36)}`;
  await page.getByLabel("من (رابط في هذا الموقع)").fill(from);
  await page.getByLabel("إلى (صفحة في هذا الموقع أو عنوان ويب كامل)").fill("/contact");

  const requests = siteRequests(page);
  await page.getByRole("button", { name: "أضف التوجيه" }).click();
  await expect(page.getByTestId("redirect-list").locator("tr", { hasText: from })).toContainText("/contact");

  // One POST of the page itself, as an action; no call to the JSON API, no second fetch of the page.
  // (The dashboard's menu prefetches the other screens meanwhile: not this one, nor the API.)
  const calls = requests
    .map((request) => `${request.method()} ${new URL(request.url()).pathname}`)
    .filter((call) => / \/(?:api\/|dashboard\/redirects$)/.test(call));
  expect(calls).toEqual(["POST /dashboard/redirects"]);
  const action = requests.find((request) => request.method() === "POST");
  expect(await action!.headerValue("next-action")).toBeTruthy();

  // The route's audit entry, as for the same call to the API.
  const audit = (await (await page.request.get("/api/audit?action=redirect_created")).json()) as {
    items: Array<{ actorEmail: string; target: string }>;
  };
  expect(audit.items.find((item) => item.target.includes(from))).toMatchObject({ actorEmail: E2E_ADMIN.email });

  const visitor = await browser.newContext();
  const moved = await visitor.request.get(from, { maxRedirects: 0 });
  expect(moved.status()).toBe(308);
  expect(moved.headers().location).toBe("/contact");
  await visitor.close();
});

test("a refused write keeps what was typed and says why beside the field, in the dashboard's language", async ({
  page,
}) => {
  await signInThroughApi(page.request);
  await page.goto("/en/dashboard/redirects");
  await untilInteractive(page);
  const from = `/taken-${Date.now().toString(36)}`;
  const fromField = page.getByLabel("From (an address of this site)");
  const toField = page.getByLabel("To (a page of this site or a full web address)");
  await fromField.fill(from);
  await toField.fill("/en/contact");
  await page.getByRole("button", { name: "Add the redirect" }).click();
  await expect(page.getByTestId("redirect-list").locator("tr", { hasText: from })).toHaveCount(1);

  // The same address again: refused by the server (the browser's check cannot know it is taken).
  await fromField.fill(from);
  await toField.fill("/en/about");
  await page.getByRole("button", { name: "Add the redirect" }).click();
  await expect(fromField).toHaveAttribute("aria-invalid", "true");
  await expect(fromField).toHaveValue(from);
  await expect(toField).toHaveValue("/en/about");
  await expect(page.getByTestId("redirect-list").locator("tr", { hasText: from })).toHaveCount(1);
});

test("a Server Action from another site is refused before it writes anything", async ({ page }) => {
  await signInThroughApi(page.request);
  await page.goto("/dashboard/redirects");
  await untilInteractive(page);
  const from = `/forged-${Date.now().toString(36)}`;
  // The action's id, as the dashboard's own form sends it.
  let actionId: string | null = null;
  await page.route("**/dashboard/redirects", async (route) => {
    actionId ??= await route.request().headerValue("next-action");
    await route.abort();
  });
  await page.getByLabel("من (رابط في هذا الموقع)").fill(`/probe-${Date.now().toString(36)}`);
  await page.getByLabel("إلى (صفحة في هذا الموقع أو عنوان ويب كامل)").fill("/contact");
  await page.getByRole("button", { name: "أضف التوجيه" }).click();
  await expect.poll(() => actionId).toBeTruthy();
  await page.unroute("**/dashboard/redirects");

  const forged = await page.request.post("/dashboard/redirects", {
    headers: { origin: "https://evil.example", "next-action": actionId!, "content-type": "text/plain;charset=UTF-8" },
    data: JSON.stringify([null, { from, to: "https://evil.example", permanent: true }]),
  });
  expect(forged.status()).toBeGreaterThanOrEqual(400);
  const list = (await (await page.request.get("/api/redirects")).json()) as { items: Array<{ fromPath: string }> };
  expect(list.items.map((item) => item.fromPath)).not.toContain(from);
});
