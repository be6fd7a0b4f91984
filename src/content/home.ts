import { SERVICE_SLUGS, type ServiceSlug } from "./service-slugs";

/** Home page items: text lives in the messages under the given keys. */

export type HomeServiceItem = {
  /** Translation base: services.{key}.title and services.{key}.content. */
  key: ServiceSlug;
  img: string;
  slug: ServiceSlug;
};

export const HOME_SERVICES: readonly HomeServiceItem[] = SERVICE_SLUGS.map((slug) => ({
  key: slug,
  img: `/tech-services/${slug}.jpg`,
  slug,
}));

export const B2B_ITEMS = [
  { key: "managed-it", imgPath: "/solutions/managed-it.jpg" },
  { key: "digital-transformation", imgPath: "/solutions/digital-transformation.jpg" },
  { key: "dedicated-teams", imgPath: "/solutions/dedicated-teams.jpg" },
  { key: "systems-integration", imgPath: "/solutions/systems-integration.jpg" },
] as const;
export type B2BItemKey = (typeof B2B_ITEMS)[number]["key"];

export const CONTRACT_CARDS = ["contract", "terms", "privacy"] as const;
export type ContractCardKey = (typeof CONTRACT_CARDS)[number];

/**
 * Spec §9 "Home stats": how each of the four numbers counts up (durations and start delays). The
 * numbers and their labels are site settings (src/server/site-settings.ts).
 */
export const STAT_ANIMATIONS = [
  { durationMs: 2000, delayMs: 0 },
  { durationMs: 2000, delayMs: 1000 },
  { durationMs: 2500, delayMs: 1200 },
  { durationMs: 3000, delayMs: 1500 },
] as const;

/** Spec §9: partner marquee speed. */
export const PARTNER_MARQUEE_SPEED = 50;
