/** The twelve generic service pages (docs/decisions.md, decision 34). */
export const SERVICE_SLUGS = [
  "application-security",
  "digital-marketing",
  "endpoint-security",
  "erp",
  "graphic-design",
  "information-security",
  "mobile-dev",
  "network-security",
  "operation-security",
  "promotional-video",
  "web-app-dev",
  "web-dev",
] as const;
export type ServiceSlug = (typeof SERVICE_SLUGS)[number];

/** Services presented together on the cybersecurity overview and reachable under /services/cybersecurity/{slug}. */
export const SECURITY_SLUGS = [
  "network-security",
  "endpoint-security",
  "application-security",
  "operation-security",
  "information-security",
] as const satisfies readonly ServiceSlug[];

/** Dedicated service pages with their own routes, using the same content shape. */
export const EXTRA_SERVICE_SLUGS = ["seo", "chatbot"] as const;
export type ExtraServiceSlug = (typeof EXTRA_SERVICE_SLUGS)[number];

export function isServiceSlug(value: string): value is ServiceSlug {
  return (SERVICE_SLUGS as readonly string[]).includes(value);
}
