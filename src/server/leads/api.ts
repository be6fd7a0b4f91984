import "server-only";
import { z } from "zod";
import { isLocale } from "@/i18n/locales";
import { loadMessages } from "@/i18n/messages";
import { NO_STORE } from "@/lib/http/cache-control";
import { leadsCsv } from "@/lib/csv-leads";
import { pageNumber, queryNumber, recordId } from "@/lib/validation/numbers";
import { apiText } from "@/server/api-text";
import { recordAudit } from "@/server/auth/audit";
import { getDb } from "@/server/db/client";
import { LEAD_STATUSES } from "@/server/db/schema";
import { json } from "@/server/http";
import { clientIp } from "@/server/request";
import { BODY_LIMITS } from "@/server/request-body";
import { refuse, route } from "@/server/route";
import { announceLeadStatus } from "@/server/webhooks/events";
import { getLead, leadsForExport, listLeads, updateLead } from "./store";

/** Leads are for administrators only (docs/decisions.md, decision 6). */
const admin = { access: "admin", bodyLimit: BODY_LIMITS.leadChange } as const;
/** For API keys (a CRM): reading with `leads:read`, changing with `leads:write` (route.ts). */
const reads = { ...admin, scope: "leads:read" } as const;
const writes = { ...admin, scope: "leads:write" } as const;

export const leadListQuery = z.object({
  folder: z.enum(["new", "in_progress", "closed", "spam"]).default("new"),
  q: z.string().trim().max(200).optional(),
  page: pageNumber().optional(),
  pageSize: queryNumber("pageSize").optional(),
});

/** GET /api/leads?folder=&q=&page=&pageSize=: one folder of the inbox, newest first. */
export const listLeadsHandler = route(reads, async (call) => {
  const query = await call.query(leadListQuery, { issues: true });
  return json(await listLeads(await getDb(), query));
});

/** GET /api/leads/{id}: one lead. */
export const readLeadHandler = route(reads, async (_call, rawId: string) => {
  const id = recordId.safeParse(rawId);
  const lead = id.success ? await getLead(await getDb(), id.data) : null;
  if (!lead) throw refuse(404, "lead_not_found");
  return json({ lead });
});

export const leadChangeSchema = z
  .object({ status: z.enum(LEAD_STATUSES).optional(), spam: z.boolean().optional() })
  .refine((value) => value.status || value.spam !== undefined);

/** PATCH /api/leads/{id}: move a lead between new, in progress and closed, or in and out of spam. */
export const updateLeadHandler = route(writes, async (call, rawId: string) => {
  const id = recordId.safeParse(rawId);
  if (!id.success) throw refuse(404, "lead_not_found");
  const change = call.parse(leadChangeSchema, await call.body());
  const db = await getDb();
  const before = await getLead(db, id.data);
  const lead = before && (await updateLead(db, id.data, change));
  if (!lead) throw refuse(404, "lead_not_found");
  await announceLeadStatus(db, before, lead);
  return json({ lead });
});

const EXPORT_FOLDER = z.enum(["new", "in_progress", "closed", "spam", "all"]);

/**
 * GET /api/leads/export?folder=…&locale=ar|en: the leads as a CSV file for a spreadsheet, in the
 * language of the dashboard the export was asked from (Arabic, the site's default, otherwise). An
 * unknown folder is a 400, never a silent export of everything.
 */
export const exportLeadsHandler = route(reads, async ({ request, user }) => {
  const requested = new URL(request.url).searchParams.get("folder");
  const parsed = EXPORT_FOLDER.safeParse(requested ?? "all");
  if (!parsed.success) {
    const t = await apiText(request);
    const message = t("invalidFolder", { folders: EXPORT_FOLDER.options.join(", ") });
    throw refuse(400, "invalid_query", { message });
  }
  const folder = parsed.data;
  const locale = new URL(request.url).searchParams.get("locale");
  const db = await getDb();
  const rows = await leadsForExport(db, folder);
  await recordAudit(db, {
    actor: user,
    action: "leads_exported",
    target: folder,
    ip: clientIp(request.headers),
    details: { rows: rows.length },
  });
  const csv = leadsCsv(rows, await loadMessages(isLocale(locale) ? locale : "ar"));
  const date = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="leads-${folder}-${date}.csv"`,
      "cache-control": NO_STORE,
    },
  });
});
