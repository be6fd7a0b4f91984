import { z } from "zod";
import { EXTRA_SERVICE_SLUGS, SERVICE_SLUGS } from "@/content/service-slugs";
import { normalisePhone } from "@/lib/phone";

/** The contact form, validated the same way in the browser and on the server; messages are codes. */
export const LEAD_COUNTRIES = ["SA", "AE", "KW", "QA", "BH", "OM", "other"] as const;
export const LEAD_SERVICES = [...SERVICE_SLUGS, ...EXTRA_SERVICE_SLUGS, "other"] as const;
export type LeadService = (typeof LEAD_SERVICES)[number];

export type LeadErrorCode =
  | "name_required"
  | "name_too_long"
  | "email_required"
  | "email_invalid"
  | "phone_invalid"
  | "company_too_long"
  | "country_required"
  | "service_required"
  | "message_too_short"
  | "message_too_long"
  | "consent_required";

export const leadSchema = z
  .object({
    name: z.string({ error: "name_required" }).trim().min(2, "name_required").max(120, "name_too_long"),
    email: z
      .string({ error: "email_required" })
      .trim()
      .min(1, "email_required")
      .max(254, "email_invalid")
      .pipe(z.email("email_invalid")),
    phone: z.string().trim().max(30, "phone_invalid").default(""),
    company: z.string().trim().max(160, "company_too_long").default(""),
    country: z.enum(LEAD_COUNTRIES, { error: "country_required" }),
    service: z.enum(LEAD_SERVICES, { error: "service_required" }),
    message: z.string({ error: "message_too_short" }).trim().min(10, "message_too_short").max(5000, "message_too_long"),
    consent: z.preprocess(
      (value) => value === true || value === "on" || value === "true",
      z.literal(true, { error: "consent_required" }),
    ),
  })
  .transform((lead, context) => {
    if (!lead.phone) return lead;
    const phone = normalisePhone(lead.phone, lead.country);
    if (!phone) {
      context.addIssue({ code: "custom", path: ["phone"], message: "phone_invalid" });
      return z.NEVER;
    }
    return { ...lead, phone };
  });

export type LeadInput = z.input<typeof leadSchema>;
export type ValidLead = z.output<typeof leadSchema>;
export type LeadFieldErrors = Partial<Record<keyof ValidLead, LeadErrorCode>>;

export function leadFieldErrors(error: z.ZodError): LeadFieldErrors {
  const errors: LeadFieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as keyof ValidLead | undefined;
    if (field && !errors[field]) errors[field] = issue.message as LeadErrorCode;
  }
  return errors;
}
