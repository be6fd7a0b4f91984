import { SERVICE_SLUGS, type ServiceSlug } from "./service-slugs";

/** Home page items (spec §3 "Home page items"): text lives in the messages under the given keys. */

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

export const PARTNERS = [
  { key: "falak-cloud", name: "Falak Cloud", logo: "/partners/falak-cloud.svg" },
  { key: "sahab-data", name: "Sahab Data", logo: "/partners/sahab-data.svg" },
  { key: "rimal-systems", name: "Rimal Systems", logo: "/partners/rimal-systems.svg" },
  { key: "qimma-labs", name: "Qimma Labs", logo: "/partners/qimma-labs.svg" },
  { key: "wahat-pay", name: "Wahat Pay", logo: "/partners/wahat-pay.svg" },
] as const;

/** Spec §9 "Home stats": targets, count durations and start delays. */
export const STATS = [
  { key: "conferences", target: 30, durationMs: 2000, delayMs: 0, suffix: "" },
  { key: "clients", target: 120, durationMs: 2000, delayMs: 1000, suffix: "" },
  { key: "satisfaction", target: 98, durationMs: 2500, delayMs: 1200, suffix: "%" },
  { key: "sessions", target: 820, durationMs: 3000, delayMs: 1500, suffix: "" },
] as const;
export type StatKey = (typeof STATS)[number]["key"];

/** Spec §9: partner marquee speed. */
export const PARTNER_MARQUEE_SPEED = 50;
