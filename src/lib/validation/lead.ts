import { z } from "zod";
import { EXTRA_SERVICE_SLUGS, SERVICE_SLUGS } from "@/content/service-slugs";
import { GULF_COUNTRIES, isGulfCountry, normalisePhone } from "@/lib/phone";

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
  | "phone_needs_country_code"
  | "company_too_long"
  | "country_required"
  | "service_required"
  | "message_too_short"
  | "message_too_long"
  | "consent_required";

const leadFields = z.object({
  name: z.string({ error: "name_required" }).trim().min(2, "name_required").max(120, "name_too_long"),
  email: z
    .string({ error: "email_required" })
    .trim()
    .min(1, "email_required")
    .max(254, "email_invalid")
    .pipe(z.email("email_invalid")),
  phone: z.string().trim().default(""),
  company: z.string().trim().max(160, "company_too_long").default(""),
  country: z.enum(LEAD_COUNTRIES, { error: "country_required" }),
  service: z.enum(LEAD_SERVICES, { error: "service_required" }),
  message: z.string({ error: "message_too_short" }).trim().min(10, "message_too_short").max(5000, "message_too_long"),
  consent: z.preprocess(
    (value) => value === true || value === "on" || value === "true",
    z.literal(true, { error: "consent_required" }),
  ),
});

export type LeadField = keyof typeof leadFields.shape;

/**
 * What is wrong with the phone number (optional) for the chosen country, if anything. Local
 * forms are read with the country; while no country is chosen, a number that is valid in some
 * Gulf country is left alone (the country's own error comes first); outside the Gulf, the
 * number needs its country code.
 */
export function phoneProblem(phone: unknown, country: unknown): "phone_invalid" | "phone_needs_country_code" | null {
  const number = typeof phone === "string" ? phone.trim() : "";
  const chosen = typeof country === "string" ? country : "";
  if (!number) return null;
  if (number.length > 30) return "phone_invalid";
  if (normalisePhone(number, chosen)) return null;
  const localSomewhere = GULF_COUNTRIES.some((gulf) => normalisePhone(number, gulf));
  if (localSomewhere && chosen === "other") return "phone_needs_country_code";
  if (localSomewhere && !isGulfCountry(chosen)) return null;
  return "phone_invalid";
}

export const leadSchema = leadFields
  .superRefine(
    (lead, context) => {
      const problem = phoneProblem(lead.phone, lead.country);
      if (problem) context.addIssue({ code: "custom", path: ["phone"], message: problem });
    },
    // Checked even when other fields are wrong, so that every problem is reported at once.
    { when: () => true },
  )
  .transform((lead) =>
    lead.phone ? { ...lead, phone: normalisePhone(lead.phone, lead.country) ?? lead.phone } : lead,
  );

/** The problem with one field as the visitor leaves it, judged with the other values (the phone needs the country). */
export function leadFieldError(field: LeadField, values: Record<string, unknown>): LeadErrorCode | undefined {
  if (field === "phone") return phoneProblem(values.phone, values.country) ?? undefined;
  const result = leadFields.shape[field].safeParse(values[field]);
  return result.success ? undefined : (result.error.issues[0]?.message as LeadErrorCode | undefined);
}

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
