/**
 * What a dashboard write answers the browser (docs/architecture.md, "Dashboard writes"): the JSON
 * API's own answer, carried back by a Server Action. `data` is the route's JSON body on success;
 * `error` is the API's one error shape (src/server/http.ts), message in the user's language.
 */
export type WriteError = {
  status: number;
  code: string;
  message: string;
  fields?: Record<string, string>;
} & Record<string, unknown>;

export type WriteResult<T = Record<string, unknown>> = { ok: true; data: T } | { ok: false; error: WriteError };

/** The answer when the action never reached the server (offline, or the connection dropped). */
export const NETWORK_FAILURE: WriteResult<never> = {
  ok: false,
  error: { status: 0, code: "network", message: "" },
};
