import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { openDatabase, type Connection, type Database } from "@/server/db/client";
import { runMigrations } from "@/server/db/migrate";

/**
 * Databases the store tests run against: always a fresh in-memory PGlite; also a real PostgreSQL
 * server when TEST_DATABASE_URL points at one (CI starts Debian's postgresql for this).
 */
export const TEST_DATABASE_KINDS: Array<"pglite" | "postgres"> = process.env.TEST_DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

export type TestDatabase = {
  db: Database;
  connection: Connection;
  /**
   * Another connection to the same database, as a second server process would open: a separate
   * client on PostgreSQL; the same instance for in-memory PGlite, which only one process can open.
   */
  openAnother: () => Promise<Connection>;
  close: () => Promise<void>;
  /** PostgreSQL only: the database's URL, for tools such as pg_dump. */
  url?: string;
};

export async function createTestDatabase(kind: "pglite" | "postgres"): Promise<TestDatabase> {
  if (kind === "pglite") {
    const connection = await openDatabase({ kind: "pglite", dataDir: null });
    await runMigrations(connection);
    return { db: connection.db, connection, openAnother: async () => connection, close: connection.close };
  }
  // A database of its own per test file, dropped afterwards.
  const adminUrl = process.env.TEST_DATABASE_URL ?? "";
  const name = `asas_test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const connection = await openDatabase({ kind: "postgres", url: url.toString(), maxConnections: 5 });
  await runMigrations(connection);
  const others: Connection[] = [];
  return {
    db: connection.db,
    connection,
    url: url.toString(),
    openAnother: async () => {
      const other = await openDatabase({ kind: "postgres", url: url.toString(), maxConnections: 2 });
      others.push(other);
      return other;
    },
    close: async () => {
      await Promise.all(others.map((other) => other.close()));
      await connection.close();
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
