import "server-only";
import { z } from "zod";
import { requireUser } from "@/server/auth/current-user";
import { getDb } from "@/server/db/client";
import { withStore } from "@/server/db/errors";
import { getLead, leadCounts, listLeads, type LeadFolder } from "./store";

const query = z.object({
  folder: z.enum(["new", "in_progress", "closed", "spam"]).catch("new"),
  q: z.string().trim().max(200).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

export function parseLeadQuery(searchParams: Record<string, string | string[] | undefined>) {
  const flat = Object.fromEntries(
    Object.entries(searchParams).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]),
  );
  return query.parse(flat) as { folder: LeadFolder; q?: string; page: number };
}

/** The leads inbox: one folder, searched and paged, with the count of every folder. */
export async function leadsInbox(loginPath: string, filters: { folder: LeadFolder; q?: string; page: number }) {
  await requireUser(loginPath);
  return withStore(async () => {
    const db = await getDb();
    const [counts, list] = await Promise.all([leadCounts(db), listLeads(db, filters)]);
    return { counts, list };
  });
}

export async function leadForReading(loginPath: string, id: number) {
  await requireUser(loginPath);
  return withStore(async () => getLead(await getDb(), id));
}

/** New leads for the dashboard home. */
export async function newLeadsSummary(loginPath: string) {
  await requireUser(loginPath);
  return withStore(async () => {
    const db = await getDb();
    const [counts, latest] = await Promise.all([leadCounts(db), listLeads(db, { folder: "new", pageSize: 5 })]);
    return { newCount: counts.new, latest: latest.items };
  });
}
