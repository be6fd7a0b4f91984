import { EXTRA_SERVICE_SLUGS, SERVICE_SLUGS } from "../../../src/content/service-slugs";
import { MARKETING_ART } from "./services-marketing";
import { SECURITY_ART } from "./services-security";
import { SOFTWARE_ART } from "./services-software";

/**
 * Every service page has an illustration: the twelve, the two with routes of their own, and the
 * cybersecurity overview. The slugs come from the site's content.
 */
export const SERVICE_IMAGE_SLUGS = [...SERVICE_SLUGS, ...EXTRA_SERVICE_SLUGS, "cybersecurity"] as const;
export type ServiceImageSlug = (typeof SERVICE_IMAGE_SLUGS)[number];

/** Each service's illustration, drawn on the 800×540 stage. */
export const SERVICE_ART: Readonly<Record<string, () => string>> = {
  ...SECURITY_ART,
  ...SOFTWARE_ART,
  ...MARKETING_ART,
} satisfies Record<ServiceImageSlug, () => string>;
