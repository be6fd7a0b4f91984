import * as z from "./zod-mini";
import type { ZodCore, ZodInput, ZodOutput } from "./zod-mini";
import { emailSchema } from "./email";
import { LEAD_COUNTRIES, LEAD_SERVICES } from "./lead-choices";
import { GULF_COUNTRIES, isGulfCountry, normalisePhone } from "@/lib/phone";

/** A person takes longer than this to fill in the form; a script posting at once does not. */
export const MIN_FILL_MS = 3000;

/** The contact form, validated the same way in the browser and on the server; messages are codes. */
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
/** The codes whose messages quote example numbers for the chosen country. */
export type PhoneErrorCode = Extract<LeadErrorCode, "phone_invalid" | "phone_needs_country_code">;

/**
 * Characters that show nothing or reorder what follows: controls, zero-width characters, joiners,
 * direction marks, embeddings, overrides and isolates, the soft hyphen, fillers, tag characters.
 * In a name they only serve to disguise it (a right-to-left override turns "gnp.exe" around in
 * the inbox), so single-line fields lose them all.
 */
const INVISIBLE =
  /[\u0000-\u001f\u007f-\u009f\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff9-\ufffb]|\udb40[\udc00-\udc7f]/g;
/**
 * A message keeps line breaks, tabs, and the marks and joiners that mixed Arabic and English text
 * needs (LRM, RLM, ALM, ZWJ, ZWNJ); it loses the other controls, embeddings, overrides and isolates.
 */
const HIDDEN_IN_TEXT =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200b\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]|\udb40[\udc00-\udc7f]/g;

export const stripInvisible = (value: string) => value.replace(INVISIBLE, "");
export const stripHiddenFromText = (value: string) => value.replace(HIDDEN_IN_TEXT, "");

/** A single-line text field: invisible characters removed, then trimmed. */
const line = (params?: { error: string }) => z.string(params).check(z.overwrite(stripInvisible), z.trim());

const leadFields = z.object({
  name: line({ error: "name_required" }).check(z.minLength(2, "name_required"), z.maxLength(120, "name_too_long")),
  email: z.pipe(z.string({ error: "email_required" }).check(z.overwrite(stripInvisible)), emailSchema),
  phone: z._default(line(), ""),
  company: z._default(line().check(z.maxLength(160, "company_too_long")), ""),
  country: z.enum(LEAD_COUNTRIES, { error: "country_required" }),
  service: z.enum(LEAD_SERVICES, { error: "service_required" }),
  message: z
    .string({ error: "message_too_short" })
    .check(
      z.overwrite(stripHiddenFromText),
      z.trim(),
      z.minLength(10, "message_too_short"),
      z.maxLength(5000, "message_too_long"),
    ),
  consent: z.pipe(
    z.transform((value: unknown) => value === true || value === "on" || value === "true"),
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

export const leadSchema = z.pipe(
  leadFields.check(
    z.superRefine(
      (lead, context) => {
        const problem = phoneProblem(lead.phone, lead.country);
        if (problem) context.addIssue({ code: "custom", path: ["phone"], message: problem, input: lead.phone });
      },
      // Checked even when other fields are wrong, so that every problem is reported at once.
      { when: () => true },
    ),
  ),
  z.transform((lead) =>
    lead.phone ? { ...lead, phone: normalisePhone(lead.phone, lead.country) ?? lead.phone } : lead,
  ),
);

/** The problem with one field as the visitor leaves it, judged with the other values (the phone needs the country). */
export function leadFieldError(field: LeadField, values: Record<string, unknown>): LeadErrorCode | undefined {
  if (field === "phone") return phoneProblem(values.phone, values.country) ?? undefined;
  const result = leadFields.shape[field].safeParse(values[field]);
  return result.success ? undefined : (result.error.issues[0]?.message as LeadErrorCode | undefined);
}

export type LeadInput = ZodInput<typeof leadSchema>;
export type ValidLead = ZodOutput<typeof leadSchema>;
export type LeadFieldErrors = Partial<Record<keyof ValidLead, LeadErrorCode>>;

export function leadFieldErrors(error: ZodCore.$ZodError): LeadFieldErrors {
  const errors: LeadFieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as keyof ValidLead | undefined;
    if (field && !errors[field]) errors[field] = issue.message as LeadErrorCode;
  }
  return errors;
}
