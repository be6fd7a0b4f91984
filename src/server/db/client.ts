import "server-only";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import postgres from "postgres";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Connection = {
  db: Database;
  close: () => Promise<void>;
  kind: "pglite" | "postgres";
  /** LISTEN on a channel; resolves once listening. PostgreSQL re-listens after a reconnection. */
  listen: (channel: string, onMessage: (payload: string) => void) => Promise<void>;
  /** NOTIFY every connection listening on the channel, in this process or any other. */
  notify: (channel: string, payload: string) => Promise<void>;
  /** The embedded database in a folder: a consistent copy of its files (PGlite's own dump, tar.gz). */
  dumpDataDir?: () => Promise<Blob>;
};

export type DatabaseConfig =
  { kind: "postgres"; url: string; maxConnections?: number } | { kind: "pglite"; dataDir: string | null };

/**
 * The embedded database's own settings. PostgreSQL's default 128 MB of shared buffers is for a
 * server with many clients and tables larger than memory; this process holds a few megabytes of
 * posts, and the buffers were a fifth of the server's memory (resident size after opening: 293 →
 * 178 MiB with 16 MB).
 */
const PGLITE_SETTINGS = ["shared_buffers = 16MB"];

/**
 * Seconds before a pooled connection tries again after failing to connect: 0.1, 0.2, 0.4, then
 * 0.5. postgres.js's default grows as 3^n over the whole pool's failures, up to 20 s, and a query
 * waits for it: during an outage every request held its 503 longer (the staff API took 4-6 s after
 * a dozen failed page reads), and after the database came back the site stayed down as long.
 */
export function reconnectDelaySeconds(failures: number): number {
  return Math.min(0.05 * 2 ** failures, 0.5);
}

/** Opens a database: PostgreSQL at a URL, or embedded PGlite in a folder (null: in memory, for tests). */
export async function openDatabase(config: DatabaseConfig): Promise<Connection> {
  if (config.kind === "postgres") {
    const client = postgres(config.url, {
      max: config.maxConnections ?? 10,
      connect_timeout: 5,
      idle_timeout: 30,
      backoff: reconnectDelaySeconds,
      onnotice: () => {},
    });
    return {
      kind: "postgres",
      db: drizzlePostgres(client, { schema }) as unknown as Database,
      close: () => client.end(),
      listen: async (channel, onMessage) => {
        await client.listen(channel, onMessage);
      },
      notify: async (channel, payload) => {
        await client.notify(channel, payload);
      },
    };
  }
  if (!config.dataDir) {
    const memory = new PGlite();
    await memory.waitReady;
    return {
      kind: "pglite",
      db: drizzlePglite(memory, { schema }) as unknown as Database,
      close: () => memory.close(),
      ...pgliteNotifications(memory),
    };
  }
  const folder = path.resolve(config.dataDir, "pglite");
  mkdirSync(folder, { recursive: true });
  const releaseLock = acquireLock(path.resolve(config.dataDir, "pglite.lock"));
  try {
    const client = new PGlite(folder, { postgresqlconf: PGLITE_SETTINGS });
    await client.waitReady;
    return {
      kind: "pglite",
      db: drizzlePglite(client, { schema }) as unknown as Database,
      close: async () => {
        await client.close();
        releaseLock();
      },
      dumpDataDir: () => client.dumpDataDir("gzip"),
      ...pgliteNotifications(client),
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

function pgliteNotifications(client: PGlite): Pick<Connection, "listen" | "notify"> {
  return {
    listen: async (channel, onMessage) => {
      await client.listen(channel, onMessage);
    },
    notify: async (channel, payload) => {
      await client.query("SELECT pg_notify($1, $2)", [channel, payload]);
    },
  };
}

/**
 * The embedded database must only ever be opened by one process: two writers would corrupt it.
 * A lock file holds the owner's process id; a lock left by a process that no longer runs is taken over.
 */
export function acquireLock(file: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: "wx" });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(readFileSync(file, "utf8").trim());
      if (owner && isRunning(owner)) {
        // A code the store treats as "unavailable": readers get a 503 with Retry-After, not a crash.
        throw Object.assign(
          new Error(
            `The embedded database in ${path.dirname(file)} is in use by process ${owner}. Stop the server first (or use DATABASE_URL for several processes).`,
          ),
          { code: "EMBEDDED_DB_LOCKED" },
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the embedded database in ${path.dirname(file)}`);
}

export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

// One connection per process, shared by route handlers, pages and the proxy, which Next.js
// bundles separately: PGlite allows a single open instance per data folder.
const GLOBAL_KEY = Symbol.for("asas.database");
type GlobalWithDatabase = typeof globalThis & { [GLOBAL_KEY]?: Promise<Connection> };

export function setDatabaseConfigForProcess(config: DatabaseConfig): void {
  configForProcess = config;
}
let configForProcess: DatabaseConfig | null = null;

async function defaultConfig(): Promise<DatabaseConfig> {
  const { env } = await import("@/env");
  return env.DATABASE_URL ? { kind: "postgres", url: env.DATABASE_URL } : { kind: "pglite", dataDir: env.DATA_DIR };
}

/** The process's database connection, opened on first use. */
export function getConnection(): Promise<Connection> {
  const holder = globalThis as GlobalWithDatabase;
  holder[GLOBAL_KEY] ??= (async () => openDatabase(configForProcess ?? (await defaultConfig())))().catch(
    (error: unknown) => {
      // A failed open (server down) must not be cached: the next request tries again.
      delete holder[GLOBAL_KEY];
      throw error;
    },
  );
  return holder[GLOBAL_KEY];
}

export async function getDb(): Promise<Database> {
  return (await getConnection()).db;
}
