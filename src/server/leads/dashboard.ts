import "server-only";
import { z } from "zod";
import { pageNumber } from "@/lib/validation/numbers";
import { requireAdmin, requireUser } from "@/server/auth/current-user";
import { canManageLeads } from "@/server/auth/roles";
import { getDb } from "@/server/db/client";
import { withStore } from "@/server/db/errors";
import { getLead, leadCounts, listLeads, type LeadFolder } from "./store";

const query = z.object({
  folder: z.enum(["new", "in_progress", "closed", "spam"]).catch("new"),
  q: z.string().trim().max(200).optional().catch(undefined),
  page: pageNumber().catch(1),
});

export function parseLeadQuery(searchParams: Record<string, string | string[] | undefined>) {
  const flat = Object.fromEntries(
    Object.entries(searchParams).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]),
  );
  return query.parse(flat) as { folder: LeadFolder; q?: string; page: number };
}

/**
 * The leads inbox: one folder, searched and paged, with the count of every folder. Leads are the
 * administrators' (roles.ts): an editor gets a 404.
 */
export async function leadsInbox(loginPath: string, filters: { folder: LeadFolder; q?: string; page: number }) {
  await requireAdmin(loginPath);
  return withStore(async () => {
    const db = await getDb();
    const [counts, list] = await Promise.all([leadCounts(db), listLeads(db, filters)]);
    return { counts, list };
  });
}

export async function leadForReading(loginPath: string, id: number) {
  await requireAdmin(loginPath);
  return withStore(async () => getLead(await getDb(), id));
}

/** New leads for the dashboard home; null for an editor, who does not see leads. */
export async function newLeadsSummary(loginPath: string) {
  if (!canManageLeads(await requireUser(loginPath))) return null;
  return withStore(async () => {
    const db = await getDb();
    const [counts, latest] = await Promise.all([leadCounts(db), listLeads(db, { folder: "new", pageSize: 5 })]);
    return { newCount: counts.new, latest: latest.items };
  });
}
