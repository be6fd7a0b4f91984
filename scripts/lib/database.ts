import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { env } from "../../src/env";
import { openDatabase, type Connection, type DatabaseConfig } from "../../src/server/db/client";
import { MIGRATIONS_FOLDER, runMigrations } from "../../src/server/db/migrate";
import { seedDemoContent } from "../../src/server/db/seed";
import { DEFAULT_SITE_SETTINGS, seedSiteSettings } from "../../src/server/site-settings-store";
import { ensureFirstAdmin } from "../../src/server/auth/users";
import { progress, reportingAsLog } from "./progress";

const ROOT = path.resolve(import.meta.dirname, "../..");
/**
 * An embedded database with this build's migrations and demo content, made once per build: a
 * first start copies it instead of creating a database from nothing (PGlite's initdb alone takes
 * 3 to 4 s here), running every migration and seeding every post.
 */
export const PREPARED_DATABASE_DIR = path.join(ROOT, ".next", "prepared-database");

export function databaseConfig(): DatabaseConfig {
  return env.DATABASE_URL ? { kind: "postgres", url: env.DATABASE_URL } : { kind: "pglite", dataDir: env.DATA_DIR };
}

export function describeDatabase(config: DatabaseConfig): string {
  return config.kind === "postgres"
    ? `PostgreSQL at ${new URL(config.url).host}`
    : `embedded PGlite in ${config.dataDir ?? "memory"}`;
}

/** Migrations, then the demo content when the store is empty: what every new database gets. */
async function migrateAndSeed(connection: Connection, seed: boolean): Promise<void> {
  await runMigrations(connection);
  if (!seed) return;
  const added = await seedDemoContent(connection.db);
  if (added) progress(`Added ${added} demo posts to the empty blog.`);
  if (await seedSiteSettings(connection.db))
    progress("Added the demo site settings and partner logos (replace them at /dashboard/settings).");
}

/** What the prepared database is made from: the build (sources, packages) and the migrations. */
function preparedFingerprint(buildFingerprint: string): string {
  const hash = createHash("sha256").update(buildFingerprint);
  for (const file of readdirSync(MIGRATIONS_FOLDER, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()) {
    hash.update(path.relative(MIGRATIONS_FOLDER, file)).update("\0").update(readFileSync(file)).update("\0");
  }
  return hash.digest("hex");
}

function currentPreparedDatabase(preparedDir: string, buildFingerprint: string | null): boolean {
  const fingerprint = path.join(preparedDir, "fingerprint");
  if (!existsSync(fingerprint) || !existsSync(path.join(preparedDir, "pglite"))) return false;
  return (
    buildFingerprint === null || readFileSync(fingerprint, "utf8").trim() === preparedFingerprint(buildFingerprint)
  );
}

/**
 * Makes the prepared database for this build unless it exists (scripts/lib/build.ts calls it after
 * every build check). Written to a temporary folder and renamed, so a stopped run leaves nothing
 * half-made behind.
 */
export async function ensurePreparedDatabase(
  buildFingerprint: string,
  preparedDir = PREPARED_DATABASE_DIR,
): Promise<void> {
  if (currentPreparedDatabase(preparedDir, buildFingerprint)) return;
  const started = Date.now();
  const making = `${preparedDir}.making`;
  rmSync(making, { recursive: true, force: true });
  const connection = await openDatabase({ kind: "pglite", dataDir: making });
  try {
    await migrateAndSeed(connection, true);
  } finally {
    await connection.close();
  }
  rmSync(path.join(making, "pglite.lock"), { force: true });
  writeFileSync(path.join(making, "fingerprint"), `${preparedFingerprint(buildFingerprint)}\n`);
  rmSync(preparedDir, { recursive: true, force: true });
  renameSync(making, preparedDir);
  progress(`Prepared the first-start database in ${Math.round((Date.now() - started) / 100) / 10} s.`);
}

/**
 * Starts an empty embedded database from the prepared one, when there is one for this build.
 * Returns whether it did.
 */
function startFromPreparedDatabase(dataDir: string, preparedDir: string): boolean {
  const folder = path.resolve(dataDir, "pglite");
  const empty = !existsSync(folder) || readdirSync(folder).length === 0;
  if (!empty || !currentPreparedDatabase(preparedDir, null)) return false;
  mkdirSync(path.resolve(dataDir), { recursive: true });
  cpSync(path.join(preparedDir, "pglite"), folder, { recursive: true });
  return true;
}

/**
 * Prepares the database before the server starts: applies migrations, adds the demo content to an
 * empty store and creates the first admin. Runs in this process and closes the connection, since
 * the embedded database allows one process at a time.
 */
export async function prepareDatabase(
  options: { seed?: boolean; config?: DatabaseConfig; preparedDir?: string } = {},
): Promise<void> {
  const { config = databaseConfig(), preparedDir = PREPARED_DATABASE_DIR } = options;
  progress(`Preparing the database (${describeDatabase(config)})…`);
  if (
    config.kind === "pglite" &&
    config.dataDir &&
    options.seed !== false &&
    startFromPreparedDatabase(config.dataDir, preparedDir)
  )
    progress("Started from the prepared database: this build's migrations and demo content.");
  const connection = await openDatabase(config);
  try {
    await migrateAndSeed(connection, options.seed !== false);
    if (options.seed !== false) {
      const admin = await ensureFirstAdmin(
        connection.db,
        { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
        `admin@${DEFAULT_SITE_SETTINGS.company.email.split("@")[1]}`,
      );
      if (admin?.generatedPassword) {
        // Shown once: only its hash is stored.
        const signIn = `${env.SITE_URL}/login`;
        if (reportingAsLog())
          progress("First admin created: keep this password safe; it is not shown again.", {
            email: admin.email,
            password: admin.generatedPassword,
            signIn,
          });
        else
          console.log(
            `\n  First admin created: ${admin.email}\n  Password: ${admin.generatedPassword}\n  Sign in at ${signIn} and keep this password safe; it is not shown again.\n`,
          );
      } else if (admin) {
        progress(`Created the admin ${admin.email} from ADMIN_EMAIL.`);
      }
    }
  } finally {
    await connection.close();
  }
}
