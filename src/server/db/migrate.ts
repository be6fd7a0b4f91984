import "server-only";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import path from "node:path";
import type { openDatabase } from "./client";

export const MIGRATIONS_FOLDER = path.join(process.cwd(), "drizzle");

/** Applies the committed migrations in drizzle/ that the database has not seen yet. */
export async function runMigrations(connection: Awaited<ReturnType<typeof openDatabase>>): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (connection.kind === "pglite") {
    await migratePglite(connection.db as unknown as Parameters<typeof migratePglite>[0], config);
  } else {
    await migratePostgres(connection.db as unknown as Parameters<typeof migratePostgres>[0], config);
  }
}
