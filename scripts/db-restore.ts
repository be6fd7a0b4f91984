/**
 * `npm run db:restore FILE`: restores a backup made by `npm run db:backup`. The embedded database
 * is restored into an empty DATA_DIR with the server stopped; PostgreSQL (DATABASE_URL) is replaced
 * by the backup's contents. Then `npm start` applies any newer migrations.
 */
import "./lib/load-env";
import { env } from "../src/env";
import { handleAppError } from "../src/lib/errors/handle-app-error";
import { InvalidBackupError, restoreBackup } from "../src/server/db/backup";
import { databaseConfig, describeDatabase } from "./lib/database";

const file = process.argv[2];
if (!file) {
  console.error("Usage: npm run db:restore FILE");
  process.exit(2);
}
const config = databaseConfig();

restoreBackup(config, env.DATA_DIR, file)
  .then((manifest) =>
    console.log(
      `› Restored the backup of ${manifest.createdAt} into ${describeDatabase(config)}, with ${manifest.uploads} uploaded images.`,
    ),
  )
  .catch((error: unknown) => {
    // A refused backup is the operator's to read, not a crash: what was found, and that nothing changed.
    if (error instanceof InvalidBackupError) console.error(`✗ ${error.message}`);
    else handleAppError(error, { phase: "startup", step: "db:restore" });
    process.exit(1);
  });
