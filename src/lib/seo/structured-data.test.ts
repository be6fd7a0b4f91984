import { describe, expect, it } from "vitest";
import ar from "../../../messages/ar.json";
import en from "../../../messages/en.json";
import demo from "@/server/db/seed/site-settings.json";
import { siteSettingsSchema } from "@/lib/validation/site-settings";
import { breadcrumbList, serviceStructuredData, siteStructuredData } from "./structured-data";

/** The company's facts as the demo site settings have them. */
const COMPANY = siteSettingsSchema.parse(demo.settings).company;

const ORIGIN = "https://asas.example";
const MARKETS = ["SA", "AE", "KW", "QA", "BH", "OM"] as const;

/** The markets as the footer names them, as schema.org countries. */
function countries(names: Record<(typeof MARKETS)[number], string>) {
  return MARKETS.map((code) => ({ "@type": "Country", name: names[code], identifier: code }));
}

function byType(data: ReturnType<typeof siteStructuredData>, type: string) {
  const node = data["@graph"].find((item) => item["@type"] === type);
  if (!node) throw new Error(`no ${type}`);
  return node as Record<string, unknown>;
}

describe("siteStructuredData", () => {
  it("describes the organisation with its Arabic name, contact point and markets", () => {
    const data = JSON.parse(JSON.stringify(siteStructuredData(ORIGIN, "ar", "وصف", COMPANY)));
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
      areaServed: countries(ar.markets),
    });
    expect(contact?.telephone).toMatch(/^\+966/);
    expect(contact?.email).toContain("@");
    expect((organization.sameAs as string[]).length).toBeGreaterThan(0);
  });

  it("takes the company's facts from the site settings, the phone without spaces", () => {
    const company = {
      ...COMPANY,
      phone: "+966 11 555 0100",
      email: "info@example.sa",
      social: { ...COMPANY.social, x: "", youtube: "" },
    };
    const business = byType(siteStructuredData(ORIGIN, "en", "d", company), "LocalBusiness");
    expect(business).toMatchObject({ telephone: "+966115550100", email: "info@example.sa" });
    expect(business.sameAs).toEqual([COMPANY.social.linkedin, COMPANY.social.instagram]);
  });

  it("places the local business in Riyadh with its hours and price range", () => {
    const business = byType(siteStructuredData(ORIGIN, "en", "d", COMPANY), "LocalBusiness");
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

  it("names the countries served, in the page's language", () => {
    for (const [locale, names] of [
      ["ar", ar.markets],
      ["en", en.markets],
    ] as const) {
      const data = siteStructuredData(ORIGIN, locale, "d", COMPANY);
      expect(byType(data, "LocalBusiness").areaServed).toEqual(countries(names));
      const [contact] = byType(data, "Organization").contactPoint as Array<Record<string, unknown>>;
      expect(contact?.areaServed).toEqual(countries(names));
      const [service] = serviceStructuredData({
        origin: ORIGIN,
        url: `${ORIGIN}/services/erp`,
        name: "ERP",
        description: "d",
        image: "/tech-services/erp.jpg",
        locale,
        faqs: [],
      });
      expect(service?.areaServed).toEqual(countries(names));
    }
  });

  it("declares the site search action on each home page's own address (no redirect)", () => {
    const arabic = byType(siteStructuredData(ORIGIN, "ar", "d", COMPANY), "WebSite");
    expect((arabic.potentialAction as { target: { urlTemplate: string } }).target.urlTemplate).toBe(
      `${ORIGIN}/?s={search_term_string}`,
    );
    const english = byType(siteStructuredData(ORIGIN, "en", "d", COMPANY), "WebSite");
    expect((english.potentialAction as { target: { urlTemplate: string } }).target.urlTemplate).toBe(
      `${ORIGIN}/en?s={search_term_string}`,
    );
  });
});

describe("breadcrumbList", () => {
  it("lists only real pages: a place on another page (#fragment) is left out, positions follow on", () => {
    const list = breadcrumbList(ORIGIN, [
      { name: "Home", path: "/en" },
      { name: "Services", path: "/en#services" },
      { name: "Cybersecurity", path: "/en/services/cybersecurity" },
      { name: "Network security", path: "/en/services/network-security" },
    ]);
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${ORIGIN}/en` },
      { "@type": "ListItem", position: 2, name: "Cybersecurity", item: `${ORIGIN}/en/services/cybersecurity` },
      { "@type": "ListItem", position: 3, name: "Network security", item: `${ORIGIN}/en/services/network-security` },
    ]);
  });
});
