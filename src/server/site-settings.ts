import "server-only";
import { asc, count, eq } from "drizzle-orm";
import { cacheLife, cacheTag, revalidateTag } from "next/cache";
import { z } from "zod";
import { isBuildPhase } from "@/env";
import {
  bannerShownAt,
  nextBannerChange,
  partnerInputSchema,
  type Banner,
  siteSettingsSchema,
  type PartnerInput,
  type SiteSettings,
} from "@/lib/validation/site-settings";
import { requireAdmin } from "@/server/auth/current-user";
import { TAGS } from "@/server/cache/tags";
import type { Database } from "@/server/db/client";
import { getDb } from "@/server/db/client";
import { isStoreUnavailable, withStore } from "@/server/db/errors";
import { partners, settings } from "@/server/db/schema";
import demo from "@/server/db/seed/site-settings.json";

/**
 * The site settings the marketing team edits (DESIGN.md decision 15): company facts, banner, home
 * numbers and chat widget in the settings table, and the partner logos in their own table. The demo
 * values (src/server/db/seed/site-settings.json) are seeded on the first start, like the demo posts.
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

export async function writeSiteSettings(db: Database, value: SiteSettings): Promise<void> {
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

/** While the database cannot be reached: shown for a short while, then read again. */
const OUTAGE_LIFE = { stale: 30, revalidate: 30, expire: 3600 };

let lastSettings: SiteSettings | null = null;
let lastPartners: Partner[] | null = null;

/**
 * A read for the public pages. When the database cannot be reached, every page still renders (with
 * the last settings read here, or the demo values) rather than answering 503: only what needs the
 * database itself (a post) does. That answer is kept for seconds, not days.
 */
async function publicRead<T>(read: (db: Database) => Promise<T>, fallback: () => T): Promise<T> {
  let value: T;
  try {
    value = await read(await getDb());
  } catch (error) {
    if (!isStoreUnavailable(error)) throw error;
    cacheLife(OUTAGE_LIFE);
    return fallback();
  }
  cacheLife("days");
  return value;
}

/**
 * The settings for the public site, cached until a save (on every instance). While `next build`
 * prerenders, the demo values: server.mjs expires them when it starts, so each prerendered page is
 * rendered again from the stored settings at its first request.
 */
export async function getSiteSettings(): Promise<SiteSettings> {
  "use cache";
  cacheTag(TAGS.settings);
  if (isBuildPhase()) {
    cacheLife("days");
    return DEFAULT_SITE_SETTINGS;
  }
  return publicRead(
    async (db) => (lastSettings = await readSiteSettings(db)),
    () => lastSettings ?? DEFAULT_SITE_SETTINGS,
  );
}

/** The partner logos for the home page, in order; none hides the strip. */
export async function getPartners(): Promise<Partner[]> {
  "use cache";
  cacheTag(TAGS.settings);
  if (isBuildPhase()) {
    cacheLife("days");
    return DEMO_PARTNERS.map((partner, index) => ({ ...partner, id: -(index + 1), demo: true }));
  }
  return publicRead(
    async (db) => (lastPartners = await listPartners(db)),
    () => lastPartners ?? [],
  );
}

/**
 * The banner if it is shown now, cached until its dates next change it (the page around it is then
 * rendered again) or the settings are saved.
 */
export async function getActiveBanner(): Promise<Banner | null> {
  "use cache";
  cacheTag(TAGS.settings);
  const { banner } = await getSiteSettings();
  const now = Date.now();
  const next = nextBannerChange(banner, now);
  if (next === null) cacheLife("days");
  else {
    const seconds = Math.max(60, Math.ceil((next - now) / 1000));
    cacheLife({ stale: 60, revalidate: seconds, expire: Math.max(seconds * 2, 86_400) });
  }
  return bannerShownAt(banner, now) ? banner : null;
}

/** After any settings write: every page showing settings is fresh at the next request. */
export function settingsChanged(): void {
  revalidateTag(TAGS.settings, { expire: 0 });
}

export async function saveSiteSettings(db: Database, value: SiteSettings): Promise<void> {
  await writeSiteSettings(db, value);
  settingsChanged();
}

/** The settings and partners as stored, for /dashboard/settings: administrators only. */
export async function siteSettingsForDashboard(
  loginPath: string,
): Promise<{ settings: SiteSettings; partners: Partner[] }> {
  await requireAdmin(loginPath);
  return withStore(async () => {
    const db = await getDb();
    return { settings: await readSiteSettings(db), partners: await listPartners(db) };
  });
}
