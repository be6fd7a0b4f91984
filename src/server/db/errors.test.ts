import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb, getConnection, setDatabaseConfigForProcess } from "./client";
import { StoreUnavailableError, withStore } from "./errors";
import { sql } from "drizzle-orm";

const logged = vi.hoisted(() => [] as Array<{ level: string; message: string; fields?: Record<string, unknown> }>);
vi.mock("@/lib/log", () => ({
  log: (level: string, message: string, fields?: Record<string, unknown>) => logged.push({ level, message, fields }),
}));

describe("a store operation on a database without this build's tables", () => {
  beforeAll(() => setDatabaseConfigForProcess({ kind: "pglite", dataDir: null }));
  afterAll(async () => (await getConnection()).close());

  it("is the store being unavailable (a 503 with Retry-After), said once in the log with what to run", async () => {
    const db = await getDb();
    // A table this build has and the database lacks, then a column it lacks.
    await expect(withStore(() => db.execute(sql`select id from partners`))).rejects.toBeInstanceOf(
      StoreUnavailableError,
    );
    await db.execute(sql`create table partners (name text)`);
    await expect(withStore(() => db.execute(sql`select id from partners`))).rejects.toBeInstanceOf(
      StoreUnavailableError,
    );
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: "error" });
    expect(String(logged[0]?.fields?.error)).toContain("partners");
    expect(String(logged[0]?.fields?.fix)).toContain("npm run db:migrate");
  });

  it("leaves other query errors as they are (a bug is not an outage)", async () => {
    const db = await getDb();
    await expect(withStore(() => db.execute(sql`select 1/0`))).rejects.not.toBeInstanceOf(StoreUnavailableError);
  });
});
