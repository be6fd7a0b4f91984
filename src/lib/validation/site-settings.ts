import { z } from "./zod";

/**
 * The site settings the marketing team edits at /dashboard/settings (docs/content.md, "Site settings"): the
 * company's facts, the top banner, the home page's four numbers and the chat widget. One schema,
 * checked in the browser's form, on the server and for the bundled demo values. Error messages are
 * codes, shown in the dashboard's language (messages: dashboard.siteSettings.errors.*).
 *
 * Fields added after the first release have defaults, so that settings stored before them still
 * pass (a stored value that does not pass is replaced by the demo values: site-settings-store.ts).
 */

const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

const text = (max: number) =>
  z
    .string({ error: "required" })
    .trim()
    .max(max, "too_long")
    .refine((value) => !CONTROL_CHARACTERS.test(value), "control_characters");

const requiredText = (max: number) => text(max).refine((value) => value.length > 0, "required");

/** A text in both languages, side by side in the form. */
const bilingual = (max: number, required = true) =>
  z.object({ ar: required ? requiredText(max) : text(max), en: required ? requiredText(max) : text(max) });

/** An international phone number as people read it: "+966 11 410 2200". */
export const PHONE = /^\+[1-9][0-9 ]{6,19}$/;
const phone = requiredText(24).refine((value) => PHONE.test(value), "invalid_phone");

const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
const email = requiredText(254).refine(isEmail, "invalid_email");
/** An address that may be left out (empty: the company's e-mail is used). */
const optionalEmail = text(254).refine((value) => value === "" || isEmail(value), "invalid_email");

/** Digits only, of a given length, or nothing (a number the company has not filled in yet). */
const optionalDigits = (length: number, code: string) =>
  text(length).refine((value) => value === "" || new RegExp(`^[0-9]{${length}}$`).test(value), code);

const isWebAddress = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
};

const webAddress = requiredText(2048).refine(isWebAddress, "invalid_url");
/** A profile or link that may be left out (empty: not shown). */
const optionalWebAddress = text(2048).refine((value) => value === "" || isWebAddress(value), "invalid_url");
/** A page of this site ("/contact?service=…") or a web address. */
const siteLink = requiredText(2048).refine(
  (value) => (value.startsWith("/") && !value.startsWith("//")) || isWebAddress(value),
  "invalid_link",
);

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const optionalDate = z
  .string()
  .trim()
  .refine((value) => value === "" || (DATE.test(value) && !Number.isNaN(Date.parse(value))), "invalid_date");
const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const time = z.string({ error: "required" }).refine((value) => TIME.test(value), "invalid_time");

export const WEEKDAYS = ["Saturday", "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const SOCIAL_NETWORKS = ["linkedin", "x", "instagram", "youtube"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const STAT_SUFFIXES = ["", "+", "%"] as const;
export const STAT_COUNT = 4;

const number = (min: number, max: number) =>
  z.number({ error: "invalid_number" }).min(min, "out_of_range").max(max, "out_of_range");

/**
 * The Saudi National Address (Saudi Post's format) beside the postal address: building number,
 * street, district and additional number; city and postal code are the address's own. Empty until
 * the company fills it in, and then shown in the footer and on the legal pages.
 */
export const nationalAddressSchema = z.object({
  buildingNumber: optionalDigits(4, "invalid_building_number"),
  street: bilingual(120, false),
  district: bilingual(80, false),
  additionalNumber: optionalDigits(4, "invalid_additional_number"),
});

/** A fresh empty National Address each time: objects shared between fields would be edited together. */
export const emptyNationalAddress = () => ({
  buildingNumber: "",
  street: { ar: "", en: "" },
  district: { ar: "", en: "" },
  additionalNumber: "",
});

/**
 * The commercial registration (CR, 10 digits) and VAT registration (15 digits, starting and ending
 * with 3, as ZATCA issues them): empty until the company fills them in. Never invented for the demo.
 */
export const registrationSchema = z.object({
  crNumber: optionalDigits(10, "invalid_cr_number"),
  vatNumber: text(15).refine((value) => value === "" || /^3[0-9]{13}3$/.test(value), "invalid_vat_number"),
});

/** A certification or membership the company holds, shown on the About page when there are any. */
export const certificationSchema = z.object({ name: bilingual(120), url: optionalWebAddress });

export const companySchema = z.object({
  name: bilingual(120),
  shortName: bilingual(60),
  phone,
  whatsapp: phone,
  email,
  /** Where questions about personal data go; empty: the company's e-mail. */
  privacyEmail: optionalEmail.default(""),
  address: z.object({
    street: bilingual(200),
    city: bilingual(80),
    region: bilingual(80),
    postalCode: text(12).refine((value) => /^[A-Za-z0-9 -]*$/.test(value), "invalid_postal_code"),
    country: z.string().refine((value) => /^[A-Z]{2}$/.test(value), "invalid_country"),
    national: nationalAddressSchema.default(emptyNationalAddress),
  }),
  registration: registrationSchema.default(() => ({ crNumber: "", vatNumber: "" })),
  /**
   * Where the website and its data are hosted, as the privacy policy states it ("Saudi Arabia").
   * Settings stored before this field read the demo's value, which the dashboard marks as such.
   */
  hosting: bilingual(160).default(() => ({ ar: "المملكة العربية السعودية", en: "Saudi Arabia" })),
  certifications: z
    .array(certificationSchema)
    .max(12, "too_many")
    .default(() => []),
  geo: z.object({ latitude: number(-90, 90), longitude: number(-180, 180) }),
  mapUrl: webAddress,
  hours: z.object({
    text: bilingual(160),
    closed: bilingual(160, false),
    days: z.array(z.enum(WEEKDAYS, { error: "invalid_day" })).min(1, "required"),
    opens: time,
    closes: time,
  }),
  social: z.object({
    linkedin: optionalWebAddress,
    x: optionalWebAddress,
    instagram: optionalWebAddress,
    youtube: optionalWebAddress,
  }),
});

export const bannerSchema = z
  .object({
    enabled: z.boolean(),
    text: bilingual(200),
    cta: bilingual(60),
    link: siteLink,
    startDate: optionalDate,
    endDate: optionalDate,
  })
  .refine((banner) => !banner.startDate || !banner.endDate || banner.endDate >= banner.startDate, {
    message: "end_before_start",
    path: ["endDate"],
  });

export const statSchema = z.object({
  value: z
    .number({ error: "invalid_number" })
    .int("invalid_number")
    .min(0, "out_of_range")
    .max(1_000_000_000, "out_of_range"),
  suffix: z.enum(STAT_SUFFIXES, { error: "invalid_suffix" }),
  label: bilingual(60),
});

export const chatSchema = z.object({ greeting: bilingual(200), whatsapp: phone });

export const siteSettingsSchema = z.object({
  company: companySchema,
  banner: bannerSchema,
  stats: z.array(statSchema).length(STAT_COUNT, "stat_count"),
  /** Whether the home and About pages show the four numbers (off once the demo's are removed). */
  statsEnabled: z.boolean().default(true),
  chat: chatSchema,
});

export type SiteSettings = z.output<typeof siteSettingsSchema>;
export type Banner = SiteSettings["banner"];
export type Stat = SiteSettings["stats"][number];

/** Field errors by their full path ("company.phone", "stats.2.label.en"): one message per field. */
export function settingsFieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

/** A partner's logo on the home page: name, logo (an upload or bundled file), link and place. */
export const partnerInputSchema = z.object({
  name: requiredText(120),
  logo: requiredText(2048).refine((value) => /^\/[A-Za-z0-9/_.-]*$/.test(value), "invalid_image"),
  url: optionalWebAddress,
  position: z
    .number({ error: "invalid_number" })
    .int("invalid_number")
    .min(0, "out_of_range")
    .max(10_000, "out_of_range"),
});

export type PartnerInput = z.output<typeof partnerInputSchema>;

/** The digits a tel: or wa.me link takes. */
export const phoneDigits = (value: string) => value.replace(/[^0-9]/g, "");

/** The banner's dates are days in Riyadh (UTC+3 all year). */
const dayStart = (day: string) => Date.parse(`${day}T00:00:00+03:00`);
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether the banner is shown at a moment: on, and within its dates (both days included). */
export function bannerShownAt(banner: Banner, now: number): boolean {
  if (!banner.enabled) return false;
  if (banner.startDate && now < dayStart(banner.startDate)) return false;
  if (banner.endDate && now >= dayStart(banner.endDate) + DAY_MS) return false;
  return true;
}

/** When the banner next appears or disappears by its dates (a time in ms), or null if never. */
export function nextBannerChange(banner: Banner, now: number): number | null {
  if (!banner.enabled) return null;
  const moments = [
    banner.startDate ? dayStart(banner.startDate) : null,
    banner.endDate ? dayStart(banner.endDate) + DAY_MS : null,
  ].filter((moment): moment is number => moment !== null && moment > now);
  return moments.length > 0 ? Math.min(...moments) : null;
}
