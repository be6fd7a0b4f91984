import "server-only";
import { and, desc, eq, isNotNull, lt, ne, sql } from "drizzle-orm";
import { env } from "@/env";
import type { Locale } from "@/i18n/locales";
import { SLUG_MAX_LENGTH } from "@/lib/slug";
import { recordAudit } from "@/server/auth/audit";
import type { Database } from "@/server/db/client";
import { posts, users, type PostStatus } from "@/server/db/schema";
import { pageNowAt, postPath } from "@/server/redirects/store";
import { asLocale, isPublicSql, iso, notTrashedSql } from "./rows";
import { dissolveLoneGroup, type Transaction } from "./translations";

/**
 * The trash (docs/content.md, "Trash"). Deleting a post moves it here: the row stays, with its
 * revisions, topics, translation link and the redirects that lead to it, and `trashed_at` set. The
 * public site leaves it out everywhere (isPublicSql), the dashboard's lists and editor too
 * (notTrashedSql), and its slug is free for another post meanwhile. Restoring puts it back as it
 * was, at another address if its own was taken; after TRASH_RETENTION_DAYS the maintenance purge
 * deletes it for good, as an administrator's "Delete forever" does at once, both in the audit log.
 */

export type TrashedPost = {
  id: number;
  title: string;
  slug: string;
  locale: Locale;
  status: PostStatus;
  createdBy: number | null;
  trashedAt: string;
  trashedByName: string | null;
  /** When the automatic purge deletes it for good. */
  purgeAt: string;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a post trashed at `trashedAt` is purged, with the retention now in force. */
export const purgeDate = (trashedAt: Date | string, days = env.TRASH_RETENTION_DAYS) =>
  new Date(new Date(trashedAt).getTime() + days * DAY_MS);

/** Moves a post to the trash; false when there is no such post outside it. */
export async function trashPost(db: Database, id: number, trashedBy: number | null): Promise<boolean> {
  const rows = await db
    .update(posts)
    .set({ trashedAt: sql`now()`, trashedBy, version: sql`${posts.version} + 1` })
    .where(and(eq(posts.id, id), notTrashedSql))
    .returning({ id: posts.id });
  return rows.length === 1;
}

export type RestoredPost = {
  id: number;
  slug: string;
  locale: Locale;
  /** The slug it had, when another post had taken it meanwhile (it is back at `slug`). */
  slugTakenFrom: string | null;
  /** Its translation link was given up: another post of its language now holds that place. */
  translationDropped: boolean;
};

/**
 * Takes a post out of the trash. Its own slug when free; otherwise the first free "slug-2",
 * "slug-3"…, which the answer names so the editor can say so. Null when it is not in the trash.
 */
export async function restorePost(db: Database, id: number): Promise<RestoredPost | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ slug: posts.slug, locale: posts.locale, group: posts.translationGroup })
      .from(posts)
      .where(and(eq(posts.id, id), isNotNull(posts.trashedAt)))
      .for("update");
    if (!row) return null;
    const locale = asLocale(row.locale);
    const slug = await freeSlug(tx, row.slug);
    // translations.ts keeps one post per language in a group; one linked while this was away wins.
    const [rival] = row.group
      ? await tx
          .select({ id: posts.id })
          .from(posts)
          .where(and(eq(posts.translationGroup, row.group), eq(posts.locale, locale), ne(posts.id, id), notTrashedSql))
          .limit(1)
      : [];
    const [restored] = await tx
      .update(posts)
      .set({
        slug,
        trashedAt: null,
        trashedBy: null,
        version: sql`${posts.version} + 1`,
        updatedAt: sql`now()`,
        ...(rival ? { translationGroup: null, translationSeenVersion: null, translationSyncedAt: null } : {}),
      })
      .where(eq(posts.id, id))
      .returning({ isPublic: sql<boolean>`${isPublicSql}` });
    if (rival && row.group) await dissolveLoneGroup(tx, row.group);
    // Public again: its address is a page, not a redirect (as a new post's is: editor-store.ts).
    if (restored?.isPublic) await pageNowAt(tx, postPath(locale, slug));
    return { id, slug, locale, slugTakenFrom: slug === row.slug ? null : row.slug, translationDropped: !!rival };
  });
}

/** `slug` when no post outside the trash has it, else the first free "slug-N" (N ≥ 2). */
async function freeSlug(tx: Transaction, slug: string): Promise<string> {
  const taken = async (candidate: string) =>
    (
      await tx
        .select({ id: posts.id })
        .from(posts)
        .where(and(eq(posts.slug, candidate), notTrashedSql))
        .limit(1)
    ).length > 0;
  if (!(await taken(slug))) return slug;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${slug.slice(0, SLUG_MAX_LENGTH - suffix.length)}${suffix}`;
    if (!(await taken(candidate))) return candidate;
  }
}

/** The trash, the most recently trashed first. */
export async function listTrash(db: Database, days = env.TRASH_RETENTION_DAYS): Promise<TrashedPost[]> {
  const rows = await db
    .select({
      id: posts.id,
      title: posts.title,
      slug: posts.slug,
      locale: posts.locale,
      status: posts.status,
      createdBy: posts.createdBy,
      trashedAt: posts.trashedAt,
      trashedByName: users.name,
    })
    .from(posts)
    .leftJoin(users, eq(users.id, posts.trashedBy))
    .where(isNotNull(posts.trashedAt))
    .orderBy(desc(posts.trashedAt), desc(posts.id));
  return rows.map((row) => ({
    ...row,
    locale: asLocale(row.locale),
    trashedAt: iso(row.trashedAt) ?? "",
    purgeAt: purgeDate(row.trashedAt ?? new Date(), days).toISOString(),
  }));
}

/**
 * Deletes a trashed post for good, with its revisions and topics (the foreign keys cascade); its
 * translation is left unlinked if it was the only other member. Null when it is not in the trash.
 */
export async function deleteForever(
  db: Database,
  id: number,
): Promise<{ slug: string; title: string; locale: Locale } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(posts)
      .where(and(eq(posts.id, id), isNotNull(posts.trashedAt)))
      .returning({ slug: posts.slug, title: posts.title, locale: posts.locale, group: posts.translationGroup });
    if (!row) return null;
    if (row.group) await dissolveLoneGroup(tx, row.group);
    return { slug: row.slug, title: row.title, locale: asLocale(row.locale) };
  });
}

/**
 * The automatic purge (maintenance.ts): posts trashed more than `days` ago are deleted for good,
 * each recorded in the audit log as the system's doing. Returns how many went.
 */
export async function purgeExpiredTrash(db: Database, days = env.TRASH_RETENTION_DAYS): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .delete(posts)
      .where(lt(posts.trashedAt, sql`now() - make_interval(days => ${days})`))
      .returning({ id: posts.id, slug: posts.slug, title: posts.title, group: posts.translationGroup });
    for (const row of rows) {
      if (row.group) await dissolveLoneGroup(tx, row.group);
      await recordAudit(tx, {
        actor: null,
        action: "post_purged",
        target: `${row.title} (${row.slug})`,
        details: { post: row.id, days },
      });
    }
    return rows.length;
  });
}
