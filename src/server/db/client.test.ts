import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { isStoreUnavailable } from "./errors";

let folder: string | undefined;
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});

describe("the embedded database lock", () => {
  it("refuses a second process, as a store that is unavailable for now", async () => {
    folder = mkdtempSync(path.join(os.tmpdir(), "asas-lock-"));
    // A running process (this one) holds the lock.
    writeFileSync(path.join(folder, "pglite.lock"), String(process.pid));
    const error = await openDatabase({ kind: "pglite", dataDir: folder }).then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(String(error)).toMatch(/in use by process \d+/);
    expect(isStoreUnavailable(error)).toBe(true);
  });
});

describe("PostgreSQL that is down", () => {
  it("answers each query with a store outage at once, however many failed before", async () => {
    // Nothing listens on port 1: a real refused connection, as when the server is stopped. More
    // attempts than the pool has connections, so each connection fails again after its back-off.
    const connection = await openDatabase({ kind: "postgres", url: "postgres://asas:asas@127.0.0.1:1/asas" });
    try {
      for (let attempt = 1; attempt <= 30; attempt++) {
        const started = performance.now();
        const error = await connection.db.execute(sql`select 1`).then(
          () => null,
          (failure: unknown) => failure,
        );
        expect(isStoreUnavailable(error), `attempt ${attempt}`).toBe(true);
        expect(performance.now() - started, `attempt ${attempt}`).toBeLessThan(1_000);
      }
    } finally {
      await connection.close();
    }
  });
});
