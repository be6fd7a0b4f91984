import { expect } from "@playwright/test";
import { test } from "./support/test";
import { signInThroughApi } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { unisolatedRunsOnPage } from "./support/bidi";
import { E2E_BASE_URL } from "./support/constants";
import { createPost, updatePost } from "./support/posts";

/**
 * Redirects (docs/content.md, "Redirects and the 404 log"): a public post's old address follows it
 * when it is renamed or deleted, and administrators add their own at /dashboard/redirects.
 */
const WRITE_HEADERS = { origin: E2E_BASE_URL, "content-type": "application/json" };
const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

test("a renamed published post's old link leads to its new address, in Arabic and English", async ({ page }) => {
  await signInThroughApi(page.request);
  const run = Date.now().toString(36);
  for (const [locale, prefix, oldSlug, newSlug] of [
    ["en", "/en", `cloud-costs-${run}`, `cutting-cloud-costs-${run}`],
    ["ar", "", `تكاليف-السحابة-${run}`, `خفض-تكاليف-السحابة-${run}`],
  ] as const) {
    const fields = { title: `Cloud costs ${run}`, locale, status: "published" } as const;
    const post = await createPost(page.request, { ...fields, slug: oldSlug });
    expect((await page.request.get(`${prefix}/blog/${encodeURIComponent(oldSlug)}`)).status()).toBe(200);
    await updatePost(page.request, post, { ...fields, slug: newSlug });

    const moved = await page.request.get(`${prefix}/blog/${encodeURIComponent(oldSlug)}`, { maxRedirects: 0 });
    expect(moved.status(), locale).toBe(308);
    expect(moved.headers().location, locale).toBe(`${prefix}/blog/${encodeURIComponent(newSlug)}`);

    // A reader following an old link lands on the post.
    await page.goto(`${prefix}/blog/${encodeURIComponent(oldSlug)}`);
    await expect(page).toHaveURL(`${E2E_BASE_URL}${prefix}/blog/${encodeURIComponent(newSlug)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(fields.title);
  }
});

test("a deleted published post's link answers 404 while the post is in the trash", async ({ page }) => {
  await signInThroughApi(page.request);
  const slug = `short-lived-${Date.now().toString(36)}`;
  const post = await createPost(page.request, { title: "Short-lived", slug, locale: "en", status: "published" });
  const deleted = await page.request.delete(`/api/posts/${post.id}`, { headers: { origin: E2E_BASE_URL } });
  expect(deleted.status()).toBe(200);
  // No automatic redirect: an editor who wants one adds it (docs/content.md, "Trash").
  const gone = await page.request.get(`/en/blog/${slug}`, { maxRedirects: 0 });
  expect(gone.status()).toBe(404);
  expect(gone.headers().location).toBeUndefined();
});

test("an administrator adds a redirect in the dashboard; it works at once, counts its visits and can be deleted", async ({
  page,
  browser,
}) => {
  test.slow();
  await signInThroughApi(page.request);
  const from = `/spring-offer-${Date.now().toString(36)}`;
  await page.goto("/dashboard/redirects");
  await expect(page.getByRole("heading", { level: 1, name: "إعادة التوجيه" })).toBeVisible();

  // Checked in the browser with the server's schema, in the dashboard's language.
  await page.getByLabel("من (رابط في هذا الموقع)").fill("spring-offer");
  await page.getByLabel("إلى (صفحة في هذا الموقع أو عنوان ويب كامل)").fill("/contact?service=assessment");
  await page.getByRole("button", { name: "أضف التوجيه" }).click();
  await expect(page.getByLabel("من (رابط في هذا الموقع)")).toHaveAccessibleDescription(
    /أدخل مسارًا في هذا الموقع يبدأ بـ \//,
  );

  await page.getByLabel("من (رابط في هذا الموقع)").fill(from);
  await page.getByRole("button", { name: "أضف التوجيه" }).click();
  const row = page.getByTestId("redirect-list").locator("tr", { hasText: from });
  await expect(row).toContainText("/contact?service=assessment");
  await expect(row).toContainText("دائم (308)");
  await expect(row).toContainText("لم يُزر بعد");
  await expectNoAxeViolations(page);
  // The paths, in the cells and in the buttons' names, read left to right in the Arabic table.
  expect(await unisolatedRunsOnPage(page)).toEqual([]);

  // A chain is refused, with the reason beside the field.
  await page.getByLabel("من (رابط في هذا الموقع)").fill(`${from}-old`);
  await page.getByLabel("إلى (صفحة في هذا الموقع أو عنوان ويب كامل)").fill(from);
  await page.getByRole("button", { name: "أضف التوجيه" }).click();
  await expect(page.getByLabel("إلى (صفحة في هذا الموقع أو عنوان ويب كامل)")).toHaveAccessibleDescription(
    /وجّهه مباشرة إلى الصفحة الأخيرة/,
  );

  // Changed: the form takes the redirect, and saves it where it now leads.
  await page.getByLabel("من (رابط في هذا الموقع)").fill("");
  await row.getByRole("button", { name: `عدّل التوجيه من \u2068${from}\u2069` }).click();
  await expect(page.getByLabel("من (رابط في هذا الموقع)")).toHaveValue(from);
  await page.getByLabel("إلى (صفحة في هذا الموقع أو عنوان ويب كامل)").fill("/contact?service=assessment&ref=offer");
  await page.getByRole("button", { name: "احفظ التوجيه" }).click();
  await expect(row).toContainText("/contact?service=assessment&ref=offer");
  await expect(page.getByRole("button", { name: "أضف التوجيه" })).toBeVisible();

  // A visitor without an account is sent on at once, and so is a search engine's crawler.
  const visitor = await browser.newContext();
  for (const userAgent of ["Mozilla/5.0 (X11; Linux x86_64) Chrome/142.0 Safari/537.36", BOT]) {
    const response = await visitor.request.get(from, { maxRedirects: 0, headers: { "user-agent": userAgent } });
    expect(response.status(), userAgent).toBe(308);
    expect(response.headers().location, userAgent).toBe("/contact?service=assessment&ref=offer");
  }
  await visitor.close();

  // Both visits are counted, after their answers (the server hands its counts on every few seconds).
  await expect
    .poll(
      async () => {
        await page.reload();
        return (await row.count()) > 0 ? row.locator("td").nth(3).textContent() : null;
      },
      { timeout: 15_000 },
    )
    .toBe("2");
  await expect(row).not.toContainText("لم يُزر بعد");

  page.once("dialog", (dialog) => void dialog.accept());
  await row.getByRole("button", { name: `احذف التوجيه من \u2068${from}\u2069` }).click();
  await expect(row).toHaveCount(0);
  expect((await page.request.get(from, { maxRedirects: 0 })).status()).toBe(404);
});

test("the redirects API is for administrators, and answers refusals in the caller's language", async ({
  page,
  request,
}) => {
  const anonymous = await request.post("/api/redirects", {
    headers: WRITE_HEADERS,
    data: { from: "/a", to: "/b" },
  });
  expect(anonymous.status()).toBe(401);

  await signInThroughApi(page.request);
  const invalid = await page.request.post("/api/redirects", {
    headers: { ...WRITE_HEADERS, "accept-language": "en" },
    data: { from: "/en/dashboard", to: "//evil.example" },
  });
  expect(invalid.status()).toBe(400);
  expect((await invalid.json()).error).toMatchObject({
    code: "invalid",
    fields: { from: "from_reserved", to: "to_invalid" },
  });
  // Targets that leave the site once decoded, or are not https, are refused in Arabic too, and the
  // address keeps answering 404 (no redirect is stored).
  for (const to of ["/%2F%2Fevil.example", "http://example.com/"]) {
    const refused = await page.request.post("/api/redirects", {
      headers: { ...WRITE_HEADERS, "accept-language": "ar" },
      data: { from: "/r12", to },
    });
    expect(refused.status(), to).toBe(400);
    const { error } = await refused.json();
    expect(error.fields, to).toEqual({ to: "to_invalid" });
    expect(error.message, to).toMatch(/[\u0600-\u06FF]/);
  }
  const after = await page.request.get("/r12", { maxRedirects: 0 });
  expect(after.status()).toBe(404);
});

test("an address that answers 404 is counted and shown to administrators, who redirect it in one step", async ({
  page,
  browser,
}) => {
  test.slow();
  const missing = `/en/old-price-list-${Date.now().toString(36)}`;
  const visitor = await browser.newContext();
  for (let visit = 0; visit < 2; visit++) {
    const response = await visitor.request.get(missing, { headers: { referer: "https://partner.example.sa/links" } });
    expect(response.status()).toBe(404);
  }
  await signInThroughApi(page.request);
  await page.goto("/en/dashboard/redirects");
  const row = page.getByTestId("not-found-list").locator("tr", { hasText: missing });
  await expect
    .poll(
      async () => {
        await page.reload();
        return (await row.count()) > 0 ? row.locator("td").nth(1).textContent() : null;
      },
      { timeout: 15_000 },
    )
    .toBe("2");
  await expect(row).toContainText("partner.example.sa");
  await expectNoAxeViolations(page);

  await row.getByRole("button", { name: `Redirect this: ${missing}` }).click();
  await expect(page.getByLabel("From (an address of this site)")).toHaveValue(missing);
  const to = page.getByLabel("To (a page of this site or a full web address)");
  await expect(to).toBeFocused();
  await to.fill("/en/contact");
  await page.getByRole("button", { name: "Add the redirect" }).click();
  await expect(page.getByTestId("redirect-list").locator("tr", { hasText: missing })).toContainText("/en/contact");
  // Redirected, it leaves the list of missing addresses.
  await expect(row).toHaveCount(0);

  const followed = await visitor.request.get(missing, { maxRedirects: 0 });
  expect(followed.status()).toBe(308);
  expect(followed.headers().location).toBe("/en/contact");
  await visitor.close();
});

test("any address a visitor can ask for is logged when missing and follows the redirect made for it", async ({
  page,
  browser,
}) => {
  test.slow();
  const run = Date.now().toString(36);
  // Old addresses of every shape: an unknown service in each language, a topic and an author that
  // are gone, old WordPress addresses (with a trailing slash and a file name), a generic service
  // under the cybersecurity overview.
  const cases = [
    { from: `/en/services/quantum-teleportation-${run}`, to: "/en/contact" },
    { from: `/services/quantum-${run}`, to: "/contact" },
    { from: `/blog/topics/old-topic-${run}`, to: "/blog" },
    { from: `/en/blog/authors/former-writer-${run}`, to: "/en/blog" },
    { from: `/services/cybersecurity/old-audit-${run}`, to: "/services/cybersecurity" },
    { from: `/index.php/2019/05/old-post-${run}/`, to: "/blog" },
    { from: `/wp-content/uploads/2019/05/brochure-${run}.pdf`, to: "/en/services/web-dev" },
  ];
  const visitor = await browser.newContext();
  // (A trailing slash is first taken off, by a redirect of its own.)
  for (const { from } of cases) {
    const response = await visitor.request.get(from);
    expect(response.status(), from).toBe(404);
  }
  // The screen lists the most followed addresses: asked often enough to be among them, whatever
  // else the suite has asked for before.
  for (const { from } of cases) {
    await Promise.all(Array.from({ length: 30 }, () => visitor.request.get(from, { maxRedirects: 0 })));
  }

  // Each is in the 404 log, without its trailing slash, as a redirect would name it.
  await signInThroughApi(page.request);
  await page.goto("/en/dashboard/redirects");
  const logged = page.getByTestId("not-found-list");
  for (const { from } of cases) {
    const path = from.replace(/\/$/, "");
    await expect
      .poll(
        async () => {
          if ((await logged.locator("tr", { hasText: path }).count()) === 0) await page.reload();
          return logged.locator("tr", { hasText: path }).count();
        },
        { message: path, timeout: 15_000 },
      )
      .toBe(1);
  }

  for (const { from, to } of cases) {
    const made = await page.request.post("/api/redirects", { headers: WRITE_HEADERS, data: { from, to } });
    expect(made.status(), `${from}: ${await made.text()}`).toBe(201);
    const followed = await visitor.request.get(from.replace(/\/$/, ""), { maxRedirects: 0 });
    expect(followed.status(), from).toBe(308);
    expect(followed.headers().location, from).toBe(to);
    const landed = await visitor.request.get(from);
    expect(new URL(landed.url()).pathname, from).toBe(to);
  }
  await visitor.close();
});

test("a redirect from an address that is always a page, or one of the site's own files, is refused with its reason", async ({
  page,
}) => {
  await signInThroughApi(page.request);
  await page.goto("/en/dashboard/redirects");
  for (const [from, reason] of [
    ["/en/about", "This address is a page of the site, so a redirect from it would never be followed."],
    ["/services/seo", "This address is a page of the site, so a redirect from it would never be followed."],
    [
      "/images/old-logo.png",
      "This address is one of the site's own files (its images, icons and scripts), which are served as they are and cannot be redirected.",
    ],
  ] as const) {
    await page.getByLabel("From (an address of this site)").fill(from);
    await page.getByLabel("To (a page of this site or a full web address)").fill("/en/contact");
    await page.getByRole("button", { name: "Add the redirect" }).click();
    await expect(page.getByText(reason), from).toBeVisible();
    const refused = await page.request.post("/api/redirects", {
      headers: { ...WRITE_HEADERS, "accept-language": "en" },
      data: { from, to: "/en/contact" },
    });
    expect(refused.status(), from).toBe(400);
  }
  await expect(page.getByTestId("redirect-list").locator("tr", { hasText: "/images/old-logo.png" })).toHaveCount(0);
});
