import { env } from "../../src/env";
import { openDatabase, type DatabaseConfig } from "../../src/server/db/client";
import { runMigrations } from "../../src/server/db/migrate";
import { seedDemoContent } from "../../src/server/db/seed";

export function databaseConfig(): DatabaseConfig {
  return env.DATABASE_URL ? { kind: "postgres", url: env.DATABASE_URL } : { kind: "pglite", dataDir: env.DATA_DIR };
}

export function describeDatabase(config: DatabaseConfig): string {
  return config.kind === "postgres"
    ? `PostgreSQL at ${new URL(config.url).host}`
    : `embedded PGlite in ${config.dataDir ?? "memory"}`;
}

/**
 * Prepares the database before the server starts: applies migrations, adds the demo content to an
 * empty store and creates the first admin. Runs in this process and closes the connection, since
 * the embedded database allows one process at a time.
 */
export async function prepareDatabase(options: { seed?: boolean } = {}): Promise<void> {
  const config = databaseConfig();
  console.log(`› Preparing the database (${describeDatabase(config)})…`);
  const connection = await openDatabase(config);
  try {
    await runMigrations(connection);
    if (options.seed !== false) {
      const added = await seedDemoContent(connection.db);
      if (added) console.log(`› Added ${added} demo posts to the empty blog.`);
    }
  } finally {
    await connection.close();
  }
}
