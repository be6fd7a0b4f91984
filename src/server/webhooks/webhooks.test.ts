import { eq, sql } from "drizzle-orm";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type * as NextServer from "next/server";
import type * as DbClient from "@/server/db/client";
import { webhookDeliveries, webhookEndpoints } from "@/server/db/schema";
import { apiRequest, paramsOf, sessionCookie } from "../../../tests/support/api-calls";
import { createTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from "../../../tests/support/test-database";

vi.stubEnv("SITE_URL", "http://asas.example");
vi.stubEnv("TRUSTED_PROXIES", "0");
// The receiver below is on loopback; tries come quickly one after the other.
vi.stubEnv("WEBHOOK_ALLOW_PRIVATE_NETWORKS", "true");
vi.stubEnv("WEBHOOK_RETRY_SECONDS", "1");
vi.stubEnv("WEBHOOK_TIMEOUT_SECONDS", "1");

vi.mock("next-intl/server", () => import("@/test-support/next-intl-server"));
const store = vi.hoisted(() => ({ db: null as unknown }));
vi.mock("@/server/db/client", async (importOriginal) => ({
  ...(await importOriginal<typeof DbClient>()),
  getDb: () => Promise.resolve(store.db),
}));
vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), cacheTag: () => {}, cacheLife: () => {} }));
vi.mock("next/server", async (importOriginal) => ({
  ...(await importOriginal<typeof NextServer>()),
  connection: () => Promise.resolve(),
  after: (task: () => unknown) => void Promise.resolve().then(task),
}));

const { webhookSignature, signedHeaders } = await import("./signature");
const { isPrivateAddress, webhookAddressProblem } = await import("./address");
const { deliverDueWebhooks, sendDelivery } = await import("./deliver");
const { claimDueDeliveries, enqueueWebhookEvent, listDeliveries } = await import("./store");
const { createUser } = await import("@/server/auth/users");
const { createLead } = await import("@/server/leads/store");
const webhooksRoute = await import("@/app/api/webhooks/route");
const leadRoute = await import("@/app/api/leads/[id]/route");
const redeliverRoute = await import("@/app/api/webhooks/deliveries/[id]/redeliver/route");

describe("Standard Webhooks signatures", () => {
  it("match the specification's own example", () => {
    // From the Standard Webhooks specification's test vectors.
    const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
    expect(webhookSignature(secret, "msg_p5jXN8AQM9LWM0D4loKWxJek", 1614265330, '{"test": 2432232314}')).toBe(
      "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=",
    );
  });

  it("sign id, timestamp and body with a fresh timestamp per try", () => {
    const headers = signedHeaders("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw", "msg_1", "{}", new Date(1614265330_000));
    expect(headers).toEqual({
      "webhook-id": "msg_1",
      "webhook-timestamp": "1614265330",
      "webhook-signature": webhookSignature("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw", "msg_1", 1614265330, "{}"),
    });
  });
});

describe("webhook addresses", () => {
  it.each([
    ["127.0.0.1", true],
    ["10.1.2.3", true],
    ["172.20.0.1", true],
    ["192.168.1.10", true],
    ["169.254.169.254", true],
    ["100.64.0.1", true],
    ["0.0.0.0", true],
    ["::1", true],
    ["fd00::1", true],
    ["fe80::1", true],
    ["::ffff:127.0.0.1", true],
    ["203.0.113.10", false],
    ["8.8.8.8", false],
    ["2001:4860:4860::8888", false],
  ])("%s is private: %s", (address, expected) => {
    expect(isPrivateAddress(address)).toBe(expected);
  });

  it("refuses loopback and private names unless allowed, and names that do not resolve", async () => {
    expect(await webhookAddressProblem("http://localhost:4000/hook", false)).toBe("address_private");
    expect(await webhookAddressProblem("http://[::1]/hook", false)).toBe("address_private");
    expect(await webhookAddressProblem("https://10.0.0.5/hook", false)).toBe("address_private");
    expect(await webhookAddressProblem("https://203.0.113.10/hook", false)).toBeNull();
    expect(await webhookAddressProblem("http://localhost:4000/hook", true)).toBeNull();
    expect(await webhookAddressProblem("https://no-such-host.invalid/hook", false)).toBe("address_unresolved");
  });

  it("refuses a private address at connection time too, before anything is sent", async () => {
    const { server, received, url } = await receiver(() => 200);
    try {
      const outcome = await sendDelivery(
        { url: url.replace("127.0.0.1", "localhost"), messageId: "msg_x", body: "{}", secret: "whsec_AAAA" },
        { timeoutMs: 1000, allowPrivate: false },
      );
      expect(outcome.status).toBeNull();
      expect(outcome.error).toMatch(/private or local network/);
      expect(received).toHaveLength(0);
    } finally {
      server.close();
    }
  });
});

type Received = { headers: IncomingMessage["headers"]; body: string };

/**
 * A real HTTP receiver on loopback. `answer` decides each request's fate by its number: a status,
 * or "hang" to never answer.
 */
async function receiver(answer: (index: number) => number | "hang") {
  const received: Received[] = [];
  const hanging: ServerResponse[] = [];
  const server: Server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      received.push({ headers: request.headers, body });
      const fate = answer(received.length);
      if (fate === "hang") hanging.push(response);
      else response.writeHead(fate, { "content-type": "text/plain" }).end(fate < 300 ? "thanks" : "receiver is down");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const close = server.close.bind(server);
  server.close = ((callback?: () => void) => {
    for (const response of hanging) response.destroy();
    server.closeAllConnections();
    return close(callback);
  }) as typeof server.close;
  return { server, received, url: `http://127.0.0.1:${port}/hooks` };
}

/** Polls until the condition holds (the worker's next runs), or fails after `ms`. */
async function until<T>(check: () => Promise<T | null | undefined | false>, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(TEST_DATABASE_KINDS)("the webhook queue on %s", (kind) => {
  let database: TestDatabase;
  const db = () => database.db;
  let admin: { id: number; cookie: string };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    store.db = database.db;
    const user = await createUser(db(), { name: "Admin", email: "admin@asas.example", password: null, role: "admin" });
    admin = { id: user.id, cookie: await sessionCookie(db(), user.id) };
  });
  beforeEach(async () => {
    await db().delete(webhookEndpoints);
  });
  afterAll(async () => database.close());

  /** An endpoint added as the dashboard adds it, with its secret. */
  const addEndpoint = async (url: string, events: string[]) => {
    const answer = await webhooksRoute.POST(
      apiRequest("/api/webhooks", { method: "POST", json: { url, events }, cookie: admin.cookie }),
    );
    expect(answer.status).toBe(201);
    return (await answer.json()) as { endpoint: { id: number }; secret: string };
  };

  it("delivers through a receiver that fails, then times out, then recovers: signed, the same id each try", async () => {
    const { server, received, url } = await receiver((index) => (index === 1 ? 500 : index === 2 ? "hang" : 200));
    try {
      const { secret } = await addEndpoint(url, ["lead.created"]);
      await enqueueWebhookEvent(db(), "lead.created", { id: 7, name: "Noura" });
      const delivered = await until(async () => {
        await deliverDueWebhooks(db());
        const [delivery] = await listDeliveries(db());
        return delivery?.status === "delivered" ? delivery : null;
      });
      expect(delivered).toMatchObject({ attempts: 3, responseStatus: 200, responseBody: "thanks", error: null });
      expect(received).toHaveLength(3);
      const ids = new Set(received.map((request) => request.headers["webhook-id"]));
      expect(ids.size).toBe(1);
      for (const request of received) {
        const timestamp = Number(request.headers["webhook-timestamp"]);
        expect(request.headers["webhook-signature"]).toBe(
          webhookSignature(secret, String(request.headers["webhook-id"]), timestamp, request.body),
        );
        expect(JSON.parse(request.body)).toMatchObject({ type: "lead.created", data: { id: 7, name: "Noura" } });
      }
    } finally {
      server.close();
    }
  });

  it("logs a failed try's answer and waits longer after each failure", async () => {
    const { server, url } = await receiver(() => 503);
    try {
      await addEndpoint(url, ["post.deleted"]);
      await enqueueWebhookEvent(db(), "post.deleted", { id: 1 });
      await deliverDueWebhooks(db());
      const [first] = await listDeliveries(db());
      expect(first).toMatchObject({
        status: "pending",
        attempts: 1,
        responseStatus: 503,
        responseBody: "receiver is down",
      });
      const wait = (delivery: typeof first) =>
        new Date(delivery!.nextAttemptAt!).getTime() - new Date(delivery!.lastAttemptAt!).getTime();
      const second = await until(async () => {
        await deliverDueWebhooks(db());
        const [delivery] = await listDeliveries(db());
        return delivery && delivery.attempts === 2 && delivery.responseStatus === 503 ? delivery : null;
      });
      expect(wait(second)).toBeGreaterThan(wait(first));
    } finally {
      server.close();
    }
  });

  it("gives up once the day is over, and 'send again' puts it back in the queue", async () => {
    const { server, received, url } = await receiver((index) => (index === 1 ? 500 : 200));
    try {
      await addEndpoint(url, ["lead.created"]);
      await enqueueWebhookEvent(db(), "lead.created", { id: 2 });
      await db()
        .update(webhookDeliveries)
        .set({ giveUpAt: sql`now()` });
      await deliverDueWebhooks(db());
      const [failed] = await listDeliveries(db());
      expect(failed).toMatchObject({ status: "failed", nextAttemptAt: null, responseStatus: 500 });
      const answer = await redeliverRoute.POST(
        apiRequest(`/api/webhooks/deliveries/${failed!.id}/redeliver`, { method: "POST", cookie: admin.cookie }),
        paramsOf({ id: String(failed!.id) }),
      );
      expect(answer.status).toBe(200);
      await deliverDueWebhooks(db());
      const [again] = await listDeliveries(db());
      expect(again).toMatchObject({ status: "delivered", attempts: 2, responseStatus: 200 });
      expect(received).toHaveLength(2);
    } finally {
      server.close();
    }
  });

  it("survives a sender that died mid-try: the claim runs out and the delivery is due again", async () => {
    const { server, received, url } = await receiver(() => 200);
    try {
      await addEndpoint(url, ["lead.created"]);
      await enqueueWebhookEvent(db(), "lead.created", { id: 3 });
      // Claimed as a worker would, which then stopped (a restart) before sending anything.
      expect(await claimDueDeliveries(db(), 1)).toHaveLength(1);
      expect(await claimDueDeliveries(db(), 1)).toHaveLength(0);
      await until(async () => {
        await deliverDueWebhooks(db());
        return received.length === 1;
      });
      const [delivery] = await listDeliveries(db());
      expect(delivery).toMatchObject({ status: "delivered", attempts: 2 });
    } finally {
      server.close();
    }
  });

  it("queues a lead's status change without waiting for an endpoint that hangs", async () => {
    const { server, received, url } = await receiver(() => "hang");
    try {
      await addEndpoint(url, ["lead.status_changed"]);
      const id = await createLead(
        db(),
        {
          name: "Lead",
          email: "lead@example.com",
          phone: "",
          company: "",
          country: "SA",
          service: "other",
          message: "Please call us about a project.",
          consent: true,
        } as Parameters<typeof createLead>[1],
        { locale: "en", sourcePage: "/en/contact", userAgent: "test", notify: false },
      );
      const started = Date.now();
      const answer = await leadRoute.PATCH(
        apiRequest(`/api/leads/${id}`, { method: "PATCH", json: { status: "closed" }, cookie: admin.cookie }),
        paramsOf({ id: String(id) }),
      );
      expect(answer.status).toBe(200);
      // The save is answered before anything is sent: the delivery waits in the queue.
      expect(Date.now() - started).toBeLessThan(1000);
      expect(received).toHaveLength(0);
      const [queued] = await db()
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.event, "lead.status_changed"));
      expect(queued!.payload).toMatchObject({
        type: "lead.status_changed",
        data: { id, status: "closed", previousStatus: "new" },
      });
      // The worker's try is cut off at the timeout and logged.
      await deliverDueWebhooks(db());
      const [delivery] = await listDeliveries(db());
      expect(delivery).toMatchObject({
        status: "pending",
        responseStatus: null,
        error: expect.stringMatching(/no answer/),
      });
    } finally {
      server.close();
    }
  });

  it("refuses an endpoint on a private network unless allowed, with the field's code", async () => {
    vi.resetModules();
    vi.stubEnv("WEBHOOK_ALLOW_PRIVATE_NETWORKS", "false");
    try {
      const strict = await import("@/app/api/webhooks/route");
      const answer = await strict.POST(
        apiRequest("/api/webhooks", {
          method: "POST",
          json: { url: "http://127.0.0.1:9/hooks", events: ["lead.created"] },
          cookie: admin.cookie,
        }),
      );
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
        url: "address_private",
      });
    } finally {
      vi.stubEnv("WEBHOOK_ALLOW_PRIVATE_NETWORKS", "true");
    }
  });
});
