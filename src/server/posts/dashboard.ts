import "server-only";
import { z } from "zod";
import { locales } from "@/i18n/locales";
import { pageNumber } from "@/lib/validation/numbers";
import { requireUser } from "@/server/auth/current-user";
import { getDb } from "@/server/db/client";
import { withStore } from "@/server/db/errors";
import { POST_STATUSES } from "@/server/db/schema";
import { countPosts, getEditablePost, listPosts, type PostListQuery } from "./editor-store";
import { translationCandidates } from "./translations";
import { listTrash } from "./trash";
import { env } from "@/env";
import { isAdmin } from "@/server/auth/roles";

/**
 * Reads for the dashboard pages. Each one checks the session itself, so that no page can show
 * these without a signed-in user, whatever the layout does.
 */
const listFilters = z.object({
  q: z.string().trim().max(200).optional().catch(undefined),
  status: z.enum(POST_STATUSES).optional().catch(undefined),
  locale: z.enum(locales).optional().catch(undefined),
  sort: z.enum(["updated", "published", "title"]).optional().catch(undefined),
  order: z.enum(["asc", "desc"]).optional().catch(undefined),
  page: pageNumber().optional().catch(undefined),
});

export function parseListFilters(searchParams: Record<string, string | string[] | undefined>): PostListQuery {
  const flat = Object.fromEntries(
    Object.entries(searchParams).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]),
  );
  const parsed = listFilters.parse(flat);
  return Object.fromEntries(
    Object.entries(parsed).filter(([, value]) => value !== undefined && value !== ""),
  ) as PostListQuery;
}

export async function dashboardOverview(loginPath: string, filters: PostListQuery) {
  await requireUser(loginPath);
  return withStore(async () => {
    const db = await getDb();
    const [counts, recent, list] = await Promise.all([
      countPosts(db),
      listPosts(db, { sort: "updated", order: "desc", pageSize: 5 }),
      listPosts(db, { ...filters, pageSize: 20 }),
    ]);
    return { counts, recent: recent.items, list };
  });
}

export async function postForEditing(loginPath: string, id: number) {
  await requireUser(loginPath);
  return withStore(async () => getEditablePost(await getDb(), id));
}

export async function translationOptions(loginPath: string, locale: (typeof locales)[number]) {
  await requireUser(loginPath);
  return withStore(async () => translationCandidates(await getDb(), locale));
}

/** /dashboard/trash (every staff member): the trashed posts, who is looking, and the retention. */
export async function trashForDashboard(loginPath: string) {
  const user = await requireUser(loginPath);
  const posts = await withStore(async () => listTrash(await getDb()));
  return { posts, userId: user.id, admin: isAdmin(user), days: env.TRASH_RETENTION_DAYS };
}

/** The title of a post just moved to the trash, for the undo toast (null when it is not there). */
export async function justTrashed(
  loginPath: string,
  id: number | undefined,
): Promise<{ id: number; title: string } | null> {
  await requireUser(loginPath);
  if (!id) return null;
  const post = await withStore(async () => getEditablePost(await getDb(), id, { includeTrashed: true }));
  return post?.trashedAt ? { id, title: post.title } : null;
}
