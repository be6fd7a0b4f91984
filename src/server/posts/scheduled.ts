import "server-only";
import { and, eq, gt, lte, min, sql } from "drizzle-orm";
import { env } from "@/env";
import { log } from "@/lib/log";
import { recordAudit } from "@/server/auth/audit";
import type { Database } from "@/server/db/client";
import { posts } from "@/server/db/schema";
import { forgetNotFound } from "@/server/redirects/not-found";
import { pageNowAt, postPath } from "@/server/redirects/store";
import { asLocale, notTrashedSql } from "./rows";
import type { PublicFootprint } from "./types";

/**
 * Scheduled posts go live at their time through a write like any other: their status becomes
 * "published", the audit log says when, and every cached page that lists or shows them is
 * invalidated (the route /api/internal/publish-due does that, in a request, as revalidateTag
 * needs). One UPDATE claims each post, so on several instances exactly one publishes it.
 */
export async function publishDuePosts(database: Database): Promise<PublicFootprint[]> {
  return database.transaction(async (db) => {
    const rows = await db
      .update(posts)
      .set({ status: "published" })
      // A trashed post stays as it is: restored, it goes live then if its time has come.
      .where(and(eq(posts.status, "scheduled"), lte(posts.publishedAt, sql`now()`), notTrashedSql))
      .returning({
        id: posts.id,
        slug: posts.slug,
        title: posts.title,
        locale: posts.locale,
        translationGroup: posts.translationGroup,
      });
    for (const row of rows) {
      const locale = asLocale(row.locale);
      // Its address is a page now: it leaves the 404 log and any redirect away from it.
      await pageNowAt(db, postPath(locale, row.slug));
      await forgetNotFound(db, postPath(locale, row.slug));
      await recordAudit(db, {
        actor: null,
        action: "post_published",
        target: `${row.title} (${row.slug})`,
        details: { post: row.id, scheduled: true },
      });
    }
    return rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      locale: asLocale(row.locale),
      translationGroup: row.translationGroup,
      isPublic: true,
    }));
  });
}

/** When the next scheduled post goes live, or null. */
export async function nextScheduledAt(db: Database): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(posts.publishedAt) })
    .from(posts)
    .where(and(eq(posts.status, "scheduled"), gt(posts.publishedAt, sql`now()`), notTrashedSql));
  return row?.at ? new Date(row.at) : null;
}

/** How often each instance asks for due posts, whatever it was told of the next one. */
export const PUBLICATION_CHECK_MS = 5_000;

/**
 * Asks this server to publish what is due (instrumentation.ts starts it): every
 * PUBLICATION_CHECK_MS, and at the time of the next scheduled post when that comes sooner. Over
 * loopback, so that the publication runs in a request of its own, where Next.js lets it invalidate
 * cached pages.
 */
export function startPublicationTimer(): void {
  const url = `http://${env.HOST}:${env.PORT}/api/internal/publish-due`;
  const origin = new URL(env.SITE_URL).origin;
  let soon: ReturnType<typeof setTimeout> | undefined;
  const check = async () => {
    try {
      const response = await fetch(url, { method: "POST", headers: { origin } });
      if (!response.ok) {
        if (response.status !== 503) log("warn", "publishing due posts failed", { status: response.status });
        return;
      }
      const { next } = (await response.json()) as { next: string | null };
      const wait = next ? new Date(next).getTime() - Date.now() : Infinity;
      if (wait < PUBLICATION_CHECK_MS) {
        clearTimeout(soon);
        soon = setTimeout(() => void check(), Math.max(0, wait) + 50);
        soon.unref();
      }
    } catch {
      // The server is not listening yet, or is stopping: the next check will do.
    }
  };
  setInterval(() => void check(), PUBLICATION_CHECK_MS).unref();
}
