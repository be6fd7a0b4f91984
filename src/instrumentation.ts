import type { Instrumentation } from "next";

export async function register() {
  // Next.js sets NEXT_RUNTIME itself; process hooks exist only in the Node.js runtime.
  // eslint-disable-next-line no-restricted-properties
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { installProcessErrorHandlers } = await import("./lib/errors/process-error-handlers");
    installProcessErrorHandlers();
    const { startLeadEmailWorker } = await import("./server/leads/notify");
    startLeadEmailWorker();
    // The purge of expired sessions and old counters, claimed through the database so that one
    // instance runs it per interval (src/server/maintenance.ts). Never while building.
    // eslint-disable-next-line no-restricted-properties
    if (process.env.NEXT_PHASE !== "phase-production-build") {
      const { runMaintenanceSoon } = await import("./server/maintenance");
      setInterval(() => runMaintenanceSoon(), 5 * 60 * 1000).unref();
      // Scheduled posts go live at their time (src/server/posts/scheduled.ts).
      const { startPublicationTimer } = await import("./server/posts/scheduled");
      startPublicationTimer();
      // Webhook deliveries, from their queue in the database (src/server/webhooks/deliver.ts).
      const { startWebhookWorker } = await import("./server/webhooks/deliver");
      startWebhookWorker();
      // `npm run db:backup` while the site runs: this process has the embedded database open and
      // dumps it on request (src/server/db/backup.ts).
      const { env } = await import("./env");
      if (!env.DATABASE_URL) {
        const [{ serveBackupRequests }, { getConnection }] = await Promise.all([
          import("./server/db/backup-requests"),
          import("./server/db/client"),
        ]);
        serveBackupRequests(env.DATA_DIR, getConnection);
        // Opened now rather than at the first request, and the first admin added when there is
        // none (src/server/db/startup.ts). Next.js awaits register() as the last step of
        // prepare(), so server.mjs listens only once this is done.
        const { openEmbeddedDatabaseAtStart } = await import("./server/db/startup");
        await openEmbeddedDatabaseAtStart();
      }
    }
  }
}

export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  const { handleAppError } = await import("./lib/errors/handle-app-error");
  handleAppError(error, {
    phase: "request",
    method: request.method,
    // The path only: a query can carry a token or an address (set-password links, e-mail prefills).
    path: request.path.split("?", 1)[0],
    routePath: context.routePath,
    routeType: context.routeType,
  });
};
