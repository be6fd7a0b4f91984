import { describe, expect, it } from "vitest";
import { leadFieldError, leadFieldErrors, leadSchema, phoneProblem } from "./lead";

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

  it("accepts the free security assessment as the service asked about", () => {
    expect(leadSchema.parse({ ...valid, service: "security-assessment" }).service).toBe("security-assessment");
  });

  it("books the assessment with a slot, and then needs no message; any other service drops the slot", () => {
    const slot = "2026-12-06T06:00:00.000Z";
    const booking = { ...valid, service: "security-assessment", slot, message: "" };
    expect(leadSchema.parse(booking)).toMatchObject({ slot, message: "" });
    expect(leadFieldError("message", booking)).toBeUndefined();
    const unbooked = leadSchema.safeParse({ ...booking, slot: "" });
    expect(unbooked.success ? {} : leadFieldErrors(unbooked.error)).toEqual({ message: "message_too_short" });
    expect(leadFieldError("message", { ...booking, slot: "" })).toBe("message_too_short");
    expect(leadSchema.parse({ ...valid, slot }).slot).toBe("");
    const odd = leadSchema.safeParse({ ...booking, slot: "next Sunday" });
    expect(odd.success ? {} : leadFieldErrors(odd.error)).toEqual({ slot: "slot_invalid" });
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
      phone: "phone_invalid",
      country: "country_required",
      service: "service_required",
      message: "message_too_short",
      consent: "consent_required",
    });
  });

  it("checks the phone against the chosen country", () => {
    const abroad = leadSchema.safeParse({ ...valid, phone: "0551234567", country: "other" });
    expect(abroad.success || leadFieldErrors(abroad.error)).toEqual({ phone: "phone_needs_country_code" });
    const kuwait = leadSchema.safeParse({ ...valid, phone: "0551234567", country: "KW" });
    expect(kuwait.success || leadFieldErrors(kuwait.error)).toEqual({ phone: "phone_invalid" });
    expect(leadSchema.parse({ ...valid, phone: "+44 20 7946 0958", country: "other" }).phone).toBe("+442079460958");
  });

  it("reports a wrong phone together with the other problems, not after them", () => {
    const result = leadSchema.safeParse({ ...valid, name: "", message: "", phone: "12345" });
    expect(result.success || leadFieldErrors(result.error)).toEqual({
      name: "name_required",
      phone: "phone_invalid",
      message: "message_too_short",
    });
  });

  it("leaves a local number alone until a country is chosen, asking for the country first", () => {
    const result = leadSchema.safeParse({ ...valid, country: "", phone: "0551234567" });
    expect(result.success || leadFieldErrors(result.error)).toEqual({ country: "country_required" });
  });
});

describe("leadFieldError", () => {
  it("checks one field as the visitor leaves it", () => {
    expect(leadFieldError("name", { name: "N" })).toBe("name_required");
    expect(leadFieldError("name", { name: "Noura" })).toBeUndefined();
    expect(leadFieldError("email", { email: "noura@" })).toBe("email_invalid");
    expect(leadFieldError("message", { message: "short" })).toBe("message_too_short");
    expect(leadFieldError("consent", { consent: false })).toBe("consent_required");
    expect(leadFieldError("country", { country: "" })).toBe("country_required");
  });

  it("reads the phone with the country chosen so far", () => {
    expect(leadFieldError("phone", { phone: "12", country: "" })).toBe("phone_invalid");
    expect(leadFieldError("phone", { phone: "055 123 4567", country: "" })).toBeUndefined();
    expect(leadFieldError("phone", { phone: "055 123 4567", country: "SA" })).toBeUndefined();
    expect(leadFieldError("phone", { phone: "5012 3456", country: "KW" })).toBeUndefined();
    expect(leadFieldError("phone", { phone: "055 123 4567", country: "KW" })).toBe("phone_invalid");
    expect(leadFieldError("phone", { phone: "055 123 4567", country: "other" })).toBe("phone_needs_country_code");
    expect(leadFieldError("phone", { phone: "", country: "other" })).toBeUndefined();
  });

  it("refuses what is too long to be a phone number", () => {
    expect(phoneProblem("+966 55 123 4567 ".repeat(3), "SA")).toBe("phone_invalid");
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
