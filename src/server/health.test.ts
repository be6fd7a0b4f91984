import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getConnection, setDatabaseConfigForProcess } from "./db/client";
import { runMigrations } from "./db/migrate";
import { answersWithin, readinessAnswer } from "./health";

describe("readiness probe", () => {
  it("answers false after the timeout when the database hangs, and at once when it fails", async () => {
    const started = Date.now();
    expect(await answersWithin(() => new Promise(() => {}), 1000)).toBe(false);
    expect(Date.now() - started).toBeLessThan(1300);
    expect(await answersWithin(() => Promise.reject(new Error("refused")), 1000)).toBe(false);
    expect(await answersWithin(() => Promise.resolve(1), 1000)).toBe(true);
  });

  describe("/readyz on a database", () => {
    beforeAll(() => setDatabaseConfigForProcess({ kind: "pglite", dataDir: null }));
    afterAll(async () => (await getConnection()).close());

    it("is not ready while the database lacks this build's migrations, and ready once they are applied", async () => {
      // An empty database (server.mjs started on a new PostgreSQL database): every page would fail.
      const before = await readinessAnswer();
      expect(before.status).toBe(503);
      expect(before.headers.get("retry-after")).toBeTruthy();
      expect(await before.text()).toBe("database not migrated to this build\n");

      await runMigrations(await getConnection());
      const after = await readinessAnswer();
      expect(after.status).toBe(200);
      expect(await after.text()).toBe("ready\n");
    });
  });
});
