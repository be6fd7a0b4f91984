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

describe("invisible characters", () => {
  it("are removed from names and other single-line fields", () => {
    const parsed = leadSchema.parse({
      ...valid,
      name: "\u202eexe.gnp\u202c Noura\u200b\u200d\u2066\u00ad",
      company: "\ufeffAl\u200cUfuq\u2069",
      email: "noura\u200b@example.sa",
    });
    expect(parsed.name).toBe("exe.gnp Noura");
    expect(parsed.company).toBe("AlUfuq");
    expect(parsed.email).toBe("noura@example.sa");
  });

  it("leave a name that was nothing else empty, so it is refused", () => {
    expect(leadFieldErrors(leadSchema.safeParse({ ...valid, name: "\u200b\u200b\u202e\u200f" }).error!)).toEqual({
      name: "name_required",
    });
  });

  it("keep the line breaks and direction marks a message needs, not overrides", () => {
    const parsed = leadSchema.parse({ ...valid, message: "Line one\nسطر \u200fثانٍ\u202e hidden\u2066\u0007 end" });
    expect(parsed.message).toBe("Line one\nسطر \u200fثانٍ hidden end");
  });
});
