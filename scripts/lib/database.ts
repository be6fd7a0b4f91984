import { env } from "../../src/env";
import { openDatabase, type DatabaseConfig } from "../../src/server/db/client";
import { runMigrations } from "../../src/server/db/migrate";
import { seedDemoContent } from "../../src/server/db/seed";
import { DEFAULT_SITE_SETTINGS, seedSiteSettings } from "../../src/server/site-settings-store";
import { ensureFirstAdmin } from "../../src/server/auth/users";

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
      if (await seedSiteSettings(connection.db))
        console.log("› Added the demo site settings and partner logos (replace them at /dashboard/settings).");
      const admin = await ensureFirstAdmin(
        connection.db,
        { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
        `admin@${DEFAULT_SITE_SETTINGS.company.email.split("@")[1]}`,
      );
      if (admin?.generatedPassword) {
        // Shown once: only its hash is stored.
        console.log(
          `\n  First admin created: ${admin.email}\n  Password: ${admin.generatedPassword}\n  Sign in at ${env.SITE_URL}/login and keep this password safe; it is not shown again.\n`,
        );
      } else if (admin) {
        console.log(`› Created the admin ${admin.email} from ADMIN_EMAIL.`);
      }
    }
  } finally {
    await connection.close();
  }
}
