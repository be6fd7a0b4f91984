import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settings } from "@/server/db/schema";
import { createTestDatabase, type TestDatabase } from "../../tests/support/test-database";
import { DEFAULT_LEGAL_PAGES, readLegalPage, writeLegalPage } from "./legal";
import arMessages from "@messages/ar.json";
import enMessages from "@messages/en.json";

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
    for (const phrase of ["نموذج التواصل", "ملفات تعريف الارتباط", "24 شهرًا", "حقوقك", "تسحب موافقتك", "سدايا"])
      expect(ar.body).toContain(phrase);
  });

  it("says in plain words what the site does: WhatsApp is Meta's, a hash is not encryption, the facts are the settings'", () => {
    const { ar, en } = DEFAULT_LEGAL_PAGES.privacy;
    expect(en.body).toContain("WhatsApp, a service of Meta Platforms");
    expect(ar.body).toContain("واتساب التابع لشركة Meta Platforms");
    // The anti-spam counters keep a keyed hash, which the Arabic once called an encrypted one.
    expect(ar.body).not.toMatch(/بصمات مشفّرة|معرّف متصفحك/);
    expect(en.body).toContain("keyed hash");
    // Where to write, where the data is, who is responsible: tokens filled from the site settings.
    for (const body of [ar.body, en.body]) {
      for (const token of ["{company}", "{privacyEmail}", "{hosting}", "{phone}"]) expect(body).toContain(token);
      expect(body).not.toMatch(/asastech\.sa|\+966/);
    }
    // And the form's line says what the policy says: to answer and follow up, never for advertising.
    expect(en.body).toContain("We use these details to answer your request");
    expect(enMessages.contact.form.privacy).toBe(
      "We use your details to answer your request and follow it up, never for advertising.",
    );
    expect(en.body).toContain("We never use them for advertising");
    expect(ar.body).toContain("نستخدم هذه البيانات للرد على طلبك");
    expect(arMessages.contact.form.privacy).toBe("نستخدم بياناتك للرد على طلبك ومتابعته، ولا نستخدمها للإعلان أبدًا.");
    expect(ar.body).toContain("ولا نستخدمها للإعلان");
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
