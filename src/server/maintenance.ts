import "server-only";
import { and, eq, lt, sql } from "drizzle-orm";
import { handleAppError } from "@/lib/errors/handle-app-error";
import { purgeOldAudit } from "@/server/auth/audit";
import { purgeOldAttempts } from "@/server/auth/rate-limit";
import { purgeExpiredSessions } from "@/server/auth/sessions";
import { purgeUserTokens } from "@/server/auth/tokens";
import { getDb, type Database } from "@/server/db/client";
import { settings } from "@/server/db/schema";
import { purgeContactLimits } from "@/server/leads/limits";
import { purgeNotFound } from "@/server/redirects/not-found";
import { purgeOldDeliveries } from "@/server/webhooks/store";
import { purgeExpiredTrash } from "@/server/posts/trash";

/** How often the purge runs, across all instances together. */
export const MAINTENANCE_INTERVAL_MS = 10 * 60 * 1000;
/** How often one instance asks the database whether the purge is due. */
const CHECK_INTERVAL_MS = 60 * 1000;
const TASK_KEY = "task:maintenance";

/**
 * Claims this interval's run: of any number of instances asking at once, exactly one gets it (the
 * row's update is atomic), and nobody again until the interval has passed.
 */
export async function claimMaintenance(db: Database): Promise<boolean> {
  await db
    .insert(settings)
    .values({ key: TASK_KEY, value: "", updatedAt: new Date(0) })
    .onConflictDoNothing();
  const claimed = await db
    .update(settings)
    .set({ updatedAt: sql`now()` })
    .where(
      and(
        eq(settings.key, TASK_KEY),
        lt(settings.updatedAt, sql`now() - make_interval(secs => ${MAINTENANCE_INTERVAL_MS / 1000})`),
      ),
    )
    .returning({ key: settings.key });
  return claimed.length === 1;
}

/**
 * Purges expired sessions, old sign-in failures, spent e-mail links, audit entries past a year,
 * the contact form's old counters and spam, leads past their retention (LEAD_RETENTION_MONTHS),
 * the counted 404 addresses past their bounds (redirects/not-found.ts), and the posts that have been
 * in the trash longer than TRASH_RETENTION_DAYS (posts/trash.ts, each one in the audit log).
 */
export async function runMaintenance(db: Database): Promise<void> {
  await purgeExpiredSessions(db);
  await purgeOldAttempts(db);
  await purgeUserTokens(db);
  await purgeOldAudit(db);
  await purgeContactLimits(db);
  await purgeNotFound(db);
  await purgeOldDeliveries(db);
  await purgeExpiredTrash(db);
}

/** Runs the purge when this instance wins the claim for the current interval. */
export async function runMaintenanceIfDue(db: Database): Promise<boolean> {
  if (!(await claimMaintenance(db))) return false;
  await runMaintenance(db);
  return true;
}

let lastCheck = 0;

/**
 * Called from requests (sign-in, the contact form) and from a timer in instrumentation.ts: asks at
 * most once a minute per instance, in the background, and never fails the caller.
 */
export function runMaintenanceSoon(now = Date.now()): void {
  if (now - lastCheck < CHECK_INTERVAL_MS) return;
  lastCheck = now;
  void getDb()
    .then((db) => runMaintenanceIfDue(db))
    .catch((error: unknown) => handleAppError(error, { phase: "process", task: "maintenance" }));
}
