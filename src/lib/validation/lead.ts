import * as z from "./zod-mini";
import type { ZodCore, ZodInput, ZodOutput } from "./zod-mini";
import { emailSchema } from "./email";
import { ASSESSMENT_SERVICE, LEAD_COUNTRIES, LEAD_SERVICES } from "./lead-choices";
import { GULF_COUNTRIES, isGulfCountry, normalisePhone } from "@/lib/phone";

/** A person takes longer than this to fill in the form; a script posting at once does not. */
export const MIN_FILL_MS = 3000;

/** A slot's start as the form sends it: an ISO time in UTC, on the minute. */
const SLOT = /^(?:\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z)?$/;

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
  | "consent_required"
  | "slot_required"
  | "slot_invalid"
  | "slot_taken";
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
  // Its least length depends on the service (messageProblem): a booked assessment needs none.
  message: z
    .string({ error: "message_too_short" })
    .check(z.overwrite(stripHiddenFromText), z.trim(), z.maxLength(5000, "message_too_long")),
  /** The free assessment's slot, as the contact form lists them (an ISO start time in UTC), or "". */
  slot: z._default(z.string().check(z.regex(SLOT, "slot_invalid")), ""),
  consent: z.pipe(
    z.transform((value: unknown) => value === true || value === "on" || value === "true"),
    z.literal(true, { error: "consent_required" }),
  ),
});

export type LeadField = keyof typeof leadFields.shape;

/** Whether a submission books the free assessment: its service, with a slot chosen. */
export const isBooking = (values: { service?: unknown; slot?: unknown }) =>
  values.service === ASSESSMENT_SERVICE && typeof values.slot === "string" && values.slot !== "";

/** A message says at least a sentence, unless it comes with a booked assessment (then it is optional). */
function messageProblem(values: Record<string, unknown>): "message_too_short" | null {
  const message = typeof values.message === "string" ? stripHiddenFromText(values.message).trim() : "";
  return message.length < 10 && !isBooking(values) ? "message_too_short" : null;
}

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
        const short = messageProblem(lead);
        if (short) context.addIssue({ code: "custom", path: ["message"], message: short, input: lead.message });
      },
      // Checked even when other fields are wrong, so that every problem is reported at once.
      { when: () => true },
    ),
  ),
  z.transform((lead) => ({
    ...lead,
    phone: lead.phone ? (normalisePhone(lead.phone, lead.country) ?? lead.phone) : lead.phone,
    // A slot means something only with the assessment.
    slot: lead.service === ASSESSMENT_SERVICE ? lead.slot : "",
  })),
);

/** The problem with one field as the visitor leaves it, judged with the other values (the phone needs the country). */
export function leadFieldError(field: LeadField, values: Record<string, unknown>): LeadErrorCode | undefined {
  if (field === "phone") return phoneProblem(values.phone, values.country) ?? undefined;
  const result = leadFields.shape[field].safeParse(values[field]);
  if (!result.success) return result.error.issues[0]?.message as LeadErrorCode | undefined;
  return field === "message" ? (messageProblem(values) ?? undefined) : undefined;
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
