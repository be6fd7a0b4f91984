import "server-only";
import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import { env } from "@/env";
import { handleAppError } from "@/lib/errors/handle-app-error";
import { log } from "@/lib/log";
import { getDb, type Database } from "@/server/db/client";
import { isStoreUnavailable } from "@/server/db/errors";
import { guardedLookup, isPrivateAddress, PrivateAddressError } from "./address";
import { signedHeaders } from "./signature";
import { claimDueDeliveries, RESPONSE_KEPT, recordTry, type DueDelivery, type TryOutcome } from "./store";

/**
 * The webhook worker: every few seconds each instance claims the deliveries that are due
 * (store.ts claimDueDeliveries, one instance per delivery) and sends them, signed, each with a
 * timeout, then records the answer. It runs in the server process, never in a request, so an
 * endpoint that hangs holds up only its own delivery. A restart loses nothing: the queue is in the
 * database, and a claim whose sender died is due again when its lease ends.
 */

/** How often each instance looks for due deliveries. */
export const WEBHOOK_CHECK_MS = 2_000;

/** The longest a claim holds a delivery: its timeout and time to record the answer. */
const leaseSeconds = () => env.WEBHOOK_TIMEOUT_SECONDS + 30;

/** One try: a POST of the body with the Standard Webhooks headers, the answer's status and start. */
export function sendDelivery(
  delivery: Pick<DueDelivery, "url" | "messageId" | "body" | "secret">,
  options: { timeoutMs: number; allowPrivate: boolean },
): Promise<TryOutcome> {
  return new Promise((resolve) => {
    if (!delivery.secret) {
      resolve({ status: null, body: null, error: "signing secret unreadable (APP_SECRET changed?)" });
      return;
    }
    const url = new URL(delivery.url);
    const host = url.hostname.replace(/^\[|\]$/g, "");
    // An address written as an IP is connected to without a lookup: checked here instead.
    if (!options.allowPrivate && isIP(host) && isPrivateAddress(host)) {
      resolve({ status: null, body: null, error: new PrivateAddressError(host).message });
      return;
    }
    const client = url.protocol === "https:" ? https : http;
    let settled = false;
    const finish = (outcome: TryOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const request = client.request(
      url,
      {
        method: "POST",
        lookup: guardedLookup(options.allowPrivate) as never,
        headers: {
          "content-type": "application/json",
          "user-agent": "Asas-Webhooks/1",
          ...signedHeaders(delivery.secret, delivery.messageId, delivery.body),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        response.on("data", (chunk: Buffer) => {
          if (kept < RESPONSE_KEPT * 4) {
            chunks.push(chunk);
            kept += chunk.length;
          }
        });
        response.on("end", () =>
          finish({
            status: response.statusCode ?? null,
            body: Buffer.concat(chunks).toString("utf8").slice(0, RESPONSE_KEPT),
            error: null,
          }),
        );
        response.on("error", (error) =>
          finish({ status: response.statusCode ?? null, body: null, error: error.message }),
        );
      },
    );
    // The whole try, answer included, within the timeout: a receiver that trickles is cut off too.
    const timer = setTimeout(() => {
      request.destroy();
      finish({ status: null, body: null, error: `no answer within ${options.timeoutMs / 1000} s` });
    }, options.timeoutMs);
    request.on("error", (error) => finish({ status: null, body: null, error: error.message }));
    request.end(delivery.body);
  });
}

/** Sends what is due now; returns how many were delivered. */
export async function deliverDueWebhooks(database?: Database): Promise<number> {
  const db = database ?? (await getDb());
  const due = await claimDueDeliveries(db, leaseSeconds());
  const outcomes = await Promise.all(
    due.map(async (delivery) => {
      const outcome = await sendDelivery(delivery, {
        timeoutMs: env.WEBHOOK_TIMEOUT_SECONDS * 1000,
        allowPrivate: env.WEBHOOK_ALLOW_PRIVATE_NETWORKS,
      });
      if (outcome.error || (outcome.status ?? 0) >= 300)
        log("info", "webhook delivery failed; will retry", {
          delivery: delivery.id,
          attempt: delivery.attempts,
          status: outcome.status,
          error: outcome.error,
        });
      await recordTry(db, delivery.id, outcome, env.WEBHOOK_RETRY_SECONDS);
      return outcome.error === null && outcome.status !== null && outcome.status < 300;
    }),
  );
  return outcomes.filter(Boolean).length;
}

let timer: ReturnType<typeof setInterval> | null = null;
let running = false;

/** Started once per server process (instrumentation.ts). */
export function startWebhookWorker(): void {
  if (timer) return;
  timer = setInterval(() => {
    if (running) return;
    running = true;
    deliverDueWebhooks()
      .catch((error: unknown) => {
        // The database out of reach: the queue waits for it.
        if (!isStoreUnavailable(error)) handleAppError(error, { phase: "process", task: "webhooks" });
      })
      .finally(() => {
        running = false;
      });
  }, WEBHOOK_CHECK_MS);
  timer.unref();
}
