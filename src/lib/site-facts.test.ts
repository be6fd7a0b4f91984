import { describe, expect, it } from "vitest";
import { unisolatedLtrRuns } from "@/lib/bidi";
import { siteSettingsSchema } from "@/lib/validation/site-settings";
import demo from "@/server/db/seed/site-settings.json";
import { companyFacts, fillFacts, nationalAddressLine, withFacts } from "./site-facts";

const company = siteSettingsSchema.parse(demo.settings).company;
const registered = {
  ...company,
  address: {
    ...company.address,
    national: {
      buildingNumber: "7421",
      street: { ar: "طريق الملك فهد", en: "King Fahd Road" },
      district: { ar: "حي العليا", en: "Al Olaya" },
      additionalNumber: "3456",
    },
  },
};

describe("the company's facts in texts", () => {
  it("writes the National Address on one line in each language, and nothing until it is filled in", () => {
    expect(nationalAddressLine(company, "en")).toBe("");
    expect(nationalAddressLine(registered, "en")).toBe("7421 King Fahd Road, Al Olaya, Riyadh 11411-3456");
    expect(nationalAddressLine(registered, "ar")).toBe("7421 طريق الملك فهد، حي العليا، الرياض 11411-3456");
  });

  it("fills a token with the fact as the settings have it now, and leaves other braces alone", () => {
    const facts = companyFacts(company, "en");
    expect(withFacts("Call {phone} or {nothing}.", facts)).toEqual([
      { text: "Call " },
      { text: "+966 11 410 2200", fact: "phone" },
      { text: " or {nothing}." },
    ]);
    expect(facts.privacyEmail).toBe(company.email);
    expect(facts.hours).toContain("Saturday to Thursday");
  });

  it("isolates the left-to-right facts in Arabic plain text, so that a phone number reads right", () => {
    const facts = companyFacts(company, "ar");
    const text = fillFacts("اتصل بنا على {phone} أو راسلنا على {email}.", facts, "ar");
    expect(text).toBe("اتصل بنا على \u2066+966 11 410 2200\u2069 أو راسلنا على \u2066hello@asastech.sa\u2069.");
    expect(unisolatedLtrRuns(text)).toEqual([]);
    expect(
      unisolatedLtrRuns(
        withFacts("اتصل بنا على {phone}.", facts)
          .map((part) => part.text)
          .join(""),
      ),
    ).not.toEqual([]);
  });
});
