import "server-only";
import { env } from "@/env";
import { log } from "@/lib/log";
import { ensureFirstAdmin } from "@/server/auth/users";
import { DEFAULT_SITE_SETTINGS } from "@/server/site-settings-store";
import { getConnection, type Database } from "./client";
import { isSchemaMissing } from "./errors";

/** The first admin from ADMIN_EMAIL and ADMIN_PASSWORD, or one with a generated password. */
export function ensureFirstAdminFromEnv(db: Database): ReturnType<typeof ensureFirstAdmin> {
  return ensureFirstAdmin(
    db,
    { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
    `admin@${DEFAULT_SITE_SETTINGS.company.email.split("@")[1]}`,
  );
}

/**
 * The server's start with the embedded database (src/instrumentation.ts): opens it at once, while
 * Next.js prepares, rather than at the first request, and adds the first admin when there is none.
 * `npm start` adds that admin before the server starts, except on a first start from the prepared
 * database (scripts/lib/database.ts), which leaves the database unopened so that PGlite starts
 * once. Never throws: a database that cannot be opened is the pages' 503, as at any request. A
 * database without the site's tables (server.mjs started by hand on a new data folder) is said to be
 * one, with what to run: every page would otherwise fail on its first query.
 */
export async function openEmbeddedDatabaseAtStart(): Promise<void> {
  try {
    const admin = await ensureFirstAdminFromEnv((await getConnection()).db);
    if (admin?.generatedPassword)
      // Shown once: only its hash is stored.
      log("info", "First admin created: keep this password safe; it is not shown again.", {
        email: admin.email,
        password: admin.generatedPassword,
        signIn: `${env.SITE_URL}/login`,
      });
    else if (admin) log("info", `Created the admin ${admin.email} from ADMIN_EMAIL.`);
  } catch (error) {
    if (isSchemaMissing(error)) {
      log("error", "The embedded database has none of the site's tables: it was never prepared.", {
        dataDir: env.DATA_DIR,
        fix: "Start the site with `npm start`, which prepares the data folder, or run `npm run db:migrate` first.",
      });
      return;
    }
    log("warn", "The embedded database could not be opened at start; pages will try again.", {
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
