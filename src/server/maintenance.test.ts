import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads, loginAttempts, sessions, settings, signInSources, users } from "@/server/db/schema";
import { createTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from "../../tests/support/test-database";
import { createSession, hashToken } from "./auth/sessions";
import { claimMaintenance, runMaintenanceIfDue } from "./maintenance";

describe.each(TEST_DATABASE_KINDS)("scheduled purge on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => database.close());

  it("is claimed by exactly one of several instances per interval", async () => {
    const other = await database.openAnother();
    const claims = await Promise.all(
      Array.from({ length: 10 }, (_, index) => claimMaintenance(index % 2 ? other.db : database.db)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimMaintenance(database.db)).toBe(false);
    // Once the interval has passed, the next one is claimed again.
    await database.db
      .update(settings)
      .set({ updatedAt: sql`now() - interval '11 minutes'` })
      .where(sql`${settings.key} = 'task:maintenance'`);
    expect(await claimMaintenance(other.db)).toBe(true);
  });

  it("purges expired sessions and sign-in failures past their window, and keeps the rest", async () => {
    const db = database.db;
    const [user] = await db
      .insert(users)
      .values({ name: "Editor", email: "purge@asastech.sa", role: "editor" })
      .returning({ id: users.id });
    const live = await createSession(db, user!.id);
    const expired = await createSession(db, user!.id);
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(sql`${sessions.tokenHash} = ${hashToken(expired.token)}`);
    await db
      .insert(loginAttempts)
      .values([{ subject: "ip:old", attemptedAt: new Date(Date.now() - 16 * 60 * 1000) }, { subject: "ip:recent" }]);
    await db.insert(signInSources).values([
      { account: "purge@asastech.sa", source: "ip:old", lastSuccessAt: new Date(Date.now() - 31 * 24 * 3600 * 1000) },
      { account: "purge@asastech.sa", source: "ip:recent" },
    ]);
    await db
      .update(settings)
      .set({ updatedAt: sql`now() - interval '11 minutes'` })
      .where(sql`${settings.key} = 'task:maintenance'`);

    expect(await runMaintenanceIfDue(db)).toBe(true);
    expect((await db.select().from(sessions)).map((row) => row.tokenHash)).toEqual([hashToken(live.token)]);
    expect((await db.select().from(loginAttempts)).map((row) => row.subject)).toEqual(["ip:recent"]);
    expect((await db.select().from(signInSources)).map((row) => row.source)).toEqual(["ip:recent"]);
    // Not again within the interval.
    expect(await runMaintenanceIfDue(db)).toBe(false);
  });

  it("deletes a lead 24 months after its last change, as the privacy policy promises", async () => {
    const db = database.db;
    const lead = { email: "lead@example.com", message: "About a project", consent: true };
    await db.insert(leads).values([
      { ...lead, name: "Old", updatedAt: sql`now() - interval '24 months 1 day'` },
      {
        ...lead,
        name: "Followed up",
        createdAt: sql`now() - interval '30 months'`,
        updatedAt: sql`now() - interval '23 months'`,
      },
      { ...lead, name: "Recent" },
    ]);
    await db
      .update(settings)
      .set({ updatedAt: sql`now() - interval '11 minutes'` })
      .where(sql`${settings.key} = 'task:maintenance'`);
    expect(await runMaintenanceIfDue(db)).toBe(true);
    expect((await db.select({ name: leads.name }).from(leads)).map((row) => row.name).sort()).toEqual([
      "Followed up",
      "Recent",
    ]);
  });
});
