import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, TEST_DATABASE_KINDS } from "../../../tests/support/test-database";
import { openDatabase, withFreshRetry } from "./client";
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

describe("a statement whose connection the server ended", () => {
  type Call = { query: string; on: string };
  /** A pool whose connections fail as the server failed them, and the fresh ones the retry opens. */
  function fakePool(failures: Array<{ code: string } | null>, freshFailure?: { code: string }) {
    const calls: Call[] = [];
    const opened: string[] = [];
    const freshParsers: unknown[] = [];
    const sql = (name: string) => {
      const client = {
        options: { parsers: { "1184": "drizzle's" } as Record<string, unknown>, serializers: {} },
        unsafe: (query: string) => {
          calls.push({ query, on: name });
          const failure = name === "pool" ? failures.shift() : freshFailure;
          const result = failure
            ? Promise.reject(Object.assign(new Error(failure.code), failure))
            : Promise.resolve([[1]]);
          return Object.assign(result, { values: () => result });
        },
        begin: async (work: (tx: unknown) => unknown) => {
          calls.push({ query: "BEGIN", on: name });
          const failure = name === "pool" ? failures.shift() : null;
          if (failure) throw Object.assign(new Error(failure.code), failure);
          return work({ on: name });
        },
        end: () => {
          opened.push(`${name} ended`);
          return Promise.resolve();
        },
      };
      return client as unknown as Parameters<typeof withFreshRetry>[0];
    };
    const pool = sql("pool");
    let fresh = 0;
    const wrapped = withFreshRetry(pool, () => {
      const client = sql(`fresh ${++fresh}`);
      opened.push(`fresh ${fresh}`);
      freshParsers.push(client.options.parsers);
      return client;
    });
    return { wrapped, calls, opened, freshParsers };
  }

  it("sends a statement refused with 57P01 once more, on a fresh connection with the pool's parsers", async () => {
    const { wrapped, calls, opened, freshParsers } = fakePool([{ code: "57P01" }]);
    expect(await wrapped.unsafe("insert into leads values ($1)", [1]).values()).toEqual([[1]]);
    expect(freshParsers).toEqual([{ "1184": "drizzle's" }]);
    expect(calls).toEqual([
      { query: "insert into leads values ($1)", on: "pool" },
      { query: "insert into leads values ($1)", on: "fresh 1" },
    ]);
    expect(opened).toEqual(["fresh 1", "fresh 1 ended"]);
  });

  it("sends a read again after its connection closed under it, never a write, and tries only once", async () => {
    const closed = { code: "CONNECTION_CLOSED" };
    expect(await fakePool([closed]).wrapped.unsafe('select "id" from "posts"')).toEqual([[1]]);
    const write = fakePool([closed]);
    await expect(write.wrapped.unsafe('update "posts" set "title" = $1', ["x"])).rejects.toMatchObject(closed);
    expect(write.calls).toHaveLength(1);
    const twice = fakePool([{ code: "57P01" }], { code: "57P01" });
    await expect(twice.wrapped.unsafe("select 1")).rejects.toMatchObject({ code: "57P01" });
    expect(twice.calls.map((call) => call.on)).toEqual(["pool", "fresh 1"]);
  });

  it("starts a transaction again when BEGIN failed, but not once its work had begun", async () => {
    const failed = fakePool([{ code: "57P01" }]);
    expect(await failed.wrapped.begin((tx) => tx)).toEqual({ on: "fresh 1" });
    const started = fakePool([]);
    const error = Object.assign(new Error("terminated"), { code: "57P01" });
    await expect(
      started.wrapped.begin(() => {
        throw error;
      }),
    ).rejects.toBe(error);
    expect(started.opened).toEqual([]);
  });
});

describe.runIf(TEST_DATABASE_KINDS.includes("postgres"))("PostgreSQL ending a pooled connection", () => {
  it("answers a read whose connection the server terminated under it, on a fresh connection", async () => {
    const database = await createTestDatabase("postgres");
    const pool = await openDatabase({ kind: "postgres", url: database.url ?? "", maxConnections: 1 });
    try {
      const [{ pid }] = (await pool.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as [{ pid: number }];
      const slow = pool.db.execute(sql`select pg_sleep(0.5), 'answered' as answer`);
      // As an administrator (or a restart) ends it while the statement runs.
      await database.db.execute(sql`select pg_terminate_backend(${pid}) from pg_sleep(0.1)`);
      expect(((await slow) as unknown as Array<{ answer: string }>)[0]?.answer).toBe("answered");
      // The pool itself reconnects for the next statement.
      expect(((await pool.db.execute(sql`select 1 as one`)) as unknown as Array<{ one: number }>)[0]?.one).toBe(1);
    } finally {
      await pool.close();
      await database.close();
    }
  });
});
