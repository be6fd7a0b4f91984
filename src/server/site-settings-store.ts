import "server-only";
import { asc, count, eq } from "drizzle-orm";
import { z } from "zod";
import {
  partnerInputSchema,
  siteSettingsSchema,
  type PartnerInput,
  type SiteSettings,
} from "@/lib/validation/site-settings";
import type { Database } from "@/server/db/client";
import { partners, settings } from "@/server/db/schema";
import demo from "@/server/db/seed/site-settings.json";

/**
 * The site settings the marketing team edits (docs/content.md, "Site settings"; docs/decisions.md,
 * decision 7): company facts, banner, home numbers and chat widget in the settings table, and the
 * partner logos in their own table. The demo values (src/server/db/seed/site-settings.json) are
 * seeded on the first start, like the demo posts.
 */
export const SITE_SETTINGS_KEY = "content:site";

export const DEFAULT_SITE_SETTINGS: SiteSettings = siteSettingsSchema.parse(demo.settings);
export const DEMO_PARTNERS: PartnerInput[] = z.array(partnerInputSchema).parse(demo.partners);

export type Partner = PartnerInput & { id: number; demo: boolean };

export async function readSiteSettings(db: Pick<Database, "select">): Promise<SiteSettings> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, SITE_SETTINGS_KEY));
  if (!row) return DEFAULT_SITE_SETTINGS;
  const parsed = siteSettingsSchema.safeParse(JSON.parse(row.value));
  // A stored value that no longer passes the schema (an older shape) is not shown half-broken.
  return parsed.success ? parsed.data : DEFAULT_SITE_SETTINGS;
}

export async function writeSiteSettings(db: Pick<Database, "insert">, value: SiteSettings): Promise<void> {
  const stored = JSON.stringify(siteSettingsSchema.parse(value));
  await db
    .insert(settings)
    .values({ key: SITE_SETTINGS_KEY, value: stored })
    .onConflictDoUpdate({ target: settings.key, set: { value: stored, updatedAt: new Date() } });
}

const partnerColumns = {
  id: partners.id,
  name: partners.name,
  logo: partners.logo,
  url: partners.url,
  position: partners.position,
  demo: partners.demo,
};

/** The partners in the strip's order. */
export async function listPartners(db: Database): Promise<Partner[]> {
  return db.select(partnerColumns).from(partners).orderBy(asc(partners.position), asc(partners.id));
}

export async function createPartner(db: Database, input: PartnerInput, options: { demo?: boolean } = {}) {
  const [created] = await db
    .insert(partners)
    .values({ ...input, demo: options.demo ?? false })
    .returning(partnerColumns);
  return created as Partner;
}

/** Saving a partner makes it the company's own: it is no longer marked as demo content. */
export async function updatePartner(db: Database, id: number, input: PartnerInput): Promise<Partner | null> {
  const [updated] = await db
    .update(partners)
    .set({ ...input, demo: false, updatedAt: new Date() })
    .where(eq(partners.id, id))
    .returning(partnerColumns);
  return updated ?? null;
}

export async function deletePartner(db: Database, id: number): Promise<Partner | null> {
  const [deleted] = await db.delete(partners).where(eq(partners.id, id)).returning(partnerColumns);
  return deleted ?? null;
}

/**
 * On the first start (no settings stored yet): stores the demo settings, and the demo partners,
 * marked as such, unless partners exist. Later starts change nothing, so a strip an admin emptied
 * stays empty. Returns whether it seeded.
 */
export async function seedSiteSettings(
  db: Database,
  values: SiteSettings = DEFAULT_SITE_SETTINGS,
  demoPartners: PartnerInput[] = DEMO_PARTNERS,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(settings)
      .values({ key: SITE_SETTINGS_KEY, value: JSON.stringify(values) })
      .onConflictDoNothing()
      .returning({ key: settings.key });
    if (inserted.length === 0) return false;
    const [existing] = await tx.select({ total: count() }).from(partners);
    if (!existing?.total)
      for (const partner of demoPartners) await tx.insert(partners).values({ ...partner, demo: true });
    return true;
  });
}
