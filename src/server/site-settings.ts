import "server-only";
import { cacheLife, cacheTag, revalidateTag } from "next/cache";
import { isBuildPhase } from "@/env";
import { bannerShownAt, nextBannerChange, type Banner, type SiteSettings } from "@/lib/validation/site-settings";
import { requireAdmin } from "@/server/auth/current-user";
import { TAGS } from "@/server/cache/tags";
import type { Database } from "@/server/db/client";
import { getDb } from "@/server/db/client";
import { isSchemaBehind, isStoreUnavailable, storeError, StoreUnavailableError, withStore } from "@/server/db/errors";
import {
  DEFAULT_SITE_SETTINGS,
  DEMO_PARTNERS,
  listPartners,
  readSiteSettings,
  writeSiteSettings,
  type Partner,
} from "./site-settings-store";

// The site settings as the public pages read them (cached, tagged settings) and as the dashboard
// saves them; the store itself is site-settings-store.ts.

/** While the database cannot be reached: shown for a short while, then read again. */
const OUTAGE_LIFE = { stale: 30, revalidate: 30, expire: 3600 };
/** After a failed read, how long the public pages use the fallback without trying the database. */
const OUTAGE_PAUSE_MS = 5000;

let lastSettings: SiteSettings | null = null;
let lastPartners: Partner[] | null = null;
let storeDownUntil = 0;
/** Reads under way: a page asks for the settings from several components at once. */
const pending = new Map<string, Promise<unknown>>();

/**
 * A read for the public pages. When the database cannot be reached, every page still renders (with
 * the last settings read here, or the demo values) rather than answering 503: only what needs the
 * database itself (a post) does. That answer is kept for seconds, not days; and for a few seconds
 * no further attempt is made, since every failed one makes the connection pool wait longer before
 * its next try (postgres.js backs off), which the requests that need the database would feel.
 */
async function publicRead<T>(key: string, read: (db: Database) => Promise<T>, fallback: () => T): Promise<T> {
  let value: T;
  try {
    if (Date.now() < storeDownUntil) throw new StoreUnavailableError("recently unreachable");
    let shared = pending.get(key) as Promise<T> | undefined;
    if (!shared) {
      shared = (async () => read(await getDb()))().finally(() => pending.delete(key));
      pending.set(key, shared);
    }
    value = await shared;
  } catch (error) {
    // Tables missing are not an outage: the page is a 503 (withStore's), not the demo settings.
    if (isSchemaBehind(error)) throw storeError(error);
    if (!isStoreUnavailable(error)) throw error;
    storeDownUntil = Math.max(storeDownUntil, Date.now() + OUTAGE_PAUSE_MS);
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
    "settings",
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
    "partners",
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
