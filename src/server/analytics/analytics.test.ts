import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsEvents, dailySecrets, posts, settings } from "@/server/db/schema";
import { dailySecret } from "@/server/settings";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { deviceOf, riyadhDay, visitorId } from "./collect";
import { analyticsReport } from "./report";

describe("visitor ids", () => {
  it("change with the daily salt and never contain the address", () => {
    const monday = visitorId("salt-1", "asas.example", "203.0.113.9", "Mozilla/5.0");
    expect(monday).toBe(visitorId("salt-1", "asas.example", "203.0.113.9", "Mozilla/5.0"));
    expect(monday).not.toBe(visitorId("salt-2", "asas.example", "203.0.113.9", "Mozilla/5.0"));
    expect(monday).not.toContain("203");
    expect(monday).toHaveLength(22);
  });

  it("tell devices apart", () => {
    expect(deviceOf("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148")).toBe("mobile");
    expect(deviceOf("Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/120 Mobile Safari/537.36")).toBe("mobile");
    expect(deviceOf("Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)")).toBe("tablet");
    expect(deviceOf("Mozilla/5.0 (Linux; Android 14; SM-X710) Chrome/120 Safari/537.36")).toBe("tablet");
    expect(deviceOf("Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120")).toBe("desktop");
  });

  it("count days in Riyadh time", () => {
    expect(riyadhDay(Date.parse("2026-03-01T21:30:00Z"))).toBe("2026-03-02");
    expect(riyadhDay(Date.parse("2026-03-01T20:59:00Z"))).toBe("2026-03-01");
  });
});

describe("analytics store", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
  });
  afterAll(async () => database.close());

  it("keeps one salt per day and deletes the earlier ones", async () => {
    const first = await dailySecret(database.db, "analytics-salt", "2026-03-01");
    const second = await dailySecret(database.db, "analytics-salt", "2026-03-02");
    expect(second).not.toBe(first);
    const keys = (await database.db.select({ key: dailySecrets.key }).from(dailySecrets)).map((row) => row.key);
    expect(keys.filter((key) => key.startsWith("analytics-salt"))).toEqual(["analytics-salt:2026-03-02"]);
    // Not among the settings, which backups keep.
    const kept = (await database.db.select({ key: settings.key }).from(settings)).map((row) => row.key);
    expect(kept.filter((key) => key.startsWith("analytics-salt"))).toEqual([]);
  });

  it("reports visitors, page views and breakdowns for a range", async () => {
    const base = { locale: "en", device: "desktop", referrerHost: "", utmSource: "", utmMedium: "", utmCampaign: "" };
    await database.db.insert(analyticsEvents).values([
      { ...base, day: "2026-03-09", visitor: "a", type: "pageview", path: "/en" },
      { ...base, day: "2026-03-09", visitor: "a", type: "pageview", path: "/en/blog", referrerHost: "www.google.com" },
      { ...base, day: "2026-03-10", visitor: "a", type: "pageview", path: "/en", utmSource: "newsletter" },
      { ...base, day: "2026-03-10", visitor: "b", type: "pageview", path: "/", locale: "ar", device: "mobile" },
      { ...base, day: "2026-03-10", visitor: "b", type: "event", name: "whatsapp_click", path: "/" },
      { ...base, day: "2026-02-01", visitor: "z", type: "pageview", path: "/old" },
    ]);
    const week = await analyticsReport(database.db, "7d", "2026-03-10");
    expect(week.days).toHaveLength(7);
    expect(week.days.at(-1)).toEqual({ day: "2026-03-10", visitors: 2, pageviews: 2 });
    expect(week.visitors).toBe(3);
    expect(week.pageviews).toBe(4);
    expect(week.topPages[0]).toEqual({ key: "/en", total: 2, path: "/en", title: null });
    expect(week.referrers).toEqual([{ key: "www.google.com", total: 1 }]);
    expect(week.utmSources).toEqual([{ key: "newsletter", total: 1 }]);
    expect(week.languages).toEqual([
      { key: "en", total: 3 },
      { key: "ar", total: 1 },
    ]);
    expect(week.devices).toEqual([
      { key: "desktop", total: 3 },
      { key: "mobile", total: 1 },
    ]);
    expect(week.events).toEqual([{ key: "whatsapp_click", total: 1 }]);
    const today = await analyticsReport(database.db, "today", "2026-03-10");
    expect(today).toMatchObject({ visitors: 2, pageviews: 2 });
    await database.db.execute(sql`DELETE FROM ${analyticsEvents}`);
  });

  it("leaves out views of preview links, in the counts and the top pages", async () => {
    const base = { locale: "en", device: "desktop", referrerHost: "", utmSource: "", utmMedium: "", utmCampaign: "" };
    const preview = "/en/preview/12.1796140000.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ";
    await database.db.insert(analyticsEvents).values([
      { ...base, day: "2026-03-10", visitor: "a", type: "pageview", path: "/en/blog" },
      { ...base, day: "2026-03-10", visitor: "r", type: "pageview", path: preview },
      { ...base, day: "2026-03-10", visitor: "r", type: "pageview", path: preview.replace("/en", "") },
    ]);
    const today = await analyticsReport(database.db, "today", "2026-03-10");
    expect(today).toMatchObject({ visitors: 1, pageviews: 1 });
    expect(today.topPages.map((page) => page.key)).toEqual(["/en/blog"]);
    await database.db.execute(sql`DELETE FROM ${analyticsEvents}`);
  });

  it("shows top pages decoded, with the title of the post each one is", async () => {
    const slug = "التصيد-الاحتيالي-في-الخليج";
    await database.db.insert(posts).values([
      { locale: "ar", slug, title: "التصيد الاحتيالي في الخليج" },
      { locale: "en", slug: "zero-trust", title: "Zero trust for small offices" },
    ]);
    const base = { locale: "ar", device: "mobile", referrerHost: "", utmSource: "", utmMedium: "", utmCampaign: "" };
    const view = (visitor: string, path: string) => ({ ...base, day: "2026-03-10", visitor, type: "pageview", path });
    const arabicPath = `/blog/${encodeURIComponent(slug)}`;
    await database.db
      .insert(analyticsEvents)
      .values([
        view("a", arabicPath),
        view("b", arabicPath),
        view("c", arabicPath),
        view("a", "/en/blog/zero-trust"),
        view("b", "/en/blog/zero-trust"),
        view("a", "/blog/zero-trust"),
        view("a", "/services/erp"),
      ]);
    const report = await analyticsReport(database.db, "today", "2026-03-10");
    expect(report.topPages).toEqual([
      { key: arabicPath, path: `/blog/${slug}`, title: "التصيد الاحتيالي في الخليج", total: 3 },
      { key: "/en/blog/zero-trust", path: "/en/blog/zero-trust", title: "Zero trust for small offices", total: 2 },
      // The English post's slug under the Arabic prefix is no page of it.
      { key: "/blog/zero-trust", path: "/blog/zero-trust", title: null, total: 1 },
      { key: "/services/erp", path: "/services/erp", title: null, total: 1 },
    ]);
    await database.db.execute(sql`DELETE FROM ${analyticsEvents}`);
    await database.db.execute(sql`DELETE FROM ${posts}`);
  });
});
