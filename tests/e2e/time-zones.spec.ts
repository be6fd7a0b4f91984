import { expect } from "@playwright/test";
import { test } from "./support/test";
import { localeInfo } from "../../src/i18n/locales";
import { signInThroughApi } from "./support/auth";
import { E2E_BASE_URL } from "./support/constants";

/**
 * One rule for times in the dashboard: Riyadh's, whatever the zone of the device it is read on
 * (here New York's, eight hours behind), in the revisions, the server autosave note and the audit
 * log alike.
 */
const riyadh = (iso: string | number, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(localeInfo.en.intlTag, { ...options, hourCycle: "h23", timeZone: "Asia/Riyadh" }).format(
    new Date(iso),
  );
const dateTime = (iso: string) =>
  riyadh(iso, { day: "numeric", month: "long", year: "numeric", hour: "2-digit", minute: "2-digit" });

test.use({ timezoneId: "America/New_York", locale: "en-US" });

test("revisions, the server autosave and the audit log show Riyadh time on a device in another zone", async ({
  page,
}) => {
  await signInThroughApi(page.request);
  const slug = `zones-${Date.now().toString(36)}`;
  const created = await page.request.post("/api/posts", {
    headers: { origin: E2E_BASE_URL, "content-type": "application/json" },
    data: {
      title: `Time zones ${slug}`,
      slug,
      metaDescription: "",
      coverImage: "",
      locale: "en",
      status: "draft",
      content: { ops: [{ insert: "A first line.\n" }] },
    },
  });
  expect(created.status()).toBe(201);
  const { post } = (await created.json()) as { post: { id: number } };
  const { revisions } = (await (await page.request.get(`/api/posts/${post.id}/revisions`)).json()) as {
    revisions: Array<{ createdAt: string }>;
  };
  const savedAt = revisions[0]!.createdAt;
  // The device's own clock would say another hour.
  expect(await page.evaluate((iso) => new Date(iso).getHours(), savedAt)).not.toBe(
    Number(riyadh(savedAt, { hour: "2-digit" })),
  );

  await page.goto(`/en/dashboard/posts/${post.id}`);
  const area = page.getByRole("textbox", { name: "Content" });
  await expect(area).toContainText("A first line.", { timeout: 20_000 });
  await page.getByRole("button", { name: "Revisions", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Revisions of this post" });
  await expect(dialog.getByRole("listitem").first()).toContainText(dateTime(savedAt));
  await page.keyboard.press("Escape");

  // The server keeps the unsaved text every few seconds, and says when in Riyadh time.
  await area.click();
  await page.keyboard.press("Control+End");
  await page.keyboard.type(" More words.");
  const note = page.getByTestId("server-autosave");
  await expect(note).toContainText("Draft saved on the server at", { timeout: 20_000 });
  const shown = (await note.textContent())!.match(/(\d{2}:\d{2})/)![1]!;
  const now = Date.now();
  expect(
    [now - 60_000, now, now + 60_000].map((time) => riyadh(time, { hour: "2-digit", minute: "2-digit" })),
  ).toContain(shown);

  // The audit log says the same of the post's creation.
  const audit = (await (await page.request.get("/api/audit?action=post_created")).json()) as {
    items: Array<{ target: string; occurredAt: string }>;
  };
  const entry = audit.items.find((item) => item.target.includes(slug))!;
  await page.goto("/en/dashboard/audit?action=post_created");
  await expect(page.getByTestId("audit-row").filter({ hasText: slug })).toContainText(dateTime(entry.occurredAt));
});
