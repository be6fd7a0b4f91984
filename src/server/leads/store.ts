import "server-only";
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { isUniqueViolation } from "@/server/db/errors";
import { contactSubmissions, leads, type LeadStatus } from "@/server/db/schema";
import type { ValidLead } from "@/lib/validation/lead";
import { CONTACT_LIMITS } from "./limits";

export type LeadFolder = LeadStatus | "spam";

export type LeadRecord = {
  id: number;
  createdAt: string;
  updatedAt: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  country: string;
  service: string;
  message: string;
  consent: boolean;
  locale: string;
  sourcePage: string;
  status: LeadStatus;
  spam: boolean;
  spamReason: string | null;
  /** Held for review instead of e-mailed at once (unusual volume): "network_volume" or "site_volume". */
  reviewReason: string | null;
  notifiedAt: string | null;
  notifyAttempts: number;
  notifyError: string | null;
  /** A free assessment booked for this time (src/lib/assessment/slots.ts), or null. */
  appointmentAt: string | null;
};

/** Someone else booked the slot first: the unique index on it refused the second booking. */
export class SlotTakenError extends Error {
  constructor() {
    super("The slot is already booked");
    this.name = "SlotTakenError";
  }
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toRecord(row: typeof leads.$inferSelect): LeadRecord {
  return {
    id: row.id,
    createdAt: iso(row.createdAt) ?? "",
    updatedAt: iso(row.updatedAt) ?? "",
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    country: row.country,
    service: row.service,
    message: row.message,
    consent: row.consent,
    locale: row.locale,
    sourcePage: row.sourcePage,
    status: row.status,
    spam: row.spam,
    spamReason: row.spamReason,
    reviewReason: row.reviewReason,
    notifiedAt: iso(row.notifiedAt),
    notifyAttempts: row.notifyAttempts,
    notifyError: row.notifyError,
    appointmentAt: iso(row.appointmentAt),
  };
}

export type NewLead = Omit<ValidLead, "consent" | "slot"> & { consent: boolean };

/**
 * Stores a submission. Accepted leads are queued for the team's e-mail; one held for review (the
 * site's or its network's unusual volume) waits in the queue until that volume is over
 * (claimDueNotifications), and staff see it in the inbox meanwhile.
 */
export async function createLead(
  db: Database,
  lead: NewLead,
  meta: {
    locale: string;
    sourcePage: string;
    userAgent: string;
    spamReason?: string | null;
    reviewReason?: string | null;
    /** The keyed hash of the network whose volume held the lead (limits.ts). */
    holdNetwork?: string | null;
    notify: boolean;
    /** The start of the free assessment booked with it. */
    appointmentAt?: Date | null;
  },
): Promise<number> {
  const insert = db
    .insert(leads)
    .values({
      name: lead.name.slice(0, 200),
      email: lead.email.slice(0, 254),
      phone: lead.phone.slice(0, 40),
      company: lead.company.slice(0, 200),
      country: lead.country,
      service: lead.service,
      message: lead.message.slice(0, 5000),
      consent: lead.consent,
      locale: meta.locale,
      sourcePage: meta.sourcePage.slice(0, 500),
      userAgent: meta.userAgent.slice(0, 300),
      spam: Boolean(meta.spamReason),
      spamReason: meta.spamReason ?? null,
      reviewReason: meta.spamReason ? null : (meta.reviewReason ?? null),
      holdNetwork: meta.spamReason || !meta.reviewReason ? null : (meta.holdNetwork ?? null),
      nextNotifyAt: meta.notify && !meta.spamReason ? sql`now()` : null,
      appointmentAt: meta.spamReason ? null : (meta.appointmentAt ?? null),
    })
    .returning({ id: leads.id });
  const [row] = await insert.catch((error: unknown) => {
    throw isUniqueViolation(error, "leads_appointment_unique") ? new SlotTakenError() : error;
  });
  if (!row) throw new Error("Insert returned no row");
  return row.id;
}

function folderCondition(folder: LeadFolder): SQL {
  return folder === "spam" ? eq(leads.spam, true) : (and(eq(leads.spam, false), eq(leads.status, folder)) ?? sql`true`);
}

export async function listLeads(
  db: Database,
  query: { folder: LeadFolder; q?: string; page?: number; pageSize?: number },
) {
  const pageSize = Math.min(Math.max(query.pageSize ?? 25, 1), 200);
  const page = Math.max(query.page ?? 1, 1);
  const conditions = [folderCondition(query.folder)];
  if (query.q?.trim()) {
    const pattern = `%${query.q.trim().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    const search = or(
      ilike(leads.name, pattern),
      ilike(leads.email, pattern),
      ilike(leads.company, pattern),
      ilike(leads.message, pattern),
      ilike(leads.phone, pattern),
    );
    if (search) conditions.push(search);
  }
  const where = and(...conditions);
  const [totals] = await db.select({ total: count() }).from(leads).where(where);
  const rows = await db
    .select()
    .from(leads)
    .where(where)
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const total = totals?.total ?? 0;
  return { items: rows.map(toRecord), total, page, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

/** Leads for the CSV export, oldest first, in one folder or in all real (non-spam) ones. */
export async function leadsForExport(db: Database, folder: LeadFolder | "all") {
  const rows = await db
    .select()
    .from(leads)
    .where(folder === "all" ? eq(leads.spam, false) : folderCondition(folder))
    .orderBy(asc(leads.createdAt), asc(leads.id));
  return rows.map(toRecord);
}

export async function getLead(db: Database, id: number): Promise<LeadRecord | null> {
  const [row] = await db.select().from(leads).where(eq(leads.id, id)).limit(1);
  return row ? toRecord(row) : null;
}

export async function updateLead(
  db: Database,
  id: number,
  change: { status?: LeadStatus; spam?: boolean },
): Promise<LeadRecord | null> {
  const update = (extra: { appointmentAt?: null } = {}) =>
    db
      .update(leads)
      .set({
        ...(change.status ? { status: change.status } : {}),
        ...(change.spam === undefined ? {} : { spam: change.spam, spamReason: change.spam ? "marked_by_staff" : null }),
        ...extra,
        updatedAt: sql`now()`,
      })
      .where(eq(leads.id, id))
      .returning();
  // A booking taken out of spam whose slot someone else has booked since keeps its message, not the slot.
  const [row] = await update().catch((error: unknown) => {
    if (isUniqueViolation(error, "leads_appointment_unique")) return update({ appointmentAt: null });
    throw error;
  });
  return row ? toRecord(row) : null;
}

export async function leadCounts(db: Database) {
  const rows = await db
    .select({ status: leads.status, spam: leads.spam, total: count() })
    .from(leads)
    .groupBy(leads.status, leads.spam);
  const folders: Record<LeadFolder, number> = { new: 0, in_progress: 0, closed: 0, spam: 0 };
  for (const row of rows) {
    if (row.spam) folders.spam += row.total;
    else folders[row.status] += row.total;
  }
  return folders;
}

// ---------------------------------------------------------------------------------------------
// E-mail to the team

/**
 * A held lead's flood is over: everyone's accepted leads in the window are back under the site's
 * limit, and its own network's submissions under the network's (the conditions that held it,
 * limits.ts admitSubmission). Staff who have already moved it out of "new" have seen it.
 */
const floodOver = and(
  eq(leads.status, "new"),
  sql`(SELECT count(*) FROM ${leads} AS recent WHERE NOT recent.spam AND recent.created_at > now() - make_interval(mins => ${CONTACT_LIMITS.windowMinutes})) < ${CONTACT_LIMITS.overall}`,
  sql`(${leads.holdNetwork} IS NULL OR (SELECT count(*) FROM ${contactSubmissions} AS sent WHERE sent.network_key = ${leads.holdNetwork} AND sent.created_at > now() - make_interval(mins => ${CONTACT_LIMITS.windowMinutes})) <= ${CONTACT_LIMITS.perNetwork})`,
);

/**
 * Claims up to `limit` leads whose e-mail is due and records them as e-mailed in the same statement,
 * before anything is sent: each lead is e-mailed at most once, whatever fails after the send (a
 * failed update after a sent e-mail had it sent again five minutes later). Of two instances, one
 * claims a lead. A send that fails puts it back in the queue (markNotifyFailed).
 */
export async function claimDueNotifications(db: Database, limit = 10): Promise<LeadRecord[]> {
  const due = and(
    eq(leads.spam, false),
    isNull(leads.notifiedAt),
    lte(leads.nextNotifyAt, sql`now()`),
    or(isNull(leads.reviewReason), floodOver),
  );
  const candidates = await db
    .select({ id: leads.id })
    .from(leads)
    .where(due)
    .orderBy(asc(leads.nextNotifyAt))
    .limit(limit);
  if (candidates.length === 0) return [];
  const claimed = await db
    .update(leads)
    .set({
      notifiedAt: sql`now()`,
      nextNotifyAt: null,
      notifyError: null,
      notifyAttempts: sql`${leads.notifyAttempts} + 1`,
      holdNetwork: null,
    })
    .where(
      and(
        inArray(
          leads.id,
          candidates.map((row) => row.id),
        ),
        due,
      ),
    )
    .returning();
  return claimed.map(toRecord);
}

/** Claims the confirmation to the person who wrote in: true once per lead, on one instance. */
export async function claimConfirmation(db: Database, id: number): Promise<boolean> {
  const claimed = await db
    .update(leads)
    .set({ confirmedAt: sql`now()` })
    .where(and(eq(leads.id, id), isNull(leads.confirmedAt), eq(leads.spam, false)))
    .returning({ id: leads.id });
  return claimed.length === 1;
}

/** A confirmation that could not be sent is not recorded as sent. */
export async function releaseConfirmation(db: Database, id: number): Promise<void> {
  await db.update(leads).set({ confirmedAt: null }).where(eq(leads.id, id));
}

/**
 * A claimed e-mail that was not sent: not e-mailed after all, and tried again later (30 s, 1 min,
 * 2 min … at most an hour apart).
 */
export async function markNotifyFailed(db: Database, id: number, error: string, baseSeconds: number): Promise<void> {
  await db
    .update(leads)
    .set({
      notifiedAt: null,
      notifyError: error.slice(0, 500),
      nextNotifyAt: sql`now() + make_interval(secs => least(3600, ${baseSeconds} * power(2, least(greatest(${leads.notifyAttempts} - 1, 0), 12))))`,
    })
    .where(eq(leads.id, id));
}

// ---------------------------------------------------------------------------------------------
// The visitor's confirmation of a booked assessment

/**
 * Claims the bookings whose confirmation (an e-mail with a calendar invitation) is due and records
 * it as sent in the same statement, as the team's e-mails are: once the team has been told (a
 * booking held during a flood is confirmed when it is released), before the meeting, five tries at
 * most. A send that fails gives the claim back (markConfirmationFailed).
 */
export async function claimDueConfirmations(db: Database, limit = 10): Promise<LeadRecord[]> {
  const due = and(
    eq(leads.spam, false),
    isNotNull(leads.appointmentAt),
    gt(leads.appointmentAt, sql`now()`),
    isNotNull(leads.notifiedAt),
    isNull(leads.confirmationSentAt),
    lt(leads.confirmationAttempts, 5),
  );
  const candidates = await db.select({ id: leads.id }).from(leads).where(due).orderBy(asc(leads.id)).limit(limit);
  if (candidates.length === 0) return [];
  const claimed = await db
    .update(leads)
    .set({ confirmationSentAt: sql`now()`, confirmationAttempts: sql`${leads.confirmationAttempts} + 1` })
    .where(
      and(
        inArray(
          leads.id,
          candidates.map((row) => row.id),
        ),
        due,
      ),
    )
    .returning();
  return claimed.map(toRecord);
}

/** A claimed confirmation that was not sent: due again at the next run. */
export async function markConfirmationFailed(db: Database, id: number): Promise<void> {
  await db.update(leads).set({ confirmationSentAt: null }).where(eq(leads.id, id));
}
