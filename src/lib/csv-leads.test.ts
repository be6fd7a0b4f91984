import { describe, expect, it } from "vitest";
import ar from "../../messages/ar.json";
import en from "../../messages/en.json";
import { leadsCsv, riyadhTimestamp, type ExportedLead } from "./csv-leads";

const lead: ExportedLead = {
  id: 7,
  createdAt: "2026-11-23T11:05:30.000Z",
  status: "in_progress",
  spam: false,
  name: "نورة العتيبي",
  email: "noura@example.sa",
  phone: "+966551234567",
  company: "",
  country: "SA",
  service: "network-security",
  message: "نرغب في تقييم أمني.",
  locale: "ar",
  sourcePage: `/services/${encodeURIComponent("شبكات")}`,
  notifiedAt: "2026-11-23T21:30:00.000Z",
};

const rows = (csv: string) =>
  csv
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");

describe("riyadhTimestamp", () => {
  it("writes Riyadh wall-clock time with its offset, across midnight", () => {
    expect(riyadhTimestamp("2026-11-23T11:05:30.000Z")).toBe("2026-11-23 14:05 +03:00");
    expect(riyadhTimestamp("2026-11-23T21:30:00.000Z")).toBe("2026-11-24 00:30 +03:00");
    expect(riyadhTimestamp(null)).toBe("");
    expect(riyadhTimestamp("not a date")).toBe("");
  });
});

describe("leadsCsv", () => {
  it("writes English words for an English-speaking exporter", () => {
    const [header, row] = rows(leadsCsv([lead], en));
    expect(header).toBe(
      '"ID","Received","Status","Spam","Name","Email","Phone","Company","Country","Service","Message","Page language","Sent from","Emailed to the team"',
    );
    expect(row).toBe(
      `"7","2026-11-23 14:05 +03:00","In progress","No","نورة العتيبي","noura@example.sa","\u200E+966551234567","","Saudi Arabia","Network Security","نرغب في تقييم أمني.","Arabic","/services/شبكات","2026-11-24 00:30 +03:00"`,
    );
  });

  it("writes Arabic words for an Arabic-speaking exporter", () => {
    const [header, row] = rows(leadsCsv([{ ...lead, spam: true, service: "other", country: "other" }], ar));
    expect(header).toContain('"الرقم","تاريخ الاستلام","الحالة","رسالة مزعجة"');
    expect(row).toContain('"قيد المتابعة","نعم"');
    expect(row).toContain('"دولة أخرى","خدمة أخرى"');
    expect(row).toContain('"العربية"');
  });

  it("names the free security assessment as the form and the banner do", () => {
    const [, arabicRow] = rows(leadsCsv([{ ...lead, service: "security-assessment" }], ar));
    expect(arabicRow).toContain('"تقييم أمني مبدئي مجاني"');
    const [, englishRow] = rows(leadsCsv([{ ...lead, service: "security-assessment" }], en));
    expect(englishRow).toContain('"Free initial security assessment"');
  });

  it("keeps codes it has no words for", () => {
    const [, row] = rows(leadsCsv([{ ...lead, country: "EG", service: "quantum", locale: "fr" }], en));
    expect(row).toContain('"EG","quantum"');
    expect(row).toContain('"fr"');
  });
});
