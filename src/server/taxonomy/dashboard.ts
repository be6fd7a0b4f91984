import "server-only";
import { asc } from "drizzle-orm";
import type { Locale } from "@/i18n/locales";
import { requireAdmin, requireUser } from "@/server/auth/current-user";
import { getDb } from "@/server/db/client";
import { withStore } from "@/server/db/errors";
import { users } from "@/server/db/schema";
import { listAuthors, listTopics } from "./store";

/** Reads for the dashboard pages; each checks the session itself. */

/** The topics and staff authors the post editor offers, named in the interface language. */
export async function editorChoices(loginPath: string, locale: Locale) {
  await requireUser(loginPath);
  return withStore(async () => {
    const db = await getDb();
    const [topics, authors] = await Promise.all([listTopics(db), listAuthors(db)]);
    const name = (item: { nameAr: string; nameEn: string }) => (locale === "ar" ? item.nameAr : item.nameEn);
    return {
      topics: topics.map((topic) => ({ id: topic.id, name: name(topic) })),
      authors: authors.map((author) => ({ id: author.id, name: name(author) })),
    };
  });
}

/** A record as the dashboard's forms edit it: its fields, without the bookkeeping. */
const editable = <T extends { createdAt: Date; updatedAt: Date }>({ createdAt: _c, updatedAt: _u, ...rest }: T) => rest;

/** Every topic, for /dashboard/topics (every staff member). */
export async function topicsForDashboard(loginPath: string) {
  await requireUser(loginPath);
  return withStore(async () => (await listTopics(await getDb())).map(editable));
}

/**
 * Every staff author, for /dashboard/authors (administrators; a 404 for an editor), and the staff
 * accounts an author can be linked to.
 */
export async function authorsForDashboard(loginPath: string) {
  await requireAdmin(loginPath);
  return withStore(async () => {
    const db = await getDb();
    const [items, staff] = await Promise.all([
      listAuthors(db),
      db
        .select({ id: users.id, name: users.name, email: users.email, active: users.active })
        .from(users)
        .orderBy(asc(users.name)),
    ]);
    return { items: items.map(editable), staff };
  });
}
