import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settings } from "@/server/db/schema";
import { createTestDatabase, type TestDatabase } from "../../tests/support/test-database";
import { DEFAULT_LEGAL_PAGES, readLegalPage, writeLegalPage } from "./legal";

describe("legal pages in the settings", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
  });
  afterAll(async () => database.close());

  it("bundles a privacy policy that covers the contact form, analytics, retention and PDPL rights in both languages", () => {
    const { ar, en } = DEFAULT_LEGAL_PAGES.privacy;
    for (const phrase of ["contact form", "cookies", "24 months", "Your rights", "withdraw your consent", "SDAIA"])
      expect(en.body).toContain(phrase);
    for (const phrase of ["نموذج التواصل", "ملفات تعريف الارتباط", "24 شهرًا", "حقوقك", "الرجوع عن موافقتك", "سدايا"])
      expect(ar.body).toContain(phrase);
  });

  it("shows the bundled text until an administrator saves one, then the saved one", async () => {
    expect(await readLegalPage(database.db, "terms")).toEqual(DEFAULT_LEGAL_PAGES.terms);
    const edited = { ...DEFAULT_LEGAL_PAGES.terms, en: { ...DEFAULT_LEGAL_PAGES.terms.en, title: "Website Terms" } };
    await writeLegalPage(database.db, "terms", edited);
    expect((await readLegalPage(database.db, "terms")).en.title).toBe("Website Terms");
    await writeLegalPage(database.db, "terms", DEFAULT_LEGAL_PAGES.terms);
    expect((await readLegalPage(database.db, "terms")).en.title).toBe(DEFAULT_LEGAL_PAGES.terms.en.title);
  });

  it("falls back to the bundled text when what is stored no longer passes the schema", async () => {
    await database.db
      .insert(settings)
      .values({ key: "content:legal:accessibility", value: JSON.stringify({ updated: "yesterday" }) });
    expect(await readLegalPage(database.db, "accessibility")).toEqual(DEFAULT_LEGAL_PAGES.accessibility);
  });
});
