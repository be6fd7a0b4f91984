import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { env } from "../../src/env";
// Types only: the modules that open and fill a database (drizzle, PGlite) are loaded when needed,
// so that a first start from the prepared database loads none of them (about 1 s less here).
import type { Connection, DatabaseConfig } from "../../src/server/db/client";
import { progress, reportingAsLog } from "./progress";

const ROOT = path.resolve(import.meta.dirname, "../..");
/**
 * An embedded database with this build's migrations and demo content, made once per build: a
 * first start copies it instead of creating a database from nothing (PGlite's initdb alone takes
 * 3 to 4 s here), running every migration and seeding every post.
 */
export const PREPARED_DATABASE_DIR = path.join(ROOT, ".next", "prepared-database");
/** Where scripts/lib/build.ts records the fingerprint of the build in .next. */
export const BUILD_FINGERPRINT_FILE = path.join(ROOT, ".next", "asas-build-fingerprint");
/** The committed migrations (src/server/db/migrate.ts reads the same folder). */
const MIGRATIONS_FOLDER = path.join(process.cwd(), "drizzle");

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
  const { runMigrations } = await import("../../src/server/db/migrate");
  await runMigrations(connection);
  if (!seed) return;
  const [{ seedDemoContent }, { seedSiteSettings }] = await Promise.all([
    import("../../src/server/db/seed"),
    import("../../src/server/site-settings-store"),
  ]);
  const added = await seedDemoContent(connection.db);
  if (added) progress(`Added ${added} demo posts to the empty blog.`);
  if (await seedSiteSettings(connection.db))
    progress("Added the demo site settings and partner logos (replace them at /dashboard/settings).");
}

/** A hash of the committed migrations: a prepared database made before one was added is stale. */
export function migrationsFingerprint(): string {
  const hash = createHash("sha256");
  for (const file of readdirSync(MIGRATIONS_FOLDER, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()) {
    hash.update(path.relative(MIGRATIONS_FOLDER, file)).update("\0").update(readFileSync(file)).update("\0");
  }
  return hash.digest("hex");
}

/**
 * What the prepared database was made from: the build (its sources, so the demo content and the
 * seed code, and its packages: scripts/lib/build.ts) and the migrations in drizzle/.
 */
type PreparedFingerprint = { build: string; migrations: string };

function readPreparedFingerprint(preparedDir: string): PreparedFingerprint | null {
  const file = path.join(preparedDir, "fingerprint");
  if (!existsSync(file) || !existsSync(path.join(preparedDir, "pglite", "PG_VERSION"))) return null;
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as Partial<PreparedFingerprint>;
    return typeof parsed.build === "string" && typeof parsed.migrations === "string"
      ? { build: parsed.build, migrations: parsed.migrations }
      : null;
  } catch {
    // A fingerprint from an older version of this file (one hash): made again.
    return null;
  }
}

/** Whether the prepared database was made by this build from the migrations in drizzle/ now. */
function currentPreparedDatabase(preparedDir: string, build: string): boolean {
  const made = readPreparedFingerprint(preparedDir);
  return made !== null && made.build === build && made.migrations === migrationsFingerprint();
}

/** The fingerprint of the build in .next (null: none recorded). */
function currentBuildFingerprint(): string | null {
  return existsSync(BUILD_FINGERPRINT_FILE) ? readFileSync(BUILD_FINGERPRINT_FILE, "utf8").trim() : null;
}

/**
 * Makes the prepared database for this build unless it exists (scripts/lib/build.ts calls it after
 * every build check). Written to a temporary folder and renamed, so a stopped run leaves nothing
 * half-made behind. It holds no account and no secret: the first admin is added to each copy
 * (src/server/db/startup.ts), and the secrets kept in the database (src/server/settings.ts) and
 * in the data folder (src/server/app-secret.ts) are made by each install on first use.
 */
export async function ensurePreparedDatabase(
  buildFingerprint: string,
  preparedDir = PREPARED_DATABASE_DIR,
): Promise<void> {
  if (currentPreparedDatabase(preparedDir, buildFingerprint)) return;
  const started = Date.now();
  const making = `${preparedDir}.making`;
  rmSync(making, { recursive: true, force: true });
  const { openDatabase } = await import("../../src/server/db/client");
  const connection = await openDatabase({ kind: "pglite", dataDir: making });
  try {
    await migrateAndSeed(connection, true);
  } finally {
    await connection.close();
  }
  rmSync(path.join(making, "pglite.lock"), { force: true });
  const fingerprint: PreparedFingerprint = { build: buildFingerprint, migrations: migrationsFingerprint() };
  writeFileSync(path.join(making, "fingerprint"), `${JSON.stringify(fingerprint)}\n`);
  rmSync(preparedDir, { recursive: true, force: true });
  renameSync(making, preparedDir);
  progress(`Prepared the first-start database in ${Math.round((Date.now() - started) / 100) / 10} s.`);
}

/**
 * Starts an empty embedded database from the prepared one, when there is one made by the build
 * being served and from the migrations in drizzle/ now. Returns whether it did.
 */
function startFromPreparedDatabase(dataDir: string, preparedDir: string, build: string | null): boolean {
  const folder = path.resolve(dataDir, "pglite");
  const empty = !existsSync(folder) || readdirSync(folder).length === 0;
  if (!empty || build === null || !currentPreparedDatabase(preparedDir, build)) return false;
  mkdirSync(path.resolve(dataDir), { recursive: true });
  cpSync(path.join(preparedDir, "pglite"), folder, { recursive: true });
  return true;
}

/** Prints the first admin that was just created (a generated password is shown only here, once). */
export function reportFirstAdmin(admin: { email: string; generatedPassword?: string } | null): void {
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

/**
 * Prepares the database before the server starts: applies migrations, adds the demo content to an
 * empty store and creates the first admin. Runs in this process and closes the connection, since
 * the embedded database allows one process at a time.
 *
 * An empty embedded data folder is started from the prepared database instead, without opening
 * it here: it holds this build's migrations and demo content already, and the server adds the
 * first admin as it opens the database (src/server/db/startup.ts), so a first start opens PGlite
 * once rather than twice. `build` is the fingerprint of the build being served (tests).
 */
export async function prepareDatabase(
  options: { seed?: boolean; config?: DatabaseConfig; preparedDir?: string; build?: string | null } = {},
): Promise<{ startedFromPrepared: boolean }> {
  const { config = databaseConfig(), preparedDir = PREPARED_DATABASE_DIR } = options;
  progress(`Preparing the database (${describeDatabase(config)})…`);
  if (
    config.kind === "pglite" &&
    config.dataDir &&
    options.seed !== false &&
    startFromPreparedDatabase(
      config.dataDir,
      preparedDir,
      options.build === undefined ? currentBuildFingerprint() : options.build,
    )
  ) {
    progress("Started from the prepared database: this build's migrations and demo content.");
    return { startedFromPrepared: true };
  }
  const [{ openDatabase }, { ensureFirstAdminFromEnv }] = await Promise.all([
    import("../../src/server/db/client"),
    import("../../src/server/db/startup"),
  ]);
  const connection = await openDatabase(config);
  try {
    await migrateAndSeed(connection, options.seed !== false);
    if (options.seed !== false) reportFirstAdmin(await ensureFirstAdminFromEnv(connection.db));
  } finally {
    await connection.close();
  }
  return { startedFromPrepared: false };
}
