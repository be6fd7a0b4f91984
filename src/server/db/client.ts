import "server-only";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { isConnectionClosed, isConnectionEnded } from "./connection-errors";
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
 * waits for it: during an outage every request would hold its 503 longer (the staff API takes 4-6 s
 * after a dozen failed page reads), and after the database comes back the site would stay down as
 * long.
 */
export function reconnectDelaySeconds(failures: number): number {
  return Math.min(0.05 * 2 ** failures, 0.5);
}

type Sql = ReturnType<typeof postgres>;

/** A read: sent again after its connection closed under it, it cannot have changed anything. */
const isRead = (statement: string) =>
  /^\s*select\b/i.test(statement) && !/\bfor\s+(no\s+key\s+)?update\b/i.test(statement);

/**
 * The pool, with one more try for a statement its connection failed under: once, on a fresh
 * connection of its own (`openFresh`, ended afterwards), when the server had ended the connection
 * (isConnectionEnded: the statement never ran or was rolled back), or when the connection closed
 * under a read. After an outage a pooled connection the server had ended answered a request 503
 * three minutes later. A write whose connection closed under it is not sent again (it may have run),
 * nor a transaction that had started its work.
 */
export function withFreshRetry(client: Sql, openFresh: () => Sql): Sql {
  async function retried<T>(error: unknown, run: (sql: Sql) => Promise<T>): Promise<T> {
    const fresh = openFresh();
    // Read through as the pool reads them (Drizzle sets its own parsers on the pool's options).
    Object.assign(fresh.options.parsers, client.options.parsers);
    Object.assign(fresh.options.serializers, client.options.serializers);
    // Loaded when needed: the logger reads the settings, which this module must not load first.
    void import("@/lib/log").then(({ log }) =>
      log("warn", "database connection ended under a statement; sent again on a fresh connection", {
        code: (error as { code?: unknown }).code,
      }),
    );
    try {
      return await run(fresh);
    } finally {
      await fresh.end({ timeout: 5 }).catch(() => {});
    }
  }
  const unsafe = (query: string, parameters?: unknown[], options?: object) => {
    const attempt = (values: boolean) => {
      const run = (sql: Sql) => {
        const pending = sql.unsafe(query, parameters as never, options);
        return values ? pending.values() : pending;
      };
      return Promise.resolve(run(client)).catch((error: unknown) => {
        if (isConnectionEnded(error) || (isConnectionClosed(error) && isRead(query)))
          return retried(error, (sql) => Promise.resolve(run(sql)));
        throw error;
      });
    };
    // What Drizzle does with a query: await it, or ask for its rows as arrays.
    return {
      then: <A, B>(resolve?: (value: unknown) => A, reject?: (reason: unknown) => B) =>
        attempt(false).then(resolve, reject),
      values: () => attempt(true),
    };
  };
  const begin = async (...args: unknown[]) => {
    const work = args[args.length - 1] as (sql: unknown) => unknown;
    const options = args.length > 1 ? [args[0] as string] : [];
    let started = false;
    const run = (sql: Sql) =>
      (sql.begin as (...rest: unknown[]) => Promise<unknown>)(...options, (tx: unknown) => {
        started = true;
        return work(tx);
      });
    try {
      return await run(client);
    } catch (error) {
      if (started || !(isConnectionEnded(error) || isConnectionClosed(error))) throw error;
      return retried(error, run);
    }
  };
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === "unsafe") return unsafe;
      if (property === "begin") return begin;
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

/** Opens a database: PostgreSQL at a URL, or embedded PGlite in a folder (null: in memory, for tests). */
export async function openDatabase(config: DatabaseConfig): Promise<Connection> {
  if (config.kind === "postgres") {
    const settings = {
      connect_timeout: 5,
      idle_timeout: 30,
      backoff: reconnectDelaySeconds,
      onnotice: () => {},
    };
    const client = postgres(config.url, { ...settings, max: config.maxConnections ?? 10 });
    const queries = withFreshRetry(client, () => postgres(config.url, { ...settings, max: 1 }));
    return {
      kind: "postgres",
      db: drizzlePostgres(queries, { schema }) as unknown as Database,
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
