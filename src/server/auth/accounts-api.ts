import "server-only";
import { z } from "zod";
import { isLocale } from "@/i18n/locales";
import { apiText } from "@/server/api-text";
import { getDb } from "@/server/db/client";
import { guarded, json, problem } from "@/server/http";
import { mailConfigured } from "@/server/mail";
import { clientIp, originProblem } from "@/server/request";
import { BODY_LIMITS, BodyTooLargeError, payloadTooLarge, readJson } from "@/server/request-body";
import { runMaintenanceSoon } from "@/server/maintenance";
import { recordId } from "@/lib/validation/numbers";
import {
  accountChangeSchema,
  changePasswordSchema,
  fieldErrors,
  inviteSchema,
  profileSchema,
  resetRequestSchema,
  setPasswordSchema,
} from "@/lib/validation/users";
import { inviteAccount, listAccounts, resendInvitation, updateAccount, type AccountError } from "./accounts";
import { readSessionToken } from "./cookie";
import { AUDIT_ACTIONS, listAudit, recordAudit } from "./audit";
import { authorizeApi } from "./current-user";
import {
  changeOwnPassword,
  endOtherSessions,
  listOwnSessions,
  profileOf,
  requestPasswordReset,
  setPasswordWithToken,
  updateProfile,
} from "./password-flows";
import {
  adminTwoFactorRequired,
  confirmTwoFactorSetup,
  disableTwoFactor,
  setAdminTwoFactorRequired,
  startTwoFactorSetup,
} from "./two-factor";
import type { SessionUser } from "./users";

const NO_STORE = { "cache-control": "no-store" };

/** The body as JSON, or undefined when it is not; too large a body is its own answer. */
async function body(request: Request): Promise<unknown> {
  try {
    return await readJson(request, BODY_LIMITS.accounts);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw error;
    return undefined;
  }
}

/** Authorizes (session, origin, role), then runs the handler; oversized bodies and outages are answered. */
function route(
  request: Request,
  options: { adminOnly?: boolean },
  handler: (user: SessionUser) => Promise<Response>,
): Promise<Response> {
  return guarded(new URL(request.url).pathname, async () => {
    const auth = await authorizeApi(request, options);
    if ("response" in auth) return auth.response;
    try {
      return await handler(auth.user);
    } catch (error) {
      if (error instanceof BodyTooLargeError) return payloadTooLarge();
      throw error;
    }
  });
}

/** A refusal in the caller's language, with a code a client can act on and per-field codes. */
async function refused(
  request: Request,
  status: number,
  code: string,
  fields?: Record<string, string>,
): Promise<Response> {
  const t = await apiText(request);
  const key = `accounts.${code}` as Parameters<typeof t>[0];
  const message = t.has(key) ? t(key) : t("accounts.invalid");
  return problem(status, message, { code, ...(fields ? { fields } : {}) });
}

const ACCOUNT_ERROR_STATUS: Record<AccountError, number> = {
  not_found: 404,
  email_taken: 409,
  last_admin: 409,
  not_invited: 409,
  mail_unavailable: 503,
  mail_failed: 502,
};

const context = (request: Request, user: SessionUser) => ({ actor: user, ip: clientIp(request.headers) });

/** GET /api/users: every account (administrators). */
export function listUsersHandler(request: Request) {
  return route(request, { adminOnly: true }, async () =>
    json({ users: await listAccounts(await getDb()), mail: mailConfigured() }, { headers: NO_STORE }),
  );
}

/** POST /api/users { name, email, role, locale }: invites someone by e-mail (administrators). */
export function inviteUserHandler(request: Request) {
  return route(request, { adminOnly: true }, async (user) => {
    const parsed = inviteSchema.safeParse(await body(request));
    if (!parsed.success) return refused(request, 400, "invalid", fieldErrors(parsed.error));
    const result = await inviteAccount(await getDb(), parsed.data, context(request, user), mailConfigured());
    if (!result.ok)
      return refused(
        request,
        ACCOUNT_ERROR_STATUS[result.error],
        result.error,
        result.error === "email_taken" ? { email: "email_taken" } : undefined,
      );
    return json(
      { user: result.value },
      { status: 201, headers: { ...NO_STORE, location: `/api/users/${result.value.id}` } },
    );
  });
}

/** PATCH /api/users/{id} { role?, active? } (administrators). */
export function updateUserHandler(request: Request, rawId: string) {
  return route(request, { adminOnly: true }, async (user) => {
    const id = recordId.safeParse(rawId);
    if (!id.success) return refused(request, 404, "not_found");
    const parsed = accountChangeSchema.safeParse(await body(request));
    if (!parsed.success) return refused(request, 400, "invalid", fieldErrors(parsed.error));
    const result = await updateAccount(await getDb(), id.data, parsed.data, context(request, user));
    if (!result.ok) return refused(request, ACCOUNT_ERROR_STATUS[result.error], result.error);
    return json({ user: result.value }, { headers: NO_STORE });
  });
}

/** POST /api/users/{id}/invitation: a new invitation e-mail, the earlier link void (administrators). */
export function resendInvitationHandler(request: Request, rawId: string) {
  return route(request, { adminOnly: true }, async (user) => {
    const id = recordId.safeParse(rawId);
    if (!id.success) return refused(request, 404, "not_found");
    const result = await resendInvitation(await getDb(), id.data, context(request, user), mailConfigured());
    if (!result.ok) return refused(request, ACCOUNT_ERROR_STATUS[result.error], result.error);
    return json({ user: result.value }, { headers: NO_STORE });
  });
}

const auditQuery = z.object({
  user: recordId.optional().catch(undefined),
  action: z.enum(AUDIT_ACTIONS).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

export function parseAuditQuery(params: Record<string, string | undefined>) {
  const parsed = auditQuery.parse(params);
  return { userId: parsed.user, action: parsed.action, page: parsed.page };
}

/** GET /api/audit?user=&action=&page=: the audit log, newest first (administrators). */
export function auditHandler(request: Request) {
  return route(request, { adminOnly: true }, async () => {
    const params = Object.fromEntries(new URL(request.url).searchParams);
    return json(await listAudit(await getDb(), parseAuditQuery(params)), { headers: NO_STORE });
  });
}

/** GET /api/profile: the signed-in user's own account and sessions. */
export function profileHandler(request: Request) {
  return route(request, {}, async (user) => {
    const db = await getDb();
    const token = readSessionToken(request.headers.get("cookie"));
    const [profile, sessions] = await Promise.all([profileOf(db, user.id), listOwnSessions(db, user.id, token)]);
    return json({ profile, sessions }, { headers: NO_STORE });
  });
}

/** PATCH /api/profile { name, locale }. */
export function updateProfileHandler(request: Request) {
  return route(request, {}, async (user) => {
    const parsed = profileSchema.safeParse(await body(request));
    if (!parsed.success) return refused(request, 400, "invalid", fieldErrors(parsed.error));
    const db = await getDb();
    await updateProfile(db, user, parsed.data, { ip: clientIp(request.headers) });
    return json({ profile: await profileOf(db, user.id) }, { headers: NO_STORE });
  });
}

/** POST /api/profile/password { current, password }: other sessions end. */
export function changePasswordHandler(request: Request) {
  return route(request, {}, async (user) => {
    const parsed = changePasswordSchema.safeParse(await body(request));
    if (!parsed.success) return refused(request, 400, "invalid", fieldErrors(parsed.error));
    const result = await changeOwnPassword(await getDb(), user, parsed.data, {
      ip: clientIp(request.headers),
      sessionToken: readSessionToken(request.headers.get("cookie")),
    });
    if (!result.ok) return refused(request, 400, result.error, { [result.field]: result.error });
    return json({ ok: true }, { headers: NO_STORE });
  });
}

/** DELETE /api/profile/sessions: signs out everywhere else. */
export function endOtherSessionsHandler(request: Request) {
  return route(request, {}, async (user) => {
    const db = await getDb();
    const ended = await endOtherSessions(db, user.id, readSessionToken(request.headers.get("cookie")));
    await recordAudit(db, {
      actor: user,
      action: "sessions_ended",
      target: user.email,
      ip: clientIp(request.headers),
      details: { ended },
    });
    return json({ ended }, { headers: NO_STORE });
  });
}

/**
 * POST /api/_auth/password-reset { email }: always 202, whether or not the address has an account,
 * and whether or not the request was over the limit (no account discovery).
 */
export function passwordResetRequestHandler(request: Request) {
  return guarded("/api/_auth/password-reset", async () => {
    if (originProblem(request)) return problem(403, "Cross-origin request refused");
    let input: unknown;
    try {
      input = await readJson(request, BODY_LIMITS.accounts);
    } catch (error) {
      if (error instanceof BodyTooLargeError) return payloadTooLarge();
      input = undefined;
    }
    const parsed = resetRequestSchema.safeParse(input);
    if (!parsed.success) return refused(request, 400, "invalid", fieldErrors(parsed.error));
    runMaintenanceSoon();
    await requestPasswordReset(await getDb(), parsed.data.email, { ip: clientIp(request.headers) });
    const t = await apiText(request, isLocale(parsed.data.locale) ? parsed.data.locale : undefined);
    return json({ message: t("accounts.reset_requested") }, { status: 202, headers: NO_STORE });
  });
}

/** POST /api/_auth/set-password { token, password }: from an invitation or a reset e-mail. */
export function setPasswordHandler(request: Request) {
  return guarded("/api/_auth/set-password", async () => {
    if (originProblem(request)) return problem(403, "Cross-origin request refused");
    let input: unknown;
    try {
      input = await readJson(request, BODY_LIMITS.accounts);
    } catch (error) {
      if (error instanceof BodyTooLargeError) return payloadTooLarge();
      input = undefined;
    }
    const parsed = setPasswordSchema.safeParse(input);
    if (!parsed.success) return refused(request, 400, "invalid", fieldErrors(parsed.error));
    const result = await setPasswordWithToken(await getDb(), parsed.data.token, parsed.data.password, {
      ip: clientIp(request.headers),
    });
    if (!result.ok)
      return refused(
        request,
        result.error === "invalid_token" ? 410 : 400,
        result.error,
        result.error === "invalid_token" ? undefined : { password: result.error },
      );
    return json({ ok: true, email: result.email }, { headers: NO_STORE });
  });
}

const codeSchema = z.object({ code: z.string().trim().min(1).max(40) });
const passwordOnlySchema = z.object({ password: z.string().min(1).max(201) });

/** POST /api/profile/two-factor: starts setting up; answers the key, its otpauth URI and the QR code (SVG). */
export function startTwoFactorHandler(request: Request) {
  return route(request, {}, async (user) =>
    json(await startTwoFactorSetup(await getDb(), user), { headers: NO_STORE }),
  );
}

/** POST /api/profile/two-factor/confirm { code }: turns it on; the recovery codes are in this answer only. */
export function confirmTwoFactorHandler(request: Request) {
  return route(request, {}, async (user) => {
    const parsed = codeSchema.safeParse(await body(request));
    if (!parsed.success) return refused(request, 400, "code_invalid", { code: "code_invalid" });
    const result = await confirmTwoFactorSetup(await getDb(), user, parsed.data.code, {
      ip: clientIp(request.headers),
    });
    if (!result.ok) return refused(request, 400, result.error, { code: result.error });
    return json({ recoveryCodes: result.recoveryCodes }, { headers: NO_STORE });
  });
}

/** DELETE /api/profile/two-factor { password }: turns it off. */
export function disableTwoFactorHandler(request: Request) {
  return route(request, {}, async (user) => {
    const parsed = passwordOnlySchema.safeParse(await body(request));
    if (!parsed.success) return refused(request, 400, "current_password_wrong", { password: "current_password_wrong" });
    const result = await disableTwoFactor(await getDb(), user, parsed.data.password, { ip: clientIp(request.headers) });
    if (!result.ok) return refused(request, result.error === "required_for_admins" ? 409 : 400, result.error);
    return json({ ok: true }, { headers: NO_STORE });
  });
}

const policySchema = z.object({ requireAdminTwoFactor: z.boolean() });

/** PUT /api/users/policy { requireAdminTwoFactor }: administrators only. */
export function twoFactorPolicyHandler(request: Request) {
  return route(request, { adminOnly: true }, async (user) => {
    const parsed = policySchema.safeParse(await body(request));
    if (!parsed.success) return refused(request, 400, "invalid");
    const db = await getDb();
    await setAdminTwoFactorRequired(db, parsed.data.requireAdminTwoFactor, context(request, user));
    return json({ requireAdminTwoFactor: await adminTwoFactorRequired(db) }, { headers: NO_STORE });
  });
}
