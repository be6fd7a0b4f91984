import "server-only";
import { and, count, desc, eq, ilike, ne, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { Locale } from "@/i18n/locales";
import type { Database } from "@/server/db/client";
import { posts } from "@/server/db/schema";
import { containsPattern, notTrashedSql } from "./rows";

/** Posts linked as translations of each other: a group holds at most one post per language. */

export class InvalidTranslationError extends Error {
  constructor() {
    super("A translation must be another post in the other language");
    this.name = "InvalidTranslationError";
  }
}

/** A post without a translation has nothing to be in step with. */
const NOT_LINKED = { translationSeenVersion: null, translationSyncedAt: null };

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Links a post to its translation (or unlinks it), keeping at most one post per language in a
 * group. True when the two are newly linked: they start in step with each other.
 */
export async function linkTranslation(
  tx: Transaction,
  postId: number,
  locale: Locale,
  translationId: number | null,
): Promise<boolean> {
  const [current] = await tx.select({ group: posts.translationGroup }).from(posts).where(eq(posts.id, postId));
  const previousGroup = current?.group ?? null;

  if (translationId === null) {
    if (previousGroup) {
      await tx
        .update(posts)
        .set({ translationGroup: null, ...NOT_LINKED })
        .where(eq(posts.id, postId));
      await dissolveLoneGroup(tx, previousGroup);
    }
    return false;
  }

  const [target] = await tx
    .select({ id: posts.id, locale: posts.locale, group: posts.translationGroup })
    .from(posts)
    .where(and(eq(posts.id, translationId), notTrashedSql));
  if (!target || target.id === postId || target.locale === locale) throw new InvalidTranslationError();
  if (previousGroup && previousGroup === target.group) return false;

  const group = target.group ?? randomUUID();
  if (target.group) {
    // The target's group may already hold a post in this language: that link is replaced.
    await tx
      .update(posts)
      .set({ translationGroup: null, ...NOT_LINKED })
      .where(and(eq(posts.translationGroup, target.group), eq(posts.locale, locale), ne(posts.id, postId)));
  } else {
    await tx.update(posts).set({ translationGroup: group }).where(eq(posts.id, target.id));
  }
  await tx.update(posts).set({ translationGroup: group }).where(eq(posts.id, postId));
  if (previousGroup) await dissolveLoneGroup(tx, previousGroup);
  // Each is in step with the other as it is now.
  await tx
    .update(posts)
    .set({
      translationSeenVersion: sql`(SELECT o.version FROM posts o WHERE o.id = ${target.id})`,
      translationSyncedAt: sql`now()`,
    })
    .where(eq(posts.id, postId));
  await tx
    .update(posts)
    .set({
      translationSeenVersion: sql`(SELECT o.version FROM posts o WHERE o.id = ${postId})`,
      translationSyncedAt: sql`now()`,
    })
    .where(eq(posts.id, target.id));
  return true;
}

export async function dissolveLoneGroup(tx: Transaction, group: string) {
  const [row] = await tx.select({ members: count() }).from(posts).where(eq(posts.translationGroup, group));
  if ((row?.members ?? 0) < 2)
    await tx
      .update(posts)
      .set({ translationGroup: null, ...NOT_LINKED })
      .where(eq(posts.translationGroup, group));
}

/** Posts in the other language that a post could be linked to as its translation. */
export async function translationCandidates(db: Database, locale: Locale, search = "") {
  const other: Locale = locale === "ar" ? "en" : "ar";
  const rows = await db
    .select({ id: posts.id, title: posts.title, slug: posts.slug })
    .from(posts)
    .where(
      and(eq(posts.locale, other), notTrashedSql, search ? ilike(posts.title, containsPattern(search)) : undefined),
    )
    .orderBy(desc(posts.updatedAt))
    .limit(50);
  return rows.map((row) => ({ ...row, locale: other }));
}
