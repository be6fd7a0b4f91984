import "server-only";
import { z } from "zod";
import { RETRY_AFTER_SECONDS } from "@/lib/http/cache-control";
import { isLocale } from "@/i18n/locales";
import { loadMessages } from "@/i18n/messages";
import { handleAppError } from "@/lib/errors/handle-app-error";
import { leadsCsv } from "@/lib/csv-leads";
import { recordId } from "@/lib/validation/numbers";
import { apiText } from "@/server/api-text";
import { recordAudit } from "@/server/auth/audit";
import { authorizeApi } from "@/server/auth/current-user";
import type { SessionUser } from "@/server/auth/users";
import { getDb } from "@/server/db/client";
import { isStoreUnavailable } from "@/server/db/errors";
import { LEAD_STATUSES } from "@/server/db/schema";
import { json } from "@/server/http";
import { clientIp } from "@/server/request";
import { BODY_LIMITS, BodyTooLargeError, payloadTooLarge, readJson } from "@/server/request-body";
import { leadsForExport, updateLead } from "./store";

const NO_STORE = { "cache-control": "no-store" };

async function guardedApi(request: Request, work: (user: SessionUser) => Promise<Response>) {
  try {
    // Leads are for administrators only (DESIGN.md decision 14).
    const auth = await authorizeApi(request, { adminOnly: true });
    if ("response" in auth) return auth.response;
    return await work(auth.user);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return payloadTooLarge();
    if (isStoreUnavailable(error))
      return json(
        { error: { status: 503, message: "The database is unavailable" } },
        { status: 503, headers: { "retry-after": String(RETRY_AFTER_SECONDS) } },
      );
    handleAppError(error, { phase: "request", path: new URL(request.url).pathname });
    return json({ error: { status: 500, message: "Internal error" } }, { status: 500, headers: NO_STORE });
  }
}

const changeSchema = z
  .object({ status: z.enum(LEAD_STATUSES).optional(), spam: z.boolean().optional() })
  .refine((value) => value.status || value.spam !== undefined);

/** PATCH /api/leads/{id}: move a lead between new, in progress and closed, or in and out of spam. */
export function updateLeadHandler(request: Request, rawId: string) {
  return guardedApi(request, async () => {
    const parsedId = recordId.safeParse(rawId);
    if (!parsedId.success) return json({ error: { status: 404, message: "No such lead" } }, { status: 404 });
    const id = parsedId.data;
    const body = await readJson(request, BODY_LIMITS.leadChange).catch((error: unknown) => {
      if (error instanceof BodyTooLargeError) throw error;
      return null;
    });
    const parsed = changeSchema.safeParse(body);
    if (!parsed.success)
      return json({ error: { status: 400, message: "Send { status } or { spam }" } }, { status: 400 });
    const lead = await updateLead(await getDb(), id, parsed.data);
    return lead
      ? json({ lead }, { headers: NO_STORE })
      : json({ error: { status: 404, message: "No such lead" } }, { status: 404 });
  });
}

const EXPORT_FOLDER = z.enum(["new", "in_progress", "closed", "spam", "all"]);

/**
 * GET /api/leads/export?folder=…&locale=ar|en: the leads as a CSV file for a spreadsheet, in the
 * language of the dashboard the export was asked from (Arabic, the site's default, otherwise). An
 * unknown folder is a 400, never a silent export of everything.
 */
export function exportLeadsHandler(request: Request) {
  return guardedApi(request, async (user) => {
    const requested = new URL(request.url).searchParams.get("folder");
    const parsed = EXPORT_FOLDER.safeParse(requested ?? "all");
    if (!parsed.success) {
      const t = await apiText(request);
      const message = t("invalidFolder", { folders: EXPORT_FOLDER.options.join(", ") });
      return json({ error: { status: 400, message } }, { status: 400, headers: NO_STORE });
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
        ...NO_STORE,
      },
    });
  });
}
