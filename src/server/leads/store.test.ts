import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { leads } from "@/server/db/schema";
import { createTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from "../../../tests/support/test-database";
import { leadEmail } from "./notify";
import {
  claimDueNotifications,
  createLead,
  getLead,
  leadCounts,
  leadsForExport,
  listLeads,
  markNotifyFailed,
  SlotTakenError,
  updateLead,
  type NewLead,
} from "./store";

const lead = (overrides: Partial<NewLead> = {}): NewLead => ({
  name: "نورة العتيبي",
  email: "noura@example.sa",
  phone: "+966551234567",
  company: "شركة الأفق",
  country: "SA",
  service: "network-security",
  message: "نرغب في تقييم أمني لشبكة فروعنا.",
  consent: true,
  ...overrides,
});
const meta = { locale: "ar", sourcePage: "/contact", userAgent: "test", notify: true };

describe.each(TEST_DATABASE_KINDS)("lead store on %s", (kind) => {
  let database: TestDatabase;
  const db = () => database.db;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => database.close());
  beforeEach(async () => {
    await db().execute(sql`DELETE FROM ${leads}`);
  });

  it("stores a lead, queued for the team's e-mail, and reads it back whole", async () => {
    const id = await createLead(db(), lead(), meta);
    const stored = await getLead(db(), id);
    expect(stored).toMatchObject({
      name: "نورة العتيبي",
      status: "new",
      spam: false,
      consent: true,
      notifiedAt: null,
      locale: "ar",
    });
  });

  it("books a slot once: a second booking is refused by the database, even at the same moment; spam frees it", async () => {
    const at = new Date("2026-12-06T06:00:00.000Z");
    const booking = { ...meta, appointmentAt: at };
    const results = await Promise.allSettled([
      createLead(db(), lead({ name: "First" }), booking),
      createLead(db(), lead({ name: "Second" }), booking),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((result) => result.status === "rejected");
    expect((refused as PromiseRejectedResult).reason).toBeInstanceOf(SlotTakenError);
    const [booked] = (await listLeads(db(), { folder: "new" })).items;
    expect(booked?.appointmentAt).toBe(at.toISOString());
    // Moved to spam, the booking gives its slot back; taken out again after someone booked it, it keeps
    // its message but not the slot.
    await updateLead(db(), booked!.id, { spam: true });
    const rebooked = await createLead(db(), lead({ name: "Third" }), booking);
    expect((await getLead(db(), rebooked))?.appointmentAt).toBe(at.toISOString());
    expect((await updateLead(db(), booked!.id, { spam: false }))?.appointmentAt).toBeNull();
  });

  it("keeps blocked submissions in the spam folder with their reason, never e-mailed", async () => {
    await createLead(db(), lead({ name: "Bot" }), { ...meta, spamReason: "honeypot" });
    await createLead(db(), lead(), meta);
    expect(await leadCounts(db())).toEqual({ new: 1, in_progress: 0, closed: 0, spam: 1 });
    const spam = await listLeads(db(), { folder: "spam" });
    expect(spam.items[0]).toMatchObject({ name: "Bot", spamReason: "honeypot" });
    const due = await claimDueNotifications(db());
    expect(due.map((item) => item.name)).toEqual(["نورة العتيبي"]);
  });

  it("moves leads between folders and searches them", async () => {
    const first = await createLead(db(), lead({ company: "Falcon Logistics" }), meta);
    await createLead(db(), lead({ name: "Omar", email: "omar@example.ae", company: "Dune Retail" }), meta);
    await updateLead(db(), first, { status: "in_progress" });
    expect((await listLeads(db(), { folder: "in_progress" })).items.map((item) => item.company)).toEqual([
      "Falcon Logistics",
    ]);
    expect((await listLeads(db(), { folder: "new", q: "dune" })).items.map((item) => item.name)).toEqual(["Omar"]);
    await updateLead(db(), first, { spam: true });
    expect((await leadCounts(db())).spam).toBe(1);
    expect((await leadsForExport(db(), "all")).map((item) => item.name)).toEqual(["Omar"]);
  });

  it("claims a due e-mail once, recorded as sent before it is sent, and queues it again after a failure", async () => {
    const id = await createLead(db(), lead(), meta);
    expect(await claimDueNotifications(db())).toHaveLength(1);
    expect((await getLead(db(), id))?.notifiedAt).not.toBeNull();
    // Claimed: another worker does not get it, now or later.
    expect(await claimDueNotifications(db())).toHaveLength(0);
    await markNotifyFailed(db(), id, "ECONNREFUSED", 30);
    const failed = await getLead(db(), id);
    expect(failed).toMatchObject({ notifyAttempts: 1, notifyError: "ECONNREFUSED", notifiedAt: null });
    const [row] = await db()
      .select({ wait: sql<number>`extract(epoch from next_notify_at - now())` })
      .from(leads);
    expect(Number(row?.wait)).toBeGreaterThan(25);
    expect(Number(row?.wait)).toBeLessThanOrEqual(30);
    await db().execute(sql`UPDATE ${leads} SET next_notify_at = now() - interval '1 second'`);
    expect(await claimDueNotifications(db())).toHaveLength(1);
    expect(await getLead(db(), id)).toMatchObject({ notifyAttempts: 2, notifyError: null });
    expect(await claimDueNotifications(db())).toHaveLength(0);
  });
});

describe("the team's e-mail", () => {
  it("is in Arabic with English labels and escapes what the visitor wrote", () => {
    const email = leadEmail(
      {
        id: 7,
        createdAt: "",
        updatedAt: "",
        ...lead({ name: "<b>Eve</b>", message: "Hello <script>alert(1)</script>" }),
        locale: "en",
        sourcePage: "/en/contact",
        status: "new",
        spam: false,
        spamReason: null,
        reviewReason: null,
        notifiedAt: null,
        notifyAttempts: 0,
        notifyError: null,
        appointmentAt: null,
      },
      "https://asas.example/dashboard/leads/7",
    );
    expect(email.subject).toContain("طلب تواصل جديد");
    expect(email.subject).toContain("New lead");
    // The form's own label, and the value isolated from the Arabic around it.
    expect(email.text).toContain("الاسم الكامل / Full name: \u2068<b>Eve</b>\u2069");
    expect(email.html).not.toContain("<script>");
    expect(email.html).toContain("&lt;script&gt;");
    expect(email.html).toContain("https://asas.example/dashboard/leads/7");
  });
});
