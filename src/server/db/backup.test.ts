import { count } from "drizzle-orm";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync, mkdirSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase, TEST_DATABASE_KINDS } from "../../../tests/support/test-database";
import { createUser } from "@/server/auth/users";
import { createLead } from "@/server/leads/store";
import { createBackup, restoreBackup } from "./backup";
import { serveBackupRequests } from "./backup-requests";
import { openDatabase, type Connection } from "./client";
import { runMigrations } from "./migrate";
import { dailySecrets, leads, posts, users } from "./schema";
import { seedDemoContent } from "./seed";

const root = mkdtempSync(path.join(os.tmpdir(), "asas-backup-test-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function contents(connection: Connection) {
  const { db } = connection;
  return {
    posts: (await db.select({ slug: posts.slug, title: posts.title }).from(posts).orderBy(posts.slug)).map(
      (row) => `${row.slug}:${row.title}`,
    ),
    leads: (await db.select({ email: leads.email, message: leads.message }).from(leads)).map(
      (row) => `${row.email}:${row.message}`,
    ),
    users: (await db.select({ email: users.email, role: users.role, hash: users.passwordHash }).from(users)).map(
      (row) => `${row.email}:${row.role}:${row.hash}`,
    ),
  };
}

async function fill(connection: Connection, dataDir: string, name: string) {
  await seedDemoContent(connection.db);
  await createUser(connection.db, {
    name: "Admin",
    email: `admin@${name}.test`,
    password: "Correct-Horse-9",
    role: "admin",
  });
  await createUser(connection.db, {
    name: "Ed",
    email: `ed@${name}.test`,
    password: "Battery-Staple-9",
    role: "editor",
  });
  await createLead(
    connection.db,
    {
      name: "Lead",
      email: `lead@${name}.test`,
      phone: "",
      company: "",
      message: `Please call us about ${name}`,
      country: "SA",
      service: "other",
      consent: true,
    } as Parameters<typeof createLead>[1],
    { locale: "en", sourcePage: "/en/contact", userAgent: "test", notify: false },
  );
  mkdirSync(path.join(dataDir, "uploads"), { recursive: true });
  writeFileSync(path.join(dataDir, "uploads", "00000000-0000-4000-8000-000000000001.webp"), `image of ${name}`);
  // Today's analytics salt, as the site keeps it (settings.ts dailySecret).
  await connection.db.insert(dailySecrets).values({ key: "analytics-salt:2026-11-30", value: `${SALT}-${name}` });
}

const SALT = "THE-DAY-S-SALT-b1e6c0d2";

/** A backup's members, extracted into a folder of their own. */
function unpacked(file: string): string {
  const folder = mkdtempSync(path.join(root, "unpacked-"));
  execFileSync("tar", ["-xf", file, "-C", folder]);
  return folder;
}

/** What an owner-only file must be: no one else may read a backup (it holds leads and password hashes). */
const modeOf = (file: string) => statSync(file).mode & 0o777;

async function site(name: string) {
  const dataDir = path.join(root, name);
  const connection = await openDatabase({ kind: "pglite", dataDir });
  await runMigrations(connection);
  await fill(connection, dataDir, name);
  return { dataDir, connection };
}

async function restoredInto(file: string, name: string) {
  const dataDir = path.join(root, name);
  await restoreBackup({ kind: "pglite", dataDir }, dataDir, file);
  const connection = await openDatabase({ kind: "pglite", dataDir });
  try {
    return {
      dataDir,
      found: await contents(connection),
      salts: await connection.db.select({ key: dailySecrets.key }).from(dailySecrets),
    };
  } finally {
    await connection.close();
  }
}

describe("db:backup and db:restore with the embedded database", () => {
  it("back up a running site and restore every post, lead, account and upload into an empty folder", async () => {
    const running = await site("running");
    const expected = await contents(running.connection);
    expect(expected.posts.length).toBeGreaterThan(10);
    // This process stands for the server: it holds the database (and its lock) and answers SIGUSR2.
    const stop = serveBackupRequests(running.dataDir, async () => running.connection);
    try {
      const file = path.join(root, "backups", "live.tar");
      const manifest = await createBackup({ kind: "pglite", dataDir: running.dataDir }, running.dataDir, file);
      expect(manifest).toMatchObject({ kind: "pglite", uploads: 1 });
      expect(modeOf(file)).toBe(0o600);
      // The database inside, unpacked as it is (PGlite's own dump: its files), holds no salt.
      const database = gunzipSync(readFileSync(path.join(unpacked(file), "database.tar.gz")));
      expect(database.includes(SALT)).toBe(false);
      expect(database.includes("Please call us about running")).toBe(true);
      // The site kept running meanwhile.
      expect((await running.connection.db.select({ total: count() }).from(posts))[0]?.total).toBe(
        expected.posts.length,
      );

      const restored = await restoredInto(file, "restored-live");
      expect(restored.found).toEqual(expected);
      expect(restored.salts).toEqual([]);
      expect(
        readFileSync(path.join(restored.dataDir, "uploads", "00000000-0000-4000-8000-000000000001.webp"), "utf8"),
      ).toBe("image of running");
      expect(readdirSync(path.join(running.dataDir, "backup-requests"))).toEqual([]);
    } finally {
      stop();
      await running.connection.close();
    }
  });

  it("back up a stopped site directly, and refuse to restore over an existing database", async () => {
    const stopped = await site("stopped");
    const expected = await contents(stopped.connection);
    await stopped.connection.close();
    const file = path.join(root, "backups", "stopped.tar");
    await createBackup({ kind: "pglite", dataDir: stopped.dataDir }, stopped.dataDir, file);
    expect(modeOf(file)).toBe(0o600);
    const restored = await restoredInto(file, "restored-stopped");
    expect(restored.found).toEqual(expected);
    expect(restored.salts).toEqual([]);
    await expect(restoreBackup({ kind: "pglite", dataDir: stopped.dataDir }, stopped.dataDir, file)).rejects.toThrow(
      /already holds a database/,
    );
  });
});

describe.runIf(TEST_DATABASE_KINDS.includes("postgres"))(
  "db:backup and db:restore with PostgreSQL (pg_dump, pg_restore)",
  () => {
    it("restore every post, lead, account and upload into an empty database and data folder", async () => {
      const source = await createTestDatabase("postgres");
      const target = await createTestDatabase("postgres");
      try {
        const sourceDir = path.join(root, "pg-source");
        await fill(source.connection, sourceDir, "pg");
        const expected = await contents(source.connection);
        const file = path.join(root, "backups", "postgres.tar");
        await createBackup({ kind: "postgres", url: source.url ?? "" }, sourceDir, file);
        expect(modeOf(file)).toBe(0o600);
        const data = execFileSync("pg_restore", [
          "--data-only",
          "--file",
          "-",
          path.join(unpacked(file), "database.pgdump"),
        ]);
        expect(data.includes(SALT)).toBe(false);
        expect(data.includes("Please call us about pg")).toBe(true);
        const targetDir = path.join(root, "pg-target");
        await restoreBackup({ kind: "postgres", url: target.url ?? "" }, targetDir, file);
        expect(await contents(target.connection)).toEqual(expected);
        expect(await target.db.select().from(dailySecrets)).toEqual([]);
        expect(readdirSync(path.join(targetDir, "uploads"))).toEqual(["00000000-0000-4000-8000-000000000001.webp"]);
      } finally {
        await Promise.all([source.close(), target.close()]);
      }
    });
  },
);
