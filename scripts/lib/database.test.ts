import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "@/server/db/client";
import { settings } from "@/server/db/schema";
import { runMigrations } from "@/server/db/migrate";
import { ensureFirstAdminFromEnv } from "@/server/db/startup";
import { listAccounts } from "@/server/auth/accounts";
import { countPosts } from "@/server/posts/editor-store";
import { ensurePreparedDatabase, prepareDatabase } from "./database";

const scratch = mkdtempSync(path.join(os.tmpdir(), "asas-prepared-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const journal = JSON.parse(readFileSync(path.join(process.cwd(), "drizzle", "meta", "_journal.json"), "utf8")) as {
  entries: unknown[];
};

async function contents(dataDir: string) {
  const connection = await openDatabase({ kind: "pglite", dataDir });
  try {
    const posts = (await countPosts(connection.db)).reduce((total, row) => total + row.total, 0);
    // PGlite's result: { rows }.
    const migrations = (await connection.db.execute(
      sql`SELECT count(*)::int AS total FROM drizzle.__drizzle_migrations`,
    )) as unknown as { rows: Array<{ total: number }> };
    const settingRows = await connection.db.select({ key: settings.key }).from(settings).orderBy(settings.key);
    return {
      posts,
      migrations: migrations.rows[0]!.total,
      settingKeys: settingRows.map((row) => row.key),
      users: (await listAccounts(connection.db)).map((account) => account.email),
    };
  } finally {
    await connection.close();
  }
}

describe("the prepared first-start database", () => {
  const preparedDir = path.join(scratch, "prepared");

  it("is made once per build with every migration and the demo content, and no account or secret", async () => {
    await ensurePreparedDatabase("build-1", preparedDir);
    expect(existsSync(path.join(preparedDir, "pglite", "PG_VERSION"))).toBe(true);
    const prepared = await contents(preparedDir);
    expect(prepared.posts).toBeGreaterThan(0);
    expect(prepared.migrations).toBe(journal.entries.length);
    expect(prepared.users).toEqual([]);
    // Only the demo site settings: the secrets a site keeps in this table are made on first use.
    expect(prepared.settingKeys.every((key) => !/secret|key|salt|token/i.test(key))).toBe(true);
    expect(existsSync(path.join(preparedDir, "app-secret"))).toBe(false);
  });

  it("is copied into an empty data folder without opening it; the server adds the first admin", async () => {
    const dataDir = path.join(scratch, "site");
    const prepared = await contents(preparedDir);
    expect(await prepareDatabase({ config: { kind: "pglite", dataDir }, preparedDir, build: "build-1" })).toEqual({
      startedFromPrepared: true,
    });
    const started = await contents(dataDir);
    expect(started).toEqual({ ...prepared, users: [] });

    // What src/server/db/startup.ts does as the server opens it; the migrations have nothing to add.
    const connection = await openDatabase({ kind: "pglite", dataDir });
    try {
      await runMigrations(connection);
      expect(await ensureFirstAdminFromEnv(connection.db)).not.toBeNull();
      expect(await ensureFirstAdminFromEnv(connection.db)).toBeNull();
    } finally {
      await connection.close();
    }
    expect(await contents(dataDir)).toMatchObject({ migrations: prepared.migrations, users: [expect.any(String)] });
    // The copy is the site's own: the prepared database is untouched.
    expect((await contents(preparedDir)).users).toEqual([]);
  });

  it("never replaces a database that already has data, and is made again for another build", async () => {
    const dataDir = path.join(scratch, "site");
    const before = await contents(dataDir);
    expect(await prepareDatabase({ config: { kind: "pglite", dataDir }, preparedDir, build: "build-1" })).toEqual({
      startedFromPrepared: false,
    });
    expect(await contents(dataDir)).toEqual(before);

    const fingerprint = path.join(preparedDir, "fingerprint");
    const { mtimeMs } = statSync(fingerprint);
    await ensurePreparedDatabase("build-1", preparedDir);
    expect(statSync(fingerprint).mtimeMs).toBe(mtimeMs);
    await ensurePreparedDatabase("build-2", preparedDir);
    expect(statSync(fingerprint).mtimeMs).not.toBe(mtimeMs);
  });

  it("is not used when stale: made by another build, or before a migration was added or changed", async () => {
    const fingerprint = path.join(preparedDir, "fingerprint");
    const made = JSON.parse(readFileSync(fingerprint, "utf8")) as { build: string; migrations: string };
    expect(made.build).toBe("build-2");

    // Another build is served: the empty folder is migrated and seeded from nothing instead.
    const otherBuild = path.join(scratch, "other-build");
    expect(
      await prepareDatabase({ config: { kind: "pglite", dataDir: otherBuild }, preparedDir, build: "build-3" }),
    ).toEqual({ startedFromPrepared: false });
    const fromNothing = await contents(otherBuild);
    expect(fromNothing.migrations).toBe(journal.entries.length);
    expect(fromNothing.posts).toBe((await contents(preparedDir)).posts);
    expect(fromNothing.users).toHaveLength(1);

    // The migrations in drizzle/ are not those it was made from.
    writeFileSync(fingerprint, JSON.stringify({ ...made, migrations: "0".repeat(64) }));
    const otherMigrations = path.join(scratch, "other-migrations");
    expect(
      await prepareDatabase({ config: { kind: "pglite", dataDir: otherMigrations }, preparedDir, build: "build-2" }),
    ).toEqual({ startedFromPrepared: false });
    expect((await contents(otherMigrations)).users).toHaveLength(1);

    // No build recorded at all.
    writeFileSync(fingerprint, JSON.stringify(made));
    const noBuild = path.join(scratch, "no-build");
    expect(await prepareDatabase({ config: { kind: "pglite", dataDir: noBuild }, preparedDir, build: null })).toEqual({
      startedFromPrepared: false,
    });
    // And with everything current it is used again.
    const current = path.join(scratch, "current");
    expect(
      await prepareDatabase({ config: { kind: "pglite", dataDir: current }, preparedDir, build: "build-2" }),
    ).toEqual({ startedFromPrepared: true });
  });
});
