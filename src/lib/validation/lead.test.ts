import { describe, expect, it } from "vitest";
import { leadFieldErrors, leadSchema } from "./lead";

const valid = {
  name: "نورة العتيبي",
  email: "noura@example.sa",
  phone: "0551234567",
  company: "شركة الأفق",
  country: "SA",
  service: "network-security",
  message: "نرغب في تقييم أمني لشبكة فروعنا الثلاثة.",
  consent: "on",
};

describe("leadSchema", () => {
  it("accepts a complete lead and normalises the phone", () => {
    expect(leadSchema.parse(valid)).toMatchObject({
      phone: "+966551234567",
      consent: true,
      service: "network-security",
    });
  });

  it("allows an empty phone and company", () => {
    expect(leadSchema.parse({ ...valid, phone: "", company: "" })).toMatchObject({ phone: "", company: "" });
  });

  it("reports one code per field", () => {
    const result = leadSchema.safeParse({
      name: "x",
      email: "nope",
      phone: "12",
      country: "FR",
      service: "astrology",
      message: "hi",
      consent: false,
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(leadFieldErrors(result.error)).toEqual({
      name: "name_required",
      email: "email_invalid",
      country: "country_required",
      service: "service_required",
      message: "message_too_short",
      consent: "consent_required",
    });
  });

  it("checks the phone against the chosen country", () => {
    const result = leadSchema.safeParse({ ...valid, phone: "0551234567", country: "other" });
    expect(result.success || leadFieldErrors(result.error)).toEqual({ phone: "phone_invalid" });
  });
});
