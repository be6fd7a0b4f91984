/** Prepares the configured database as `npm start` does: migrations, demo content, first admin. */
import "./lib/load-env";
import { handleAppError } from "../src/lib/errors/handle-app-error";
import { prepareDatabase } from "./lib/database";

prepareDatabase().catch((error: unknown) => {
  handleAppError(error, { phase: "startup", step: "prepare database" });
  process.exit(1);
});
