import "server-only";
import { and, count, desc, eq, lt, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { auditLog } from "@/server/db/schema";

/** What the audit log records (the dashboard names each in both languages: messages "audit.actions"). */
export const AUDIT_ACTIONS = [
  "sign_in",
  "sign_in_failed",
  "password_changed",
  "two_factor_setup_started",
  "two_factor_enabled",
  "two_factor_disabled",
  "two_factor_policy_changed",
  "password_reset_requested",
  "password_reset",
  "invitation_sent",
  "invitation_accepted",
  "role_changed",
  "user_deactivated",
  "user_reactivated",
  "profile_changed",
  "sessions_ended",
  "post_created",
  "post_changed",
  "post_scheduled",
  "post_published",
  "post_unpublished",
  "post_trashed",
  "post_restored",
  "post_deleted",
  "post_purged",
  "post_revision_restored",
  "post_translation_checked",
  "preview_link_created",
  "autosave_kept",
  "autosave_discarded",
  "media_uploaded",
  "media_changed",
  "media_deleted",
  "topic_created",
  "topic_changed",
  "topic_deleted",
  "author_created",
  "author_changed",
  "author_deleted",
  "settings_changed",
  "assessment_schedule_changed",
  "legal_page_changed",
  "partner_created",
  "partner_changed",
  "partner_deleted",
  "redirect_created",
  "redirect_changed",
  "redirect_deleted",
  "lead_status_changed",
  "lead_marked_spam",
  "lead_unmarked_spam",
  "leads_exported",
  "demo_content_removed",
  "api_key_created",
  "api_key_revoked",
  "webhook_created",
  "webhook_deleted",
  "webhook_redelivered",
  "staff_write",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** A year, then rows are purged (maintenance.ts). */
export const AUDIT_RETENTION_DAYS = 365;

export type AuditActor = { id: number; email: string } | null;

export type AuditValue = string | number | boolean | null;
/** A record as the log keeps it: a few named values (long texts shortened, secrets never). */
export type AuditState = Record<string, AuditValue>;
/** Plain values, and for a change the record `before` and `after` (only what changed). */
export type AuditDetails = Record<string, AuditValue | AuditState>;

export type AuditEntry = {
  actor: AuditActor;
  action: AuditAction;
  target?: string;
  ip?: string;
  details?: AuditDetails;
};

type Writer = Pick<Database, "insert">;

export async function recordAudit(db: Writer, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    userId: entry.actor?.id ?? null,
    actorEmail: (entry.actor?.email ?? "").slice(0, 254),
    action: entry.action,
    target: (entry.target ?? "").slice(0, 300),
    ip: (entry.ip ?? "").slice(0, 100),
    details: entry.details ?? null,
  });
}

export const AUDIT_PAGE_SIZE = 50;

export type AuditFilters = { userId?: number; action?: AuditAction; page: number };

export type AuditRow = {
  id: number;
  occurredAt: string;
  userId: number | null;
  actorEmail: string;
  action: AuditAction;
  target: string;
  ip: string;
  details: AuditDetails | null;
};

/** The newest entries first, filtered by who acted and what they did. */
export async function listAudit(
  db: Database,
  filters: AuditFilters,
): Promise<{ items: AuditRow[]; total: number; page: number; pageSize: number }> {
  const conditions: SQL[] = [];
  if (filters.userId) conditions.push(eq(auditLog.userId, filters.userId));
  if (filters.action) conditions.push(eq(auditLog.action, filters.action));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.occurredAt), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((filters.page - 1) * AUDIT_PAGE_SIZE),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: Number(row.id),
      occurredAt: new Date(row.occurredAt).toISOString(),
      userId: row.userId,
      actorEmail: row.actorEmail,
      action: row.action as AuditAction,
      target: row.target,
      ip: row.ip,
      details: row.details ?? null,
    })),
    total: Number(total?.total ?? 0),
    page: filters.page,
    pageSize: AUDIT_PAGE_SIZE,
  };
}

/** Removes entries older than the retention period. */
export async function purgeOldAudit(db: Pick<Database, "delete">): Promise<void> {
  await db.delete(auditLog).where(lt(auditLog.occurredAt, sql`now() - make_interval(days => ${AUDIT_RETENTION_DAYS})`));
}

type PostState = "draft" | "published" | "scheduled";

/**
 * What a post write means for the audit log: scheduling, publishing, unpublishing, deleting, or
 * nothing to record. A scheduled post is published when it goes live, and the scheduler records that
 * moment (src/server/posts/scheduled.ts), not the save that scheduled it.
 */
export function postAuditAction(before: PostState | null, after: PostState | null): AuditAction | null {
  if (before !== null && after === null) return "post_deleted";
  if (after === "scheduled" && before !== "scheduled") return "post_scheduled";
  if (after === "published" && before !== "published") return "post_published";
  const live = (state: PostState | null) => state === "published" || state === "scheduled";
  if (live(before) && !live(after)) return "post_unpublished";
  return null;
}
