/**
 * `npm run db:backup [FILE]`: the database and the uploaded images in one tar file (default
 * backups/asas-<time>.tar). Works while the site runs (src/server/db/backup.ts).
 */
import "./lib/load-env";
import path from "node:path";
import { env } from "../src/env";
import { handleAppError } from "../src/lib/errors/handle-app-error";
import { createBackup } from "../src/server/db/backup";
import { databaseConfig, describeDatabase } from "./lib/database";

const stamp = new Date().toISOString().replace(/[-:]/g, "").replace(/\..*/, "Z");
const file = path.resolve(process.argv[2] ?? path.join("backups", `asas-${stamp}.tar`));
const config = databaseConfig();

createBackup(config, env.DATA_DIR, file)
  .then((manifest) =>
    console.log(`› Backed up ${describeDatabase(config)} and ${manifest.uploads} uploaded images to ${file}`),
  )
  .catch((error: unknown) => {
    handleAppError(error, { phase: "startup", step: "db:backup" });
    process.exit(1);
  });
