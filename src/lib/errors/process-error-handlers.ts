import { handleAppError } from "./handle-app-error";

let installed = false;

/** Routes errors nothing else caught to the handler instead of letting them vanish. */
export function installProcessErrorHandlers(): void {
  if (installed) return;
  installed = true;
  process.on("unhandledRejection", (reason) =>
    handleAppError(reason, { phase: "process", kind: "unhandledRejection" }),
  );
  process.on("uncaughtExceptionMonitor", (error, origin) => handleAppError(error, { phase: "process", kind: origin }));
}
