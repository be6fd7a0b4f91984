import { describe, expect, it } from "vitest";
import { siteStructuredData } from "./structured-data";

const ORIGIN = "https://asas.example";

function byType(data: ReturnType<typeof siteStructuredData>, type: string) {
  const node = data["@graph"].find((item) => item["@type"] === type);
  if (!node) throw new Error(`no ${type}`);
  return node as Record<string, unknown>;
}

describe("siteStructuredData", () => {
  it("describes the organisation with its Arabic name, contact point and markets", () => {
    const data = JSON.parse(JSON.stringify(siteStructuredData(ORIGIN, "ar", "وصف")));
    expect(data["@context"]).toBe("https://schema.org");
    const organization = byType(data, "Organization");
    expect(organization.name).toBe("Asas Tech Consulting");
    expect(organization.alternateName).toBe("أساس للاستشارات التقنية");
    expect(organization.foundingDate).toBe("2022");
    expect(organization.url).toBe(`${ORIGIN}/`);
    const [contact] = organization.contactPoint as Array<Record<string, unknown>>;
    expect(contact).toMatchObject({
      "@type": "ContactPoint",
      contactType: "customer service",
      availableLanguage: ["ar", "en"],
      areaServed: ["SA", "AE", "KW", "QA", "BH", "OM"],
    });
    expect(contact?.telephone).toMatch(/^\+966/);
    expect(contact?.email).toContain("@");
    expect((organization.sameAs as string[]).length).toBeGreaterThan(0);
  });

  it("places the local business in Riyadh with its hours and price range", () => {
    const business = byType(siteStructuredData(ORIGIN, "en", "d"), "LocalBusiness");
    expect(business.priceRange).toBe("$$");
    expect(business.address).toMatchObject({ postalCode: "11411", addressCountry: "SA", addressLocality: "Riyadh" });
    expect((business.address as { streetAddress: string }).streetAddress).toMatch(/13.*18/);
    expect(business.geo).toMatchObject({ "@type": "GeoCoordinates" });
    expect(business.openingHoursSpecification).toEqual([
      expect.objectContaining({
        dayOfWeek: ["Saturday", "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday"],
        opens: "08:00",
        closes: "18:00",
      }),
    ]);
  });

  it("declares the site search action", () => {
    const arabic = byType(siteStructuredData(ORIGIN, "ar", "d"), "WebSite");
    expect((arabic.potentialAction as { target: { urlTemplate: string } }).target.urlTemplate).toBe(
      `${ORIGIN}/?s={search_term_string}`,
    );
    const english = byType(siteStructuredData(ORIGIN, "en", "d"), "WebSite");
    expect((english.potentialAction as { target: { urlTemplate: string } }).target.urlTemplate).toBe(
      `${ORIGIN}/en/?s={search_term_string}`,
    );
  });
});
