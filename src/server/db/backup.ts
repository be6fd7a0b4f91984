import "server-only";
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import {
  chmod,
  copyFile,
  lstat,
  mkdir,
  mkdtemp,
  open,
  readFile,
  readdir,
  rename,
  rm,
  stat,
  writeFile,
} from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { z } from "zod";
import { uploadKey } from "@/server/uploads";
import { tarMembers, tarMemberText, type TarMember } from "./backup-archive";
import { backupRequestsFolder } from "./backup-requests";
import { acquireLock, isRunning, type DatabaseConfig } from "./client";

/**
 * `npm run db:backup` and `npm run db:restore FILE`. A backup is one tar file holding a manifest,
 * the database (PGlite's own dump of its data folder, or `pg_dump --format=custom` when
 * DATABASE_URL is set) and the uploaded images. The database is dumped before the images are
 * read, so every image a post of the dump refers to is in the archive (uploads are never deleted).
 *
 * A backup holds personal data and password hashes: it is written readable by its owner only
 * (0600), and never holds the day's analytics salt (the daily_secrets table is left out), which with
 * the visitors' hashes would let anyone with the file test guessed addresses against them.
 *
 * The embedded database can only be open in one process. While the site runs, the backup asks the
 * server for the dump: it drops a request in DATA_DIR/backup-requests and sends the server SIGUSR2
 * (the process named in the database's lock file); the server writes the dump beside the request
 * (backup-requests.ts). Only someone who may signal the server and write its data folder can ask.
 */
const run = promisify(execFile);

export type BackupManifest = {
  format: 1;
  kind: "pglite" | "postgres";
  createdAt: string;
  database: string;
  uploads: number;
};

const PGLITE_DUMP = "database.tar.gz";
/** The table no backup holds (schema.ts dailySecrets). */
const DAILY_SECRETS = "daily_secrets";
const POSTGRES_DUMP = "database.pgdump";
const LIVE_DUMP_TIMEOUT_MS = 120_000;

const uploadsIn = (dataDir: string) => path.join(dataDir, "uploads");

/** Writes a backup of the configured database and DATA_DIR/uploads to `file`. */
export async function createBackup(config: DatabaseConfig, dataDir: string, file: string): Promise<BackupManifest> {
  // Staged beside the backup, not in /tmp: a database dump can be larger than a RAM-backed /tmp.
  await mkdir(path.dirname(path.resolve(file)), { recursive: true, mode: 0o700 });
  const stage = await mkdtemp(path.join(path.dirname(path.resolve(file)), ".asas-backup-"));
  try {
    let database: string;
    if (config.kind === "postgres") {
      database = POSTGRES_DUMP;
      await run("pg_dump", [
        "--format=custom",
        "--no-owner",
        "--no-privileges",
        `--exclude-table-data=${DAILY_SECRETS}`,
        "--file",
        path.join(stage, database),
        config.url,
      ]);
    } else {
      if (!config.dataDir) throw new Error("An in-memory database has nothing to back up");
      database = PGLITE_DUMP;
      await writeFile(path.join(stage, database), await withoutDailySecrets(await dumpEmbedded(config.dataDir)), {
        mode: 0o600,
      });
    }
    // Only what a restore accepts: the uploaded images, regular files under their random names.
    const images = existsSync(uploadsIn(dataDir))
      ? readdirSync(uploadsIn(dataDir), { withFileTypes: true })
          .filter((entry) => entry.isFile() && uploadKey(`/uploads/${entry.name}`))
          .map((entry) => `uploads/${entry.name}`)
      : [];
    const uploads = images.length;
    const manifest: BackupManifest = {
      format: 1,
      kind: config.kind,
      createdAt: new Date().toISOString(),
      database,
      uploads,
    };
    await writeFile(path.join(stage, "manifest.json"), JSON.stringify(manifest, null, 2));
    const partial = `${path.resolve(file)}.partial`;
    await writeFile(path.join(stage, "uploads.list"), images.map((name) => `${name}\n`).join(""));
    const imageArgs =
      uploads > 0 ? ["-C", path.resolve(dataDir), "--files-from", path.join(stage, "uploads.list")] : [];
    // Created for its owner alone before tar writes into it (tar keeps an existing file's mode).
    await rm(partial, { force: true });
    await (await open(partial, "wx", 0o600)).close();
    await run("tar", ["-cf", partial, "-C", stage, "manifest.json", database, ...imageArgs]);
    await chmod(partial, 0o600);
    await rename(partial, path.resolve(file));
    return manifest;
  } finally {
    await rm(stage, { recursive: true, force: true });
  }
}

/**
 * The embedded database's dump with the daily secrets emptied: PGlite dumps its data folder as it is,
 * so the copy is opened in memory, the table truncated (its files go; being UNLOGGED, it never
 * reached the write-ahead log) and dumped again.
 */
async function withoutDailySecrets(dump: Buffer): Promise<Buffer> {
  const copy = new PGlite({ loadDataDir: new Blob([new Uint8Array(dump)]) });
  await copy.waitReady;
  try {
    await copy.exec(
      `DO $$ BEGIN IF to_regclass('${DAILY_SECRETS}') IS NOT NULL THEN TRUNCATE ${DAILY_SECRETS}; END IF; END $$; CHECKPOINT;`,
    );
    return Buffer.from(await (await copy.dumpDataDir("gzip")).arrayBuffer());
  } finally {
    await copy.close();
  }
}

/** PGlite's dump of the embedded database: from the running server if it has it open, else directly. */
async function dumpEmbedded(dataDir: string): Promise<Buffer> {
  const lock = path.resolve(dataDir, "pglite.lock");
  const owner = existsSync(lock) ? Number(readFileSync(lock, "utf8").trim()) : 0;
  if (owner && isRunning(owner)) return dumpFromServer(dataDir, owner);
  const release = acquireLock(lock);
  try {
    const client = new PGlite(path.resolve(dataDir, "pglite"));
    await client.waitReady;
    try {
      return Buffer.from(await (await client.dumpDataDir("gzip")).arrayBuffer());
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

async function dumpFromServer(dataDir: string, pid: number): Promise<Buffer> {
  const folder = backupRequestsFolder(dataDir);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const id = randomUUID();
  const result = path.join(folder, `${id}.tar.gz`);
  await writeFile(path.join(folder, `${id}.request`), "", { mode: 0o600 });
  process.kill(pid, "SIGUSR2");
  const deadline = Date.now() + LIVE_DUMP_TIMEOUT_MS;
  try {
    while (Date.now() < deadline) {
      if (existsSync(`${result}.error`)) {
        throw new Error(`The server could not dump the database: ${await readFile(`${result}.error`, "utf8")}`);
      }
      if (existsSync(result)) return await readFile(result);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`The server (process ${pid}) did not answer the backup request within 2 minutes`);
  } finally {
    await Promise.all(
      [`${id}.request`, `${id}.tar.gz`, `${id}.tar.gz.error`].map((name) =>
        rm(path.join(folder, name), { force: true }),
      ),
    );
  }
}

/** A backup that holds what no backup of this site holds: refused before anything is changed. */
export class InvalidBackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "InvalidBackupError";
  }
}

const manifestSchema = z.object({
  format: z.literal(1),
  kind: z.enum(["pglite", "postgres"]),
  createdAt: z.string(),
  database: z.string(),
  uploads: z.number().int().min(0),
});

function described(member: TarMember): string {
  if (member.type === "symlink") return `a symbolic link to ${member.link}`;
  if (member.type === "hardlink") return `a hard link to ${member.link}`;
  if (member.type === "directory") return "a folder";
  if (member.type === "other") return `a special file (tar type ${JSON.stringify(member.flag)})`;
  return "a file no backup holds";
}

/**
 * What a backup may hold, checked from the archive's headers before anything is extracted: its
 * manifest, the one database dump the manifest names, and the uploads folder with regular files
 * named as uploads are (a UUID and .webp), as many as the manifest counts. Anything else (a symbolic
 * link that would have the site serve /etc/passwd as an image, a hard link, a device, a name outside
 * the folder, a second copy of a name) is refused, naming it.
 */
export async function checkBackup(file: string): Promise<{ manifest: BackupManifest; uploads: string[] }> {
  const refuse = (reason: string) =>
    new InvalidBackupError(`${file} is not a backup of this site, so nothing was restored: ${reason}`);
  const members = await tarMembers(path.resolve(file)).catch((error: unknown) => {
    throw refuse(error instanceof Error ? error.message : String(error));
  });
  const entry = members.find((member) => member.name === "manifest.json");
  if (!entry || entry.type !== "file") throw refuse("it has no manifest.json");
  const parsed = manifestSchema.safeParse(
    await tarMemberText(path.resolve(file), entry).then(
      (text) => JSON.parse(text) as unknown,
      () => null,
    ),
  );
  if (!parsed.success) throw refuse("its manifest.json is not one db:backup writes");
  const manifest = parsed.data;
  const database = manifest.kind === "postgres" ? POSTGRES_DUMP : PGLITE_DUMP;
  if (manifest.database !== database)
    throw refuse(`its manifest names the database ${JSON.stringify(manifest.database)}`);
  const problems: string[] = [];
  const uploads: string[] = [];
  const seen = new Set<string>();
  for (const member of members) {
    const name = member.name;
    if (seen.has(name)) problems.push(`${name}: in the archive twice`);
    seen.add(name);
    if (name === "manifest.json" || name === database) {
      if (member.type !== "file") problems.push(`${name}: ${described(member)}`);
      continue;
    }
    if (name === "uploads/" || name === "uploads") {
      if (member.type !== "directory") problems.push(`${name}: ${described(member)}`);
      continue;
    }
    const image = /^uploads\/([^/]+)$/.exec(name)?.[1];
    if (image && member.type === "file" && uploadKey(`/uploads/${image}`)) uploads.push(image);
    else problems.push(`${name}: ${member.type === "file" ? "not an uploaded image's name" : described(member)}`);
  }
  if (!members.some((member) => member.name === database)) problems.push(`${database}: missing`);
  if (uploads.length !== manifest.uploads)
    problems.push(`the manifest counts ${manifest.uploads} uploaded images, the archive holds ${uploads.length}`);
  if (problems.length > 0) {
    const listed = problems.slice(0, 10).map((problem) => `\n  - ${problem}`);
    const more = problems.length > 10 ? `\n  - and ${problems.length - 10} more` : "";
    throw refuse(`it holds what a backup never does:${listed.join("")}${more}`);
  }
  return { manifest, uploads };
}

/**
 * Restores a backup into the configured database and DATA_DIR/uploads, once checkBackup has found
 * nothing but what a backup holds. The embedded database must be stopped and its folder empty (a
 * restore never mixes two databases); PostgreSQL's objects are dropped and recreated from the dump.
 */
export async function restoreBackup(config: DatabaseConfig, dataDir: string, file: string): Promise<BackupManifest> {
  const { manifest, uploads } = await checkBackup(file);
  if (config.kind === "postgres" && manifest.kind !== "postgres")
    throw new Error("This backup is of the embedded database: restore it without DATABASE_URL");
  if (config.kind === "pglite" && manifest.kind !== "pglite")
    throw new Error("This backup is of a PostgreSQL database: set DATABASE_URL to restore it");
  if (config.kind === "pglite" && !config.dataDir) throw new Error("Set DATA_DIR to the folder to restore into");
  const stage = await mkdtemp(path.join(path.dirname(path.resolve(file)), ".asas-restore-"));
  try {
    await run("tar", ["-xf", path.resolve(file), "-C", stage, "--no-same-owner", "--no-same-permissions"]);
    // As checked: regular files only (the archive was read before tar wrote anything).
    for (const name of uploads)
      if (!(await lstat(path.join(stage, "uploads", name))).isFile())
        throw new InvalidBackupError(`${file}: uploads/${name} is not a regular file, so nothing was restored`);
    const dump = path.join(stage, manifest.database);
    if (config.kind === "postgres") {
      await run("pg_restore", [
        "--clean",
        "--if-exists",
        "--no-owner",
        "--no-privileges",
        "--single-transaction",
        "--dbname",
        config.url,
        dump,
      ]);
    } else {
      await restoreEmbedded(config.dataDir!, await readFile(dump));
    }
    if (uploads.length > 0) {
      await mkdir(uploadsIn(dataDir), { recursive: true });
      for (const name of uploads)
        await copyFile(path.join(stage, "uploads", name), path.join(uploadsIn(dataDir), name));
    }
    return manifest;
  } finally {
    await rm(stage, { recursive: true, force: true });
  }
}

async function restoreEmbedded(dataDir: string, dump: Buffer): Promise<void> {
  const folder = path.resolve(dataDir, "pglite");
  await mkdir(dataDir, { recursive: true });
  const release = acquireLock(path.resolve(dataDir, "pglite.lock"));
  try {
    const existing = await stat(folder).then(
      async () => (await readdir(folder)).length,
      () => 0,
    );
    if (existing > 0)
      throw new Error(`${folder} already holds a database: stop the server and move that folder away first`);
    const client = new PGlite(folder, { loadDataDir: new Blob([new Uint8Array(dump)]) });
    await client.waitReady;
    await client.close();
  } finally {
    release();
  }
}
