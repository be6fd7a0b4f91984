import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bannerShownAt,
  nextBannerChange,
  settingsFieldErrors,
  siteSettingsSchema,
  type SiteSettings,
} from "@/lib/validation/site-settings";
import { partners, settings } from "@/server/db/schema";
import { createTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from "../../tests/support/test-database";
import {
  createPartner,
  DEFAULT_SITE_SETTINGS,
  DEMO_PARTNERS,
  deletePartner,
  listPartners,
  readSiteSettings,
  seedSiteSettings,
  SITE_SETTINGS_KEY,
  updatePartner,
  writeSiteSettings,
} from "./site-settings-store";

const edited = (change: (draft: SiteSettings) => void): SiteSettings => {
  const draft = structuredClone(DEFAULT_SITE_SETTINGS);
  change(draft);
  return draft;
};

describe("the site settings schema", () => {
  it("accepts the demo settings, which are today's facts", () => {
    expect(DEFAULT_SITE_SETTINGS.company.phone).toBe("+966 11 410 2200");
    expect(DEFAULT_SITE_SETTINGS.company.name).toEqual({ ar: "أساس للاستشارات التقنية", en: "Asas Tech Consulting" });
    expect(DEFAULT_SITE_SETTINGS.stats).toHaveLength(4);
  });

  it("checks the commercial registration, VAT number and National Address as Saudi Arabia writes them", () => {
    const valid = edited((draft) => {
      draft.company.registration = { crNumber: "1010123456", vatNumber: "310123456700003" };
      draft.company.address.national = {
        buildingNumber: "7421",
        street: { ar: "طريق الملك فهد", en: "King Fahd Road" },
        district: { ar: "حي العليا", en: "Al Olaya" },
        additionalNumber: "3456",
      };
    });
    expect(siteSettingsSchema.safeParse(valid).success).toBe(true);
    const wrong = siteSettingsSchema.safeParse(
      edited((draft) => {
        draft.company.registration = { crNumber: "12345", vatNumber: "123456789012345" };
        draft.company.address.national.buildingNumber = "74";
        draft.company.privacyEmail = "privacy";
        draft.company.certifications = [{ name: { ar: "", en: "ISO 27001" }, url: "ftp://x" }];
      }),
    );
    expect(settingsFieldErrors(wrong.error!)).toMatchObject({
      "company.registration.crNumber": "invalid_cr_number",
      "company.registration.vatNumber": "invalid_vat_number",
      "company.address.national.buildingNumber": "invalid_building_number",
      "company.privacyEmail": "invalid_email",
      "company.certifications.0.name.ar": "required",
      "company.certifications.0.url": "invalid_url",
    });
    // The demo invents no registration: empty until the company fills it in.
    expect(DEFAULT_SITE_SETTINGS.company.registration).toEqual({ crNumber: "", vatNumber: "" });
    expect(DEFAULT_SITE_SETTINGS.company.certifications).toEqual([]);
  });

  it("names each wrong field by its path with a code the dashboard translates", () => {
    const result = siteSettingsSchema.safeParse(
      edited((draft) => {
        draft.company.phone = "011 410";
        draft.company.email = "not an address";
        draft.company.name.ar = "  ";
        draft.company.social.x = "javascript:alert(1)";
        draft.banner.link = "//evil.example";
        draft.banner.startDate = "2026-12-10";
        draft.banner.endDate = "2026-12-01";
        draft.stats[2]!.value = -1;
        draft.chat.greeting.en = "x".repeat(201);
      }),
    );
    expect(result.success).toBe(false);
    expect(settingsFieldErrors(result.error!)).toEqual({
      "company.phone": "invalid_phone",
      "company.email": "invalid_email",
      "company.name.ar": "required",
      "company.social.x": "invalid_url",
      "banner.link": "invalid_link",
      "banner.endDate": "end_before_start",
      "stats.2.value": "out_of_range",
      "chat.greeting.en": "too_long",
    });
  });

  it("keeps exactly four home numbers", () => {
    const result = siteSettingsSchema.safeParse({
      ...DEFAULT_SITE_SETTINGS,
      stats: DEFAULT_SITE_SETTINGS.stats.slice(1),
    });
    expect(settingsFieldErrors(result.error!)).toEqual({ stats: "stat_count" });
  });
});

describe("the banner's dates", () => {
  const banner = { ...DEFAULT_SITE_SETTINGS.banner, startDate: "2026-12-01", endDate: "2026-12-31" };
  const riyadh = (time: string) => Date.parse(`${time}+03:00`);

  it("shows the banner from the first day's midnight in Riyadh through the last day", () => {
    expect(bannerShownAt(banner, riyadh("2026-11-30T23:59:59"))).toBe(false);
    expect(bannerShownAt(banner, riyadh("2026-12-01T00:00:00"))).toBe(true);
    expect(bannerShownAt(banner, riyadh("2026-12-31T23:59:59"))).toBe(true);
    expect(bannerShownAt(banner, riyadh("2027-01-01T00:00:00"))).toBe(false);
    expect(bannerShownAt({ ...banner, enabled: false }, riyadh("2026-12-10T12:00:00"))).toBe(false);
    expect(bannerShownAt({ ...banner, startDate: "", endDate: "" }, 0)).toBe(true);
  });

  it("says when the page must change next: at the start, then after the last day, then never", () => {
    expect(nextBannerChange(banner, riyadh("2026-11-20T10:00:00"))).toBe(riyadh("2026-12-01T00:00:00"));
    expect(nextBannerChange(banner, riyadh("2026-12-20T10:00:00"))).toBe(riyadh("2027-01-01T00:00:00"));
    expect(nextBannerChange(banner, riyadh("2027-02-01T10:00:00"))).toBeNull();
    expect(nextBannerChange({ ...banner, enabled: false }, 0)).toBeNull();
  });
});

describe.each(TEST_DATABASE_KINDS)("the site settings store on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => database.close());

  it("seeds the demo settings and the demo partners, marked as demo, on the first start only", async () => {
    expect(await readSiteSettings(database.db)).toEqual(DEFAULT_SITE_SETTINGS);
    expect(await seedSiteSettings(database.db)).toBe(true);
    const seeded = await listPartners(database.db);
    expect(seeded.map((partner) => partner.name)).toEqual(DEMO_PARTNERS.map((partner) => partner.name));
    expect(seeded.every((partner) => partner.demo && partner.name.endsWith("(demo)"))).toBe(true);
    const [row] = await database.db.select().from(settings).where(eqKey());
    expect(JSON.parse(row!.value)).toEqual(DEFAULT_SITE_SETTINGS);

    // An admin removes every demo partner: a later start does not bring them back.
    for (const partner of seeded) await deletePartner(database.db, partner.id);
    expect(await seedSiteSettings(database.db)).toBe(false);
    expect(await listPartners(database.db)).toEqual([]);
  });

  it("stores a change of phone, banner and numbers in both languages and reads it back", async () => {
    const value = edited((draft) => {
      draft.company.phone = "+966 11 555 0100";
      draft.banner.text = { ar: "عرض جديد للمنشآت", en: "A new offer for businesses" };
      draft.banner.startDate = "2026-12-01";
      draft.stats[1] = { value: 250, suffix: "+", label: { ar: "عميل", en: "Clients" } };
    });
    await writeSiteSettings(database.db, value);
    expect(await readSiteSettings(database.db)).toEqual(value);
    await writeSiteSettings(database.db, DEFAULT_SITE_SETTINGS);
    expect((await readSiteSettings(database.db)).company.phone).toBe("+966 11 410 2200");
  });

  it("refuses to store settings the schema refuses, and shows the demo values over a broken stored one", async () => {
    await expect(
      writeSiteSettings(
        database.db,
        edited((draft) => void (draft.company.email = "nobody")),
      ),
    ).rejects.toThrow();
    await database.db
      .update(settings)
      .set({ value: JSON.stringify({ company: { phone: "+1" } }) })
      .where(eqKey());
    expect(await readSiteSettings(database.db)).toEqual(DEFAULT_SITE_SETTINGS);
  });

  it("reads settings stored before the registration, privacy and certification fields with those fields empty", async () => {
    // As an earlier release stored them: no registration, National Address, privacy e-mail,
    // hosting, certifications or statsEnabled.
    const older = structuredClone(DEFAULT_SITE_SETTINGS) as unknown as {
      company: Record<string, unknown> & { address: Record<string, unknown> };
      statsEnabled?: boolean;
    };
    for (const key of ["registration", "privacyEmail", "hosting", "certifications"]) delete older.company[key];
    delete older.company.address.national;
    delete older.statsEnabled;
    await database.db
      .update(settings)
      .set({ value: JSON.stringify({ ...older, company: { ...older.company, phone: "+966 11 000 0000" } }) })
      .where(eqKey());
    const read = await readSiteSettings(database.db);
    // Not the demo values: the stored settings, with the new fields at their defaults.
    expect(read.company.phone).toBe("+966 11 000 0000");
    expect(read.company.registration).toEqual({ crNumber: "", vatNumber: "" });
    expect(read.company.address.national.buildingNumber).toBe("");
    expect(read.company.certifications).toEqual([]);
    expect(read.statsEnabled).toBe(true);
  });

  it("keeps partners in their order; an edited demo partner becomes the company's own", async () => {
    const second = await createPartner(database.db, { name: "Second", logo: "/uploads/b.webp", url: "", position: 2 });
    const first = await createPartner(
      database.db,
      { name: "First", logo: "/uploads/a.webp", url: "https://first.example", position: 1 },
      { demo: true },
    );
    expect((await listPartners(database.db)).map((partner) => partner.name)).toEqual(["First", "Second"]);
    const updated = await updatePartner(database.db, first.id, { ...first, name: "First Co", position: 3 });
    expect(updated).toMatchObject({ name: "First Co", demo: false, position: 3 });
    expect((await listPartners(database.db)).map((partner) => partner.name)).toEqual(["Second", "First Co"]);
    expect(await updatePartner(database.db, 999_999, { ...first })).toBeNull();
    expect(await deletePartner(database.db, second.id)).toMatchObject({ name: "Second" });
    expect(await deletePartner(database.db, second.id)).toBeNull();
    await database.db.delete(partners);
  });
});

function eqKey() {
  return sql`${settings.key} = ${SITE_SETTINGS_KEY}`;
}
