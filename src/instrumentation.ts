import type { Instrumentation } from "next";

export async function register() {
  // Next.js sets NEXT_RUNTIME itself; process hooks exist only in the Node.js runtime.
  // eslint-disable-next-line no-restricted-properties
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const [{ env }, { setLogLevel }] = await Promise.all([import("./env"), import("./lib/log")]);
    setLogLevel(env.LOG_LEVEL);
    const { installProcessErrorHandlers } = await import("./lib/errors/process-error-handlers");
    installProcessErrorHandlers();
    const { startLeadEmailWorker } = await import("./server/leads/notify");
    startLeadEmailWorker();
  }
}

export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  const { handleAppError } = await import("./lib/errors/handle-app-error");
  handleAppError(error, {
    phase: "request",
    method: request.method,
    path: request.path,
    routePath: context.routePath,
    routeType: context.routeType,
  });
};
