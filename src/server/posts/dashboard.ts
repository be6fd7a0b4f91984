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
