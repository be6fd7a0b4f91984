import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contactSubmissions, leads, usedFormTokens } from "@/server/db/schema";
import { createTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from "../../../tests/support/test-database";
import {
  admitSubmission,
  clientKeys,
  CONTACT_LIMITS,
  consumeFormToken,
  purgeContactLimits,
  releaseSubmission,
  SPAM_LIMITS,
  spamRoomLeft,
} from "./limits";
import { createLead, type NewLead } from "./store";
import privacy from "@/content/legal/privacy.json";

const lead: NewLead = {
  name: "Visitor",
  email: "visitor@example.com",
  phone: "",
  company: "",
  country: "SA",
  service: "web-dev",
  message: "We would like a quote for a new website.",
  consent: true,
};
const meta = { locale: "en", sourcePage: "/en/contact", userAgent: "test", notify: true };

describe.each(TEST_DATABASE_KINDS)("contact form limits on %s", (kind) => {
  let database: TestDatabase;
  const db = () => database.db;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => database.close());
  beforeEach(async () => {
    await db().execute(sql`DELETE FROM ${leads}`);
    await db().execute(sql`DELETE FROM ${contactSubmissions}`);
    await db().execute(sql`DELETE FROM ${usedFormTokens}`);
  });

  it("holds one address to its limit, even in parallel, and says when to come back", async () => {
    const keys = clientKeys("203.0.113.5");
    const results = await Promise.all(Array.from({ length: 20 }, () => admitSubmission(db(), keys)));
    expect(results.filter((result) => result.allowed)).toHaveLength(CONTACT_LIMITS.perAddress);
    const refused = results.find((result) => !result.allowed);
    expect(refused).toMatchObject({ allowed: false });
    const wait = (refused as { retryAfterSeconds: number }).retryAfterSeconds;
    expect(wait).toBeGreaterThan(CONTACT_LIMITS.windowMinutes * 60 - 10);
    expect(wait).toBeLessThanOrEqual(CONTACT_LIMITS.windowMinutes * 60);
    // Another address, even next door, is not refused.
    expect(await admitSubmission(db(), clientKeys("203.0.113.6"))).toMatchObject({ allowed: true, hold: null });
  });

  it("holds a busy network's messages for review instead of refusing them", async () => {
    const results = [];
    for (let host = 1; host <= CONTACT_LIMITS.perNetwork + 2; host++)
      results.push(await admitSubmission(db(), clientKeys(`198.51.100.${host}`)));
    expect(results.every((result) => result.allowed)).toBe(true);
    expect(results.slice(0, CONTACT_LIMITS.perNetwork).every((result) => result.allowed && !result.hold)).toBe(true);
    expect(results.at(-1)).toMatchObject({ allowed: true, hold: "network_volume" });
    // IPv6: a /64 is one network.
    for (let host = 1; host <= CONTACT_LIMITS.perNetwork; host++)
      await admitSubmission(db(), clientKeys(`2001:db8:5:6::${host.toString(16)}`));
    expect(await admitSubmission(db(), clientKeys("2001:db8:5:6:ffff::1"))).toMatchObject({ hold: "network_volume" });
    expect(await admitSubmission(db(), clientKeys("2001:db8:5:7::1"))).toMatchObject({ hold: null });
  });

  it("past the site-wide volume, stores and holds rather than refuses", async () => {
    await db()
      .insert(leads)
      .values(Array.from({ length: CONTACT_LIMITS.overall }, (_, index) => ({ ...lead, name: `Lead ${index}` })));
    expect(await admitSubmission(db(), clientKeys("192.0.2.77"))).toMatchObject({ allowed: true, hold: "site_volume" });
  });

  it("refused submissions never count against real leads, and are kept only up to their own limit", async () => {
    for (let index = 0; index < SPAM_LIMITS.perWindow; index++) {
      expect(await spamRoomLeft(db())).toBe(true);
      await createLead(db(), lead, { ...meta, spamReason: "missing_token" });
    }
    expect(await spamRoomLeft(db())).toBe(false);
    // Staff's own spam marks do not use up the room.
    await db().update(leads).set({ spamReason: "marked_by_staff" });
    expect(await spamRoomLeft(db())).toBe(true);
    expect(await admitSubmission(db(), clientKeys("192.0.2.78"))).toMatchObject({ allowed: true, hold: null });
  });

  it("a form token sends one message only", async () => {
    const expires = new Date(Date.now() + 60_000);
    expect(await consumeFormToken(db(), "1700000000000.abc", expires)).toBe(true);
    expect(await consumeFormToken(db(), "1700000000000.abc", expires)).toBe(false);
    expect(await consumeFormToken(db(), "1700000000000.abd", expires)).toBe(true);
  });

  it("a released submission no longer counts", async () => {
    const keys = clientKeys("203.0.113.90");
    for (let index = 0; index < CONTACT_LIMITS.perAddress; index++) {
      const admission = await admitSubmission(db(), keys);
      if (admission.allowed && index === 0) await releaseSubmission(db(), admission.submissionId);
    }
    expect(await admitSubmission(db(), keys)).toMatchObject({ allowed: true });
    expect(await admitSubmission(db(), keys)).toMatchObject({ allowed: false });
  });

  it("purges old counters, expired tokens, and refused submissions beyond the newest kept", async () => {
    await admitSubmission(db(), clientKeys("203.0.113.91"));
    await db()
      .update(contactSubmissions)
      .set({ createdAt: sql`now() - interval '11 minutes'` });
    await consumeFormToken(db(), "old", new Date(Date.now() - 1000));
    await consumeFormToken(db(), "current", new Date(Date.now() + 60_000));
    await db()
      .insert(leads)
      .values(
        Array.from({ length: SPAM_LIMITS.kept + 5 }, (_, index) => ({
          ...lead,
          name: `Spam ${index}`,
          spam: true,
          spamReason: "honeypot",
          createdAt: new Date(Date.now() - (SPAM_LIMITS.kept + 5 - index) * 1000),
        })),
      );
    await createLead(db(), { ...lead, name: "Marked" }, { ...meta, spamReason: "marked_by_staff" });
    await createLead(db(), { ...lead, name: "Real" }, meta);

    await purgeContactLimits(db());
    expect(await db().select().from(contactSubmissions)).toHaveLength(0);
    expect((await db().select().from(usedFormTokens)).map((row) => row.tokenId)).toEqual(["current"]);
    const kept = await db().select({ name: leads.name }).from(leads);
    const names = new Set(kept.map((row) => row.name));
    expect(kept).toHaveLength(SPAM_LIMITS.kept + 2);
    expect(names.has("Spam 0")).toBe(false);
    expect(names.has(`Spam ${SPAM_LIMITS.kept + 4}`)).toBe(true);
    expect(names.has("Marked") && names.has("Real")).toBe(true);
  });

  it("deletes refused submissions after 30 days, as the privacy policy says, and keeps staff's own marks", async () => {
    const day = 24 * 60 * 60 * 1000;
    await db()
      .insert(leads)
      .values([
        {
          ...lead,
          name: "Spam 31 days",
          spam: true,
          spamReason: "honeypot",
          createdAt: new Date(Date.now() - 31 * day),
        },
        {
          ...lead,
          name: "Spam 29 days",
          spam: true,
          spamReason: "too_fast",
          createdAt: new Date(Date.now() - 29 * day),
        },
        {
          ...lead,
          name: "Marked 31 days",
          spam: true,
          spamReason: "marked_by_staff",
          createdAt: new Date(Date.now() - 31 * day),
        },
      ]);
    await purgeContactLimits(db());
    const names = (await db().select({ name: leads.name }).from(leads)).map((row) => row.name);
    expect(names).not.toContain("Spam 31 days");
    expect(names).toEqual(expect.arrayContaining(["Spam 29 days", "Marked 31 days"]));
    expect(SPAM_LIMITS.keptDays).toBe(30);
    // The policy states the same number of days, in both languages.
    expect(privacy.en.body).toContain(`deleted automatically after ${SPAM_LIMITS.keptDays} days`);
    expect(privacy.ar.body).toContain(`تُحذف تلقائيًا بعد ${SPAM_LIMITS.keptDays} يومًا`);
  });
});
