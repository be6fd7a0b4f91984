import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type * as NextServer from "next/server";
import type * as DbClient from "@/server/db/client";
import type { Database } from "@/server/db/client";
import { contactSubmissions, leads, usedFormTokens } from "@/server/db/schema";
import { apiRequest } from "../../../tests/support/api-calls";
import { createTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from "../../../tests/support/test-database";

vi.stubEnv("SITE_URL", "http://asas.example");
vi.stubEnv("TRUSTED_PROXIES", "0");
vi.stubEnv("SMTP_URL", "smtp://mail.asas.example:2525");
vi.stubEnv("LEADS_EMAIL_TO", "team@asas.example");

// next-intl's request config needs Next.js: the messages are the app's own.
vi.mock("next-intl/server", () => import("@/test-support/next-intl-server"));
/** The database the code under test gets: the test's, or one that fails as an outage would. */
const store = vi.hoisted(() => ({ db: null as unknown, failing: false }));
vi.mock("@/server/db/client", async (importOriginal) => ({
  ...(await importOriginal<typeof DbClient>()),
  getDb: () =>
    Promise.resolve(
      new Proxy(store.db as object, {
        get(target, property, receiver) {
          const value = Reflect.get(target, property, receiver) as unknown;
          if (typeof value !== "function") return value;
          return (...args: unknown[]) => {
            if (store.failing)
              throw Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" });
            return (value as (...rest: unknown[]) => unknown).apply(target, args);
          };
        },
      }),
    ),
}));
// The e-mail after a submission is sent by the calls below, not in the background.
vi.mock("next/server", async (importOriginal) => ({
  ...(await importOriginal<typeof NextServer>()),
  after: () => {},
}));
type Sent = {
  subject: string;
  text: string;
  html: string;
  to?: string;
  from: unknown;
  headers: Record<string, string>;
  icalEvent?: { method: string; content: string };
};
/** The team's e-mails and the assessments' confirmations in `sent`; the confirmations to the people who wrote in apart. */
const mail = vi.hoisted(() => ({
  sent: [] as Sent[],
  confirmations: [] as Sent[],
  onSend: null as null | (() => void),
  refuseConfirmations: false,
}));
vi.mock("@/server/mail", () => ({
  mailer: () => ({
    sendMail: (message: Sent) => {
      if (message.headers["X-Asas-Lead-Confirmation"]) {
        if (mail.refuseConfirmations) return Promise.reject(new Error("550 mailbox unavailable"));
        mail.confirmations.push(message);
        return Promise.resolve();
      }
      mail.onSend?.();
      mail.sent.push(message);
      return Promise.resolve();
    },
  }),
  mailFrom: (company: { name: Record<string, string> }, locale: "ar" | "en") => ({
    name: company.name[locale],
    address: "no-reply@asastech.sa",
  }),
  mailConfigured: () => true,
}));

const { deliverDueLeadEmails } = await import("./notify");
const { unisolatedLtrRuns, unisolatedLtrRunsInHtml } = await import("@/lib/bidi");
const { createLead } = await import("./store");
const { CONTACT_LIMITS } = await import("./limits");
const { issueFormToken } = await import("./form-token");
const { derivedSecret } = await import("@/server/app-secret");
const contact = await import("@/app/api/contact/route");
const { openAssessmentSlots } = await import("@/server/assessments/store");

const lead = {
  name: "Noura",
  email: "noura@example.com",
  phone: "",
  company: "",
  country: "SA" as const,
  service: "other" as const,
  message: "We would like to talk about a project.",
  consent: true,
};
const leadIn = (message: Sent) => Number(message.headers["X-Asas-Lead"]);

/** Every e-mail that is due, sent: as the worker would, until nothing is left. */
async function drain(): Promise<void> {
  while ((await deliverDueLeadEmails()) > 0);
}

describe.each(TEST_DATABASE_KINDS)("the team's lead e-mail on %s", (kind) => {
  let database: TestDatabase;
  const db = (): Database => database.db;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    store.db = database.db;
  });
  afterAll(async () => database.close());
  beforeEach(async () => {
    for (const table of [leads, contactSubmissions, usedFormTokens]) await db().execute(sql`DELETE FROM ${table}`);
    mail.sent.length = 0;
    mail.confirmations.length = 0;
    mail.refuseConfirmations = false;
    mail.onSend = null;
    store.failing = false;
  });

  it("is sent once even when the database fails right after the send", async () => {
    const id = await createLead(db(), lead, { locale: "en", sourcePage: "/en/contact", userAgent: "t", notify: true });
    // The outage begins the moment the e-mail has gone.
    mail.onSend = () => {
      store.failing = true;
    };
    await deliverDueLeadEmails().catch(() => 0);
    mail.onSend = null;
    store.failing = false;
    // Long after the outage (past any claim's expiry), nothing is sent again.
    await db().execute(sql`UPDATE ${leads} SET next_notify_at = now() - interval '10 minutes'`);
    await drain();
    expect(mail.sent.map(leadIn)).toEqual([id]);
  });

  it("is sent later when the send fails, even if the database was down at that moment too", async () => {
    const id = await createLead(db(), lead, { locale: "en", sourcePage: "/en/contact", userAgent: "t", notify: true });
    mail.onSend = () => {
      store.failing = true;
      throw new Error("421 service not available");
    };
    expect(await deliverDueLeadEmails()).toBe(0);
    mail.onSend = null;
    store.failing = false;
    // The next run puts it back in the queue; once its retry is due, it goes.
    await deliverDueLeadEmails();
    const [row] = await db().select().from(leads);
    expect(row).toMatchObject({ notifiedAt: null, notifyError: "421 service not available" });
    await db().execute(sql`UPDATE ${leads} SET next_notify_at = now() - interval '1 second'`);
    await drain();
    expect(mail.sent.map(leadIn)).toEqual([id]);
  });

  const secret = () => derivedSecret("contact-form-secret");
  /** A visitor sending the contact form from an address of their own, with a token a minute old. */
  const submit = (ip: string, name: string, fields: Record<string, unknown> = {}) =>
    contact.POST(
      apiRequest("/api/contact", {
        method: "POST",
        headers: { "x-forwarded-for": ip },
        json: {
          ...lead,
          name,
          token: issueFormToken(secret(), Date.now() - 60_000),
          locale: "en",
          page: "/en/contact",
          website: "",
          ...fields,
        },
      }),
    );
  /** The window the limits count in, over for everything sent so far. */
  const windowPasses = () =>
    Promise.all([
      db().execute(sql`UPDATE ${leads} SET created_at = created_at - interval '11 minutes'`),
      db().execute(sql`UPDATE ${contactSubmissions} SET created_at = created_at - interval '11 minutes'`),
    ]);

  it("e-mails a real lead held during a flood from many networks once the flood is over", async () => {
    for (let index = 0; index < CONTACT_LIMITS.overall; index++)
      expect((await submit(`10.${Math.floor(index / 250)}.${index % 250}.7`, `Flood ${index}`)).status).toBe(201);
    const real = await submit("192.0.2.10", "A real client");
    expect(real.status).toBe(201);
    const [held] = await db()
      .select()
      .from(leads)
      .where(sql`${leads.name} = 'A real client'`);
    expect(held).toMatchObject({ reviewReason: "site_volume", notifiedAt: null });

    // While the flood lasts, the flood's own messages go (as many as the limit lets in), not the held one.
    await drain();
    expect(mail.sent).toHaveLength(CONTACT_LIMITS.overall);
    expect(mail.sent.map(leadIn)).not.toContain(held!.id);

    await windowPasses();
    await drain();
    const late = mail.sent.filter((message) => leadIn(message) === held!.id);
    expect(late).toHaveLength(1);
    expect(late[0]!.text).toContain("This request came in during an unusual flood of messages");
    await drain();
    expect(mail.sent).toHaveLength(CONTACT_LIMITS.overall + 1);
  });

  it("e-mails a lead held for its own network's volume once that network is quiet again", async () => {
    for (let host = 1; host <= CONTACT_LIMITS.perNetwork; host++)
      expect((await submit(`198.51.100.${host}`, `Office ${host}`)).status).toBe(201);
    expect((await submit("198.51.100.99", "Held colleague")).status).toBe(201);
    await drain();
    expect(mail.sent).toHaveLength(CONTACT_LIMITS.perNetwork);
    // Another network's flood ending changes nothing for it; its own does.
    await db().execute(sql`UPDATE ${leads} SET created_at = created_at - interval '11 minutes'`);
    await drain();
    expect(mail.sent).toHaveLength(CONTACT_LIMITS.perNetwork);
    await windowPasses();
    await drain();
    expect(mail.sent.at(-1)?.subject).toContain("Held colleague");
    const [row] = await db()
      .select()
      .from(leads)
      .where(sql`${leads.name} = 'Held colleague'`);
    expect(row).toMatchObject({ reviewReason: "network_volume", holdNetwork: null });
    expect(row?.notifiedAt).not.toBeNull();
  });

  it("names the country, the service and the page's language in both languages, under the form's own labels", async () => {
    await createLead(
      db(),
      { ...lead, name: "Faisal", company: "Hala Logistics", phone: "+966551234567", service: "network-security" },
      { locale: "ar", sourcePage: "/contact", userAgent: "t", notify: true },
    );
    await drain();
    const [team] = mail.sent;
    expect(team!.text).toContain("اسم المنشأة / Company: \u2068Hala Logistics\u2069");
    expect(team!.text).toContain("الدولة / Country: \u2068المملكة العربية السعودية / Saudi Arabia\u2069");
    expect(team!.text).toContain("الخدمة / Service: \u2068أمن الشبكات / Network Security\u2069");
    expect(team!.text).toContain("لغة الصفحة / Page language: \u2068العربية / Arabic\u2069");
    expect(team!.text).not.toMatch(/: \u2068(SA|ar|network-security)\u2069/);
    expect(team!.html).toContain("اسم المنشأة");
    // Whatever the person typed, it cannot reverse the Arabic around it.
    expect(unisolatedLtrRuns(team!.text)).toEqual([]);
    expect(unisolatedLtrRunsInHtml(team!.html)).toEqual([]);
  });

  it("confirms to the person who wrote in, once, in their page's language, from the company's name in it", async () => {
    await createLead(
      db(),
      { ...lead, email: "noura@example.sa", service: "network-security" },
      { locale: "ar", sourcePage: "/contact", userAgent: "t", notify: true },
    );
    await createLead(
      db(),
      { ...lead, email: "faisal@example.com", service: "security-assessment" },
      { locale: "en", sourcePage: "/en/contact", userAgent: "t", notify: true },
    );
    await drain();
    await drain();
    expect(mail.confirmations.map((message) => message.to).sort()).toEqual(["faisal@example.com", "noura@example.sa"]);
    const arabic = mail.confirmations.find((message) => message.to === "noura@example.sa")!;
    expect(arabic.from).toEqual({ name: "أساس للاستشارات التقنية", address: "no-reply@asastech.sa" });
    expect(arabic.subject).toBe("وصلتنا رسالتك | أساس للاستشارات التقنية");
    expect(arabic.text).toContain("بخصوص «أمن الشبكات»");
    expect(arabic.text).toContain("\u2066+966 11 410 2200\u2069");
    expect(arabic.html).toContain('<bdi dir="ltr">+966 11 410 2200</bdi>');
    expect(unisolatedLtrRuns(arabic.text)).toEqual([]);
    expect(unisolatedLtrRunsInHtml(arabic.html)).toEqual([]);
    // Nothing the visitor typed is repeated to the address they gave.
    expect(arabic.text).not.toContain(lead.message);
    expect(arabic.text).not.toContain(lead.name);
    const english = mail.confirmations.find((message) => message.to === "faisal@example.com")!;
    expect(english.from).toEqual({ name: "Asas Tech Consulting", address: "no-reply@asastech.sa" });
    expect(english.subject).toBe("We received your message | Asas Tech Consulting");
    expect(english.text).toContain("about “Free initial security assessment”");
    expect(english.text).toContain("http://asas.example/en/privacy");
    const rows = await db().select({ confirmedAt: leads.confirmedAt }).from(leads);
    expect(rows.every((row) => row.confirmedAt !== null)).toBe(true);
  });

  it("sends no confirmation for spam or a lead held in a flood, and records none the server refused", async () => {
    await createLead(db(), lead, {
      locale: "en",
      sourcePage: "/en/contact",
      userAgent: "t",
      notify: true,
      spamReason: "honeypot",
    });
    await createLead(db(), lead, {
      locale: "en",
      sourcePage: "/en/contact",
      userAgent: "t",
      notify: true,
      reviewReason: "site_volume",
    });
    mail.refuseConfirmations = true;
    const refused = await createLead(
      db(),
      { ...lead, email: "full@example.com" },
      {
        locale: "en",
        sourcePage: "/en/contact",
        userAgent: "t",
        notify: true,
      },
    );
    await drain();
    expect(mail.confirmations).toEqual([]);
    expect(mail.sent.map(leadIn)).toContain(refused);
    const [row] = await db()
      .select({ confirmedAt: leads.confirmedAt })
      .from(leads)
      .where(sql`${leads.id} = ${refused}`);
    expect(row?.confirmedAt).toBeNull();
  });

  it("books a free assessment: one booking per slot, the team told, the visitor confirmed with an invitation", async () => {
    const [day] = await openAssessmentSlots(db());
    const slot = day!.starts[0]!;
    const booking = { service: "security-assessment", slot, message: "", email: "faisal@example.sa" };
    const booked = await submit("203.0.113.20", "Faisal Al-Harbi", booking);
    expect(booked.status).toBe(201);
    expect(((await booked.json()) as { message: string }).message).toMatch(
      /^Thank you, Faisal Al-Harbi\. Your free assessment is booked for \w+day, \w+ \d{1,2}, \d{4}, \d{2}:\d{2}, Riyadh time\./,
    );
    // The same slot again, from someone else: refused, with the sentence for the field and a new token.
    const second = await submit("203.0.113.21", "Another visitor", { ...booking, email: "other@example.sa" });
    expect(second.status).toBe(409);
    const refusal = (await second.json()) as { error: { code: string; fields: { slot: string }; token: string } };
    expect(refusal.error.code).toBe("slot_taken");
    expect(refusal.error.fields.slot).toBe("Someone has just booked that time. Please choose another.");
    expect(refusal.error.token).toEqual(expect.any(String));
    // A time the schedule does not offer (a Friday, or a time of day not on it) is refused too.
    const odd = await submit("203.0.113.22", "Odd time", { ...booking, slot: "2026-12-04T06:00:00.000Z" });
    expect(odd.status).toBe(409);
    expect(((await odd.json()) as { error: { code: string } }).error.code).toBe("slot_invalid");
    expect(await db().select({ at: leads.appointmentAt }).from(leads)).toEqual([{ at: new Date(slot) }]);
    // It is no longer offered.
    expect((await openAssessmentSlots(db())).flatMap((open) => open.starts)).not.toContain(slot);

    await drain();
    const team = mail.sent.find((message) => message.to === undefined || !message.icalEvent);
    expect(team?.subject).toMatch(/^حجز تقييم مجاني: \u2068Faisal Al-Harbi\u2069/);
    expect(team?.text).toContain("Booked for");
    const confirmation = mail.sent.find((message) => message.icalEvent);
    expect(confirmation?.to).toBe('"Faisal Al-Harbi" <faisal@example.sa>');
    expect(confirmation?.subject).toMatch(/^Your free initial security assessment with /);
    expect(confirmation?.text).toContain("Riyadh time");
    expect(confirmation?.icalEvent?.method).toBe("REQUEST");
    const start = slot.replace(/[-:]/g, "").replace(".000", "");
    expect(confirmation?.icalEvent?.content).toContain(`DTSTART:${start}`);
    // Each goes once.
    await drain();
    expect(mail.sent).toHaveLength(2);
    // The booking's confirmation is the one with the invitation, not a second one.
    expect(mail.confirmations).toEqual([]);
  });
});
