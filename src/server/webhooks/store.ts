import "server-only";
import { and, asc, desc, eq, inArray, lte, sql } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import { openSecret, sealSecret } from "@/server/app-secret";
import type { Database } from "@/server/db/client";
import { webhookDeliveries, webhookEndpoints, type WebhookDeliveryStatus, type WebhookEvent } from "@/server/db/schema";
import { newWebhookSecret } from "./signature";

/**
 * Webhook endpoints and their delivery queue (docs/api.md, "Webhooks"). An event is one row per
 * endpoint that asked for it, inserted where the change is made; the worker (deliver.ts) sends it
 * later, outside any request, so a slow endpoint never slows a save.
 */

const SECRET_PURPOSE = "webhook-secrets";
/** A delivery is tried again for this long after it was queued (or sent again by hand). */
export const RETRY_WINDOW_HOURS = 24;
/** The most a delivery waits between two tries. */
const LONGEST_WAIT_SECONDS = 3600;
/** The start of an answer's body kept in the log. */
export const RESPONSE_KEPT = 500;

export type WebhookEndpointRecord = {
  id: number;
  url: string;
  description: string;
  events: WebhookEvent[];
  createdAt: string;
};

export type WebhookDeliveryRecord = {
  id: number;
  endpointId: number;
  url: string;
  messageId: string;
  event: WebhookEvent;
  status: WebhookDeliveryStatus;
  attempts: number;
  createdAt: string;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  responseStatus: number | null;
  responseBody: string | null;
  error: string | null;
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const endpointColumns = {
  id: webhookEndpoints.id,
  url: webhookEndpoints.url,
  description: webhookEndpoints.description,
  events: webhookEndpoints.events,
  createdAt: webhookEndpoints.createdAt,
};

const endpointRecord = (row: {
  id: number;
  url: string;
  description: string;
  events: WebhookEvent[];
  createdAt: Date;
}): WebhookEndpointRecord => ({ ...row, createdAt: iso(row.createdAt)! });

export async function listWebhookEndpoints(db: Database): Promise<WebhookEndpointRecord[]> {
  const rows = await db.select(endpointColumns).from(webhookEndpoints).orderBy(asc(webhookEndpoints.id));
  return rows.map(endpointRecord);
}

export async function getWebhookEndpoint(db: Database, id: number): Promise<WebhookEndpointRecord | null> {
  const [row] = await db.select(endpointColumns).from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return row ? endpointRecord(row) : null;
}

/** A new endpoint, and its signing secret, which the dashboard shows this once. */
export async function createWebhookEndpoint(
  db: Database,
  input: { url: string; description: string; events: WebhookEvent[] },
  createdBy: number | null,
): Promise<{ endpoint: WebhookEndpointRecord; secret: string }> {
  const secret = newWebhookSecret();
  const [row] = await db
    .insert(webhookEndpoints)
    .values({
      url: input.url,
      description: input.description,
      events: [...new Set(input.events)],
      secret: sealSecret(SECRET_PURPOSE, secret),
      createdBy,
    })
    .returning(endpointColumns);
  if (!row) throw new Error("Insert returned no row");
  return { endpoint: endpointRecord(row), secret };
}

/** Deletes an endpoint and its queue and log (cascade). */
export async function deleteWebhookEndpoint(db: Database, id: number): Promise<WebhookEndpointRecord | null> {
  const [row] = await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)).returning(endpointColumns);
  return row ? endpointRecord(row) : null;
}

/**
 * Queues an event for every endpoint that asked for it; the body is fixed now (type, time, data),
 * so every try sends the same bytes. Returns how many deliveries were queued.
 */
export async function enqueueWebhookEvent(
  db: Pick<Database, "select" | "insert">,
  event: WebhookEvent,
  data: Record<string, unknown>,
): Promise<number> {
  const endpoints = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(sql`${event} = ANY(${webhookEndpoints.events})`);
  if (endpoints.length === 0) return 0;
  const timestamp = new Date().toISOString();
  await db.insert(webhookDeliveries).values(
    endpoints.map((endpoint) => ({
      endpointId: endpoint.id,
      messageId: `msg_${randomBytes(16).toString("base64url")}`,
      event,
      payload: { type: event, timestamp, data },
      nextAttemptAt: sql`now()`,
      giveUpAt: sql`now() + make_interval(hours => ${RETRY_WINDOW_HOURS})`,
    })),
  );
  return endpoints.length;
}

export type DueDelivery = {
  id: number;
  messageId: string;
  attempts: number;
  body: string;
  url: string;
  secret: string | null;
};

/**
 * Claims up to `limit` deliveries that are due, moving their next try `leaseSeconds` ahead in the
 * same statement: another instance, or this one's next run, leaves them alone while they are being
 * sent, and one whose sender died (a restart) is due again when the lease ends.
 */
export async function claimDueDeliveries(db: Database, leaseSeconds: number, limit = 10): Promise<DueDelivery[]> {
  const due = and(eq(webhookDeliveries.status, "pending"), lte(webhookDeliveries.nextAttemptAt, sql`now()`));
  const candidates = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(due)
    .orderBy(asc(webhookDeliveries.nextAttemptAt))
    .limit(limit);
  if (candidates.length === 0) return [];
  const claimed = await db
    .update(webhookDeliveries)
    .set({
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      lastAttemptAt: sql`now()`,
      nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
    })
    .where(
      and(
        inArray(
          webhookDeliveries.id,
          candidates.map((row) => row.id),
        ),
        due,
      ),
    )
    .returning({
      id: webhookDeliveries.id,
      endpointId: webhookDeliveries.endpointId,
      messageId: webhookDeliveries.messageId,
      attempts: webhookDeliveries.attempts,
      payload: webhookDeliveries.payload,
    });
  if (claimed.length === 0) return [];
  const endpoints = await db
    .select({ id: webhookEndpoints.id, url: webhookEndpoints.url, secret: webhookEndpoints.secret })
    .from(webhookEndpoints)
    .where(
      inArray(
        webhookEndpoints.id,
        claimed.map((row) => row.endpointId),
      ),
    );
  const byId = new Map(endpoints.map((endpoint) => [endpoint.id, endpoint]));
  return claimed.flatMap((row) => {
    const endpoint = byId.get(row.endpointId);
    if (!endpoint) return [];
    return [
      {
        id: row.id,
        messageId: row.messageId,
        attempts: row.attempts,
        body: JSON.stringify(row.payload),
        url: endpoint.url,
        secret: openSecret(SECRET_PURPOSE, endpoint.secret),
      },
    ];
  });
}

export type TryOutcome = { status: number | null; body: string | null; error: string | null };

/**
 * A try's outcome: a 2xx answer delivers it; otherwise it waits `retrySeconds` doubled per try
 * (at most an hour) and fails for good once its day is over.
 */
export async function recordTry(db: Database, id: number, outcome: TryOutcome, retrySeconds: number): Promise<void> {
  const delivered = outcome.status !== null && outcome.status >= 200 && outcome.status < 300;
  const wait = sql`make_interval(secs => least(${LONGEST_WAIT_SECONDS}, ${retrySeconds} * power(2, least(greatest(${webhookDeliveries.attempts} - 1, 0), 12))))`;
  await db
    .update(webhookDeliveries)
    .set({
      responseStatus: outcome.status,
      responseBody: outcome.body === null ? null : outcome.body.slice(0, RESPONSE_KEPT),
      error: outcome.error === null ? null : outcome.error.slice(0, RESPONSE_KEPT),
      ...(delivered
        ? { status: "delivered" as const, deliveredAt: sql`now()`, nextAttemptAt: null }
        : {
            status: sql`CASE WHEN now() + ${wait} > ${webhookDeliveries.giveUpAt} THEN 'failed' ELSE 'pending' END`,
            nextAttemptAt: sql`CASE WHEN now() + ${wait} > ${webhookDeliveries.giveUpAt} THEN NULL ELSE now() + ${wait} END`,
          }),
    })
    .where(eq(webhookDeliveries.id, id));
}

/** "Send again": due now, with a day of tries ahead of it again, whatever it was. */
export async function redeliver(db: Database, id: number): Promise<WebhookDeliveryRecord | null> {
  const [row] = await db
    .update(webhookDeliveries)
    .set({
      status: "pending",
      nextAttemptAt: sql`now()`,
      giveUpAt: sql`now() + make_interval(hours => ${RETRY_WINDOW_HOURS})`,
    })
    .where(eq(webhookDeliveries.id, id))
    .returning({ id: webhookDeliveries.id });
  return row ? getDelivery(db, row.id) : null;
}

const deliveryColumns = {
  id: webhookDeliveries.id,
  endpointId: webhookDeliveries.endpointId,
  url: webhookEndpoints.url,
  messageId: webhookDeliveries.messageId,
  event: webhookDeliveries.event,
  status: webhookDeliveries.status,
  attempts: webhookDeliveries.attempts,
  createdAt: webhookDeliveries.createdAt,
  lastAttemptAt: webhookDeliveries.lastAttemptAt,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
  deliveredAt: webhookDeliveries.deliveredAt,
  responseStatus: webhookDeliveries.responseStatus,
  responseBody: webhookDeliveries.responseBody,
  error: webhookDeliveries.error,
};

type DeliveryRow = { [K in keyof typeof deliveryColumns]: (typeof deliveryColumns)[K]["_"]["data"] };

const deliveryRecord = (row: DeliveryRow): WebhookDeliveryRecord => ({
  ...row,
  createdAt: iso(row.createdAt)!,
  lastAttemptAt: iso(row.lastAttemptAt),
  nextAttemptAt: row.status === "pending" ? iso(row.nextAttemptAt) : null,
  deliveredAt: iso(row.deliveredAt),
});

export async function getDelivery(db: Database, id: number): Promise<WebhookDeliveryRecord | null> {
  const [row] = await db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, id));
  return row ? deliveryRecord(row as DeliveryRow) : null;
}

/** The latest deliveries, newest first: the log the dashboard shows. */
export async function listDeliveries(db: Database, limit = 50): Promise<WebhookDeliveryRecord[]> {
  const rows = await db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
  return rows.map((row) => deliveryRecord(row as DeliveryRow));
}

/** Delivered and failed deliveries older than this many days leave the log (maintenance). */
export const DELIVERY_RETENTION_DAYS = 30;

export async function purgeOldDeliveries(db: Database): Promise<number> {
  const rows = await db
    .delete(webhookDeliveries)
    .where(
      and(
        inArray(webhookDeliveries.status, ["delivered", "failed"]),
        lte(webhookDeliveries.createdAt, sql`now() - make_interval(days => ${DELIVERY_RETENTION_DAYS})`),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return rows.length;
}
