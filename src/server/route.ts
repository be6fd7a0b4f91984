import "server-only";
import { unstable_rethrow } from "next/navigation";
import type { z } from "zod";
import { handleAppError } from "@/lib/errors/handle-app-error";
import { findUnstorableText } from "@/lib/validation/storable-text";
import { log } from "@/lib/log";
import { queryIssues } from "@/server/api-text";
import { startAuditTrail, writeRuleFor, type AuditTrail } from "@/server/audit-trail";
import { checkAccess, type Access } from "@/server/auth/access";
import { bearerToken, userFromApiKey } from "@/server/api-keys/access";
import { readSessionToken } from "@/server/auth/cookie";
import { userFromRequest } from "@/server/auth/current-user";
import type { SessionUser } from "@/server/auth/users";
import type { ApiScope } from "@/server/db/schema";
import { isStoreUnavailable } from "@/server/db/errors";
import { ApiError, problem, RETRY_LATER } from "@/server/http";
import { clientIp, originProblem } from "@/server/request";
import { assertStorable, bodyAbandoned, BodyTooLargeError, readJson, UnstorableTextError } from "@/server/request-body";

/**
 * The one wrapper every route handler runs in (src/app/**\/route.ts). In order:
 *
 * 1. state-changing methods must come from the site itself (Origin, against cross-site forgery),
 *    unless the request carries an API key and no session cookie: a browser cannot be made to send
 *    an `Authorization` header to another site, so a key request cannot be forged that way;
 * 2. `access` "self", "staff" and "admin" need a session, "admin" an administrator; an
 *    administrator who must set up two-factor sign-in may only make "self" calls until they have
 *    (auth/access.ts). Or an API key (`Authorization: Bearer …`), on the routes that name a `scope`
 *    the key holds; it acts as the administrator who made it (api-keys/access.ts);
 * 3. the handler runs, reading its body through `call.body()` (capped at `bodyLimit`) and checking
 *    input with `call.parse` / `call.query` (zod); a body, query or address holding text the
 *    database cannot store (NUL, half a surrogate pair) is refused with a 400 before it is used;
 * 4. whatever it throws is answered in the one error shape (http.ts), with the message in the
 *    request's language: an ApiError as it says, a body over its cap 413, a database outage 503
 *    with Retry-After, anything else a logged 500;
 * 5. a write made with a session (POST, PUT, PATCH, DELETE) is recorded in the audit log, with the
 *    record before and after (audit-trail.ts), whether it succeeded or changed something anyway.
 */
export type { Access };

export type RouteCall<User> = {
  request: Request;
  /** The signed-in user (`access` "self", "staff" or "admin"), or null on public routes. */
  user: User;
  /** The body as JSON, read up to the route's `bodyLimit`; undefined when it is not JSON. */
  body(): Promise<unknown>;
  /** The value checked with the schema; otherwise a 400 "invalid" with a code per field. */
  parse<T>(schema: z.ZodType<T>, value: unknown, fields?: (error: z.ZodError) => Record<string, string>): T;
  /**
   * The query string checked with the schema; otherwise a 400 "invalid_query", one sentence per
   * parameter, in `locale` when the query names the language of its answer, and with the names of
   * the parameters in error when `issues` is set.
   */
  query<T>(schema: z.ZodType<T>, options?: { locale?: unknown; issues?: boolean }): Promise<T>;
};

type RouteOptions<A extends Access> = {
  access?: A;
  /** The most this route reads of a body (request-body.ts BODY_LIMITS). */
  bodyLimit?: number;
  /** The API key scope that opens this route to keys; without one, keys are refused here. */
  scope?: ApiScope;
};

type UserFor<A extends Access> = A extends "public" ? null : SessionUser;

/** Refusals a handler throws (or returns with `refuse`) are answered by the wrapper. */
export function refuse(status: number, code: string, options?: ConstructorParameters<typeof ApiError>[2]): ApiError {
  return new ApiError(status, code, options);
}

export function route<A extends Access = "public", P extends unknown[] = []>(
  options: RouteOptions<A>,
  handler: (call: RouteCall<UserFor<A>>, ...params: P) => Promise<Response>,
): (request: Request, ...params: P) => Promise<Response> {
  return async (request, ...params) => {
    let trail: AuditTrail | null = null;
    try {
      const access = options.access ?? "public";
      const bearer = access === "public" ? null : bearerToken(request.headers);
      const cookieless = bearer !== null && !readSessionToken(request.headers.get("cookie"));
      const reason = cookieless ? null : originProblem(request);
      if (reason) throw new ApiError(403, "cross_origin", { details: { reason } });
      const caller = await authorize(request, access, options.scope, bearer);
      const user = caller.user as UserFor<A>;
      // An address segment the database cannot store names nothing; a query value is refused as a body's is.
      if (findUnstorableText(params)) throw new ApiError(404, "not_found");
      assertStorable(Object.fromEntries(new URL(request.url).searchParams));
      const call = callFor(request, user, options.bodyLimit ?? 0);
      trail = user && WRITE_METHODS.has(request.method) ? await auditTrailOf(request, user, call, caller.via) : null;
      const response = await handler(call, ...params);
      await trail?.finish(response.status, await answerOf(response));
      return closingIfAbandoned(request, response);
    } catch (error) {
      const response = await answerFailure(request, error);
      await trail?.finish(response.status, null);
      return closingIfAbandoned(request, response);
    }
  };
}

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Every write made with a session or an API key goes into the audit log (audit-trail.ts), whatever
 * its route; a key's write names the key.
 */
function auditTrailOf(
  request: Request,
  user: SessionUser,
  call: RouteCall<unknown> & { read: () => unknown },
  via: string | null,
) {
  const { key, rule, path } = writeRuleFor(request.method, new URL(request.url).pathname);
  return startAuditTrail(rule, { key, actor: user, ip: clientIp(request.headers), path, body: call.read, via });
}

/** A JSON answer as the audit trail reads it (the id of what was created); the answer itself is untouched. */
async function answerOf(response: Response): Promise<unknown> {
  if (!(response.headers.get("content-type") ?? "").includes("application/json")) return null;
  return response
    .clone()
    .json()
    .catch(() => null);
}

/** The answer to a request whose body was left unread closes its connection (request-body.ts). */
function closingIfAbandoned(request: Request, response: Response): Response {
  if (!bodyAbandoned(request)) return response;
  const headers = new Headers(response.headers);
  headers.set("connection", "close");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

async function authorize(
  request: Request,
  access: Access,
  scope: ApiScope | undefined,
  bearer: string | null,
): Promise<{ user: SessionUser | null; via: string | null }> {
  if (access === "public") return { user: null, via: null };
  if (bearer === null) return { user: await checkAccess(await userFromRequest(request), access), via: null };
  const { user, keyName } = await userFromApiKey(bearer, scope);
  return { user: await checkAccess(user, access), via: keyName };
}

function callFor<User>(request: Request, user: User, bodyLimit: number): RouteCall<User> & { read: () => unknown } {
  let read: unknown;
  return {
    request,
    user,
    /** What `body()` read, for the audit trail (an invitation is found by the address it names). */
    read: () => read,
    async body() {
      try {
        read = await readJson(request, bodyLimit);
        return read;
      } catch (error) {
        if (error instanceof BodyTooLargeError || error instanceof UnstorableTextError) throw error;
        return undefined;
      }
    },
    parse(schema, value, fields) {
      const parsed = schema.safeParse(value);
      if (parsed.success) return parsed.data;
      throw new ApiError(400, "invalid", fields ? { details: { fields: fields(parsed.error) } } : {});
    },
    async query(schema, { locale, issues } = {}) {
      const params = Object.fromEntries(new URL(request.url).searchParams);
      const parsed = schema.safeParse(params);
      if (parsed.success) return parsed.data;
      throw new ApiError(400, "invalid_query", {
        message: await queryIssues(request, parsed.error, locale),
        details: issues ? { issues: parsed.error.issues.map((issue) => issue.path.join(".")) } : {},
      });
    },
  };
}

async function answerFailure(request: Request, error: unknown): Promise<Response> {
  // Next.js's own signals (prerendering bailing out to request time, notFound, redirect) pass.
  unstable_rethrow(error);
  const path = new URL(request.url).pathname;
  if (error instanceof ApiError) {
    log("debug", "request refused", { path, method: request.method, status: error.status, code: error.code });
    return problem(request, error);
  }
  if (error instanceof BodyTooLargeError) {
    log("debug", "request refused", { path, method: request.method, status: 413, code: "too_large" });
    return problem(request, new ApiError(413, "too_large"));
  }
  if (isStoreUnavailable(error)) {
    log("warn", "database unavailable", { path, method: request.method });
    return problem(request, new ApiError(503, "unavailable", { headers: RETRY_LATER }));
  }
  handleAppError(error, { phase: "request", path, method: request.method });
  return problem(request, new ApiError(500, "server_error"));
}
