/** `npm run db:migrate`: applies the committed migrations to the configured database. */
import "./lib/load-env";
import { handleAppError } from "../src/lib/errors/handle-app-error";
import { prepareDatabase } from "./lib/database";

prepareDatabase({ seed: false })
  .then(() => console.log("› Migrations applied."))
  .catch((error: unknown) => {
    handleAppError(error, { phase: "startup", step: "migrate" });
    process.exit(1);
  });
