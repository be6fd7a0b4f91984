import "server-only";
import { and, eq, ne, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { posts } from "@/server/db/schema";
import { latestRevision, revisionAtVersion } from "./revisions";
import { asLocale, iso } from "./rows";
import type { Transaction } from "./translations";
import type { TranslationStatus } from "./types";

/**
 * Translations kept in step. Each post remembers the version of its linked translation it was last
 * brought in step with (saved, or marked up to date); a newer version of the translation makes it
 * "may be out of date". A save that brings an out-of-date post in step does not in turn mark its
 * translation out of date: it caught up, it did not move ahead (unless both had moved on).
 */

/**
 * For the post list: whether the row's post is behind its linked translation. Written out with the
 * table's name: drizzle leaves columns unqualified in single-table queries, where the subquery's
 * own table would answer for them.
 */
export const translationOutOfDateSql: SQL<boolean> = sql<boolean>`("posts"."translation_seen_version" IS NOT NULL AND EXISTS (SELECT 1 FROM "posts" AS "translation" WHERE "translation"."translation_group" = "posts"."translation_group" AND "translation"."id" <> "posts"."id" AND "translation"."version" > "posts"."translation_seen_version"))`;

async function partnerOf(db: Database | Transaction, postId: number) {
  const [row] = await db
    .select({ group: posts.translationGroup, version: posts.version, seen: posts.translationSeenVersion })
    .from(posts)
    .where(eq(posts.id, postId));
  if (!row?.group) return null;
  const [partner] = await db
    .select({
      id: posts.id,
      locale: posts.locale,
      slug: posts.slug,
      title: posts.title,
      version: posts.version,
      seen: posts.translationSeenVersion,
    })
    .from(posts)
    .where(and(eq(posts.translationGroup, row.group), ne(posts.id, postId)))
    .limit(1);
  return partner ? { self: row, partner } : null;
}

/**
 * After a save of `postId` (in `tx`, its version already raised), unless it was just linked: the
 * post is now in step with its translation, and the translation is behind it unless this save was
 * the post catching up with it.
 */
export async function keepTranslationsInStep(tx: Transaction, postId: number): Promise<void> {
  const found = await partnerOf(tx, postId);
  if (!found) return;
  const { self, partner } = found;
  const wasBehind = self.seen !== null && partner.version > self.seen;
  await tx
    .update(posts)
    .set({ translationSeenVersion: partner.version, translationSyncedAt: sql`now()` })
    .where(eq(posts.id, postId));
  const partnerWasInStep = partner.seen === null || partner.seen >= self.version - 1;
  if (wasBehind && partnerWasInStep)
    await tx
      .update(posts)
      .set({ translationSeenVersion: self.version, translationSyncedAt: sql`now()` })
      .where(eq(posts.id, partner.id));
}

/** Whether a post is behind its linked translation, with what changed there since; null when not linked. */
export async function translationStatus(db: Database, postId: number): Promise<TranslationStatus | null> {
  const found = await partnerOf(db, postId);
  if (!found) return null;
  const { self, partner } = found;
  const [synced] = await db.select({ at: posts.translationSyncedAt }).from(posts).where(eq(posts.id, postId));
  const outOfDate = self.seen !== null && partner.version > self.seen;
  return {
    source: {
      id: partner.id,
      locale: asLocale(partner.locale),
      slug: partner.slug,
      title: partner.title,
      version: partner.version,
    },
    outOfDate,
    seenVersion: self.seen,
    syncedAt: iso(synced?.at ?? null),
    before: outOfDate && self.seen !== null ? await revisionAtVersion(db, partner.id, self.seen) : null,
    after: await latestRevision(db, partner.id),
  };
}

/**
 * Marks a post up to date with its translation as of `sourceVersion` (the one its editor showed;
 * by default the current one). False when the post has no linked translation.
 */
export async function markTranslationInStep(db: Database, postId: number, sourceVersion?: number): Promise<boolean> {
  const found = await partnerOf(db, postId);
  if (!found) return false;
  const seen = Math.min(sourceVersion ?? found.partner.version, found.partner.version);
  await db
    .update(posts)
    .set({ translationSeenVersion: seen, translationSyncedAt: sql`now()` })
    .where(eq(posts.id, postId));
  return true;
}
