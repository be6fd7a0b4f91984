import { EXTRA_SERVICE_SLUGS, SERVICE_SLUGS } from "@/content/service-slugs";

/**
 * The contact form's choices, apart from its schema (./lead.ts): the form shows them as the page
 * loads, while the schema's code (Zod) is loaded only once the visitor starts on the form.
 */
export const LEAD_COUNTRIES = ["SA", "AE", "KW", "QA", "BH", "OM", "other"] as const;
/** The free initial security assessment the banner offers: a choice of its own in the form. */
export const ASSESSMENT_SERVICE = "security-assessment";
export const LEAD_SERVICES = [ASSESSMENT_SERVICE, ...SERVICE_SLUGS, ...EXTRA_SERVICE_SLUGS, "other"] as const;
export type LeadService = (typeof LEAD_SERVICES)[number];

/**
 * Addresses that name a page rather than one of the form's choices: the cybersecurity overview's
 * own page (/services/cybersecurity) offers the free initial security assessment.
 */
const SERVICE_ALIASES: Record<string, LeadService> = { cybersecurity: ASSESSMENT_SERVICE };

/** The choice a `?service=` value selects in the form, or null for a value it does not know. */
export function leadServiceFor(value: string | null | undefined): LeadService | null {
  if (!value) return null;
  if ((LEAD_SERVICES as readonly string[]).includes(value)) return value as LeadService;
  return SERVICE_ALIASES[value] ?? null;
}
