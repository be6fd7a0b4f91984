import "server-only";
import { cacheLife, cacheTag, revalidateTag } from "next/cache";
import accessibility from "@/content/legal/accessibility.json";
import privacy from "@/content/legal/privacy.json";
import terms from "@/content/legal/terms.json";
import { LEGAL_PAGES, legalDocumentSchema, type LegalDocument, type LegalPageKind } from "@/lib/validation/legal";
import { isBuildPhase } from "@/env";
import { requireAdmin } from "@/server/auth/current-user";
import { TAGS } from "@/server/cache/tags";
import type { Database } from "@/server/db/client";
import { getDb } from "@/server/db/client";
import { withStore } from "@/server/db/errors";
import { settings } from "@/server/db/schema";
import { eq } from "drizzle-orm";

/**
 * The privacy policy, terms and accessibility statement: content the team edits in the dashboard
 * (settings), kept in the settings table. Until someone edits a page, the text bundled with the site
 * (src/content/legal) is shown.
 */
export const DEFAULT_LEGAL_PAGES: Record<LegalPageKind, LegalDocument> = {
  privacy: legalDocumentSchema.parse(privacy),
  terms: legalDocumentSchema.parse(terms),
  accessibility: legalDocumentSchema.parse(accessibility),
};

const settingKey = (kind: LegalPageKind) => `content:legal:${kind}`;

export async function readLegalPage(db: Database, kind: LegalPageKind): Promise<LegalDocument> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, settingKey(kind)));
  if (!row) return DEFAULT_LEGAL_PAGES[kind];
  const parsed = legalDocumentSchema.safeParse(JSON.parse(row.value));
  // A stored value that no longer passes the schema is not shown half-broken: the bundled text is.
  return parsed.success ? parsed.data : DEFAULT_LEGAL_PAGES[kind];
}

export async function writeLegalPage(db: Database, kind: LegalPageKind, document: LegalDocument): Promise<void> {
  const value = JSON.stringify(document);
  await db
    .insert(settings)
    .values({ key: settingKey(kind), value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
}

/** A legal page for the public site, cached until the settings change (on every instance). */
export async function getLegalPage(kind: LegalPageKind): Promise<LegalDocument> {
  "use cache";
  cacheTag(TAGS.settings);
  cacheLife("days");
  // The build never opens the database: the bundled text, made again from the stored one at start.
  if (isBuildPhase()) return DEFAULT_LEGAL_PAGES[kind];
  return withStore(async () => readLegalPage(await getDb(), kind));
}

/** Saves a legal page and refreshes every page that shows settings. */
export async function saveLegalPage(db: Database, kind: LegalPageKind, document: LegalDocument): Promise<void> {
  await writeLegalPage(db, kind, document);
  revalidateTag(TAGS.settings, { expire: 0 });
}

/** Every legal page as stored (or bundled), for /dashboard/settings: administrators only. */
export async function legalPagesForDashboard(loginPath: string): Promise<Record<LegalPageKind, LegalDocument>> {
  await requireAdmin(loginPath);
  return withStore(async () => {
    const db = await getDb();
    const entries = await Promise.all(LEGAL_PAGES.map(async (kind) => [kind, await readLegalPage(db, kind)] as const));
    return Object.fromEntries(entries) as Record<LegalPageKind, LegalDocument>;
  });
}
