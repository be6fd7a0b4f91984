/**
 * What about the company is not content (docs/decisions.md, decisions 1 and 7): the logo files, the
 * founding year, the markets served (each named in messages/{ar,en}.json) and the price range. The
 * facts the marketing team edits — names, phones, e-mail, address, hours, social profiles, banner,
 * home numbers, partners, chat — are site settings in the database (/dashboard/settings), seeded
 * from src/server/db/seed/site-settings.json.
 */
export const siteConfig = {
  foundingYear: 2022,
  logo: "/brand/logo.svg",
  logoMark: "/brand/logo-mark.svg",
  logoPng: "/brand/logo-512.png",
  markets: ["SA", "AE", "KW", "QA", "BH", "OM"] as const,
  priceRange: "$$",
} as const;

export type Market = (typeof siteConfig.markets)[number];
