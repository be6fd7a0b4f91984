import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getConnection, setDatabaseConfigForProcess } from "./client";
import { openEmbeddedDatabaseAtStart } from "./startup";

const logged = vi.hoisted(() => [] as Array<{ level: string; message: string; fields?: Record<string, unknown> }>);
vi.mock("@/lib/log", () => ({
  log: (level: string, message: string, fields?: Record<string, unknown>) => logged.push({ level, message, fields }),
}));

describe("opening the embedded database at the server's start", () => {
  beforeAll(() => setDatabaseConfigForProcess({ kind: "pglite", dataDir: null }));
  afterAll(async () => (await getConnection()).close());

  it("says a database without the site's tables was never prepared, and what to run", async () => {
    // An in-memory database with no migrations applied: what `node server.mjs` finds in a new folder.
    await openEmbeddedDatabaseAtStart();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: "error",
      message: "The embedded database has none of the site's tables: it was never prepared.",
    });
    expect(String(logged[0]!.fields?.fix)).toContain("npm start");
    expect(String(logged[0]!.fields?.fix)).toContain("npm run db:migrate");
  });
});
