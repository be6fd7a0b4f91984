import "server-only";
import { z } from "zod";
import { isLocale } from "@/i18n/locales";
import { apiText } from "@/server/api-text";
import { getDb } from "@/server/db/client";
import { json } from "@/server/http";
import { mailConfigured } from "@/server/mail";
import { clientIp } from "@/server/request";
import { BODY_LIMITS } from "@/server/request-body";
import { refuse, route } from "@/server/route";
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
import { AUDIT_ACTIONS, listAudit } from "./audit";
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

const admin = { access: "admin", bodyLimit: BODY_LIMITS.accounts } as const;
/** The signed-in person's own account: open to them even before a required two-factor setup. */
const self = { access: "self", bodyLimit: BODY_LIMITS.accounts } as const;
const anyone = { bodyLimit: BODY_LIMITS.accounts } as const;

/** A refusal with the accounts' own wording (messages/*.json "api.accounts") and per-field codes. */
async function refused(
  request: Request,
  status: number,
  code: string,
  fields?: Record<string, string>,
): Promise<never> {
  const t = await apiText(request);
  const key = `accounts.${code}` as Parameters<typeof t>[0];
  const message = t.has(key) ? t(key) : t("accounts.invalid");
  throw refuse(status, code, { message, details: fields ? { fields } : {} });
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
export const listUsersHandler = route(admin, async () =>
  json({ users: await listAccounts(await getDb()), mail: mailConfigured() }),
);

/** POST /api/users { name, email, role, locale }: invites someone by e-mail (administrators). */
export const inviteUserHandler = route(admin, async ({ request, user, body }) => {
  const parsed = inviteSchema.safeParse(await body());
  if (!parsed.success) return refused(request, 400, "invalid", fieldErrors(parsed.error));
  const result = await inviteAccount(await getDb(), parsed.data, context(request, user), mailConfigured());
  if (!result.ok)
    return refused(
      request,
      ACCOUNT_ERROR_STATUS[result.error],
      result.error,
      result.error === "email_taken" ? { email: "email_taken" } : undefined,
    );
  return json({ user: result.value }, { status: 201, headers: { location: `/api/users/${result.value.id}` } });
});

/** PATCH /api/users/{id} { role?, active? } (administrators). */
export const updateUserHandler = route(admin, async ({ request, body }, rawId: string) => {
  const id = recordId.safeParse(rawId);
  if (!id.success) return refused(request, 404, "not_found");
  const parsed = accountChangeSchema.safeParse(await body());
  if (!parsed.success) return refused(request, 400, "invalid", fieldErrors(parsed.error));
  const result = await updateAccount(await getDb(), id.data, parsed.data);
  if (!result.ok) return refused(request, ACCOUNT_ERROR_STATUS[result.error], result.error);
  return json({ user: result.value });
});

/** POST /api/users/{id}/invitation: a new invitation e-mail, the earlier link void (administrators). */
export const resendInvitationHandler = route(admin, async ({ request, user }, rawId: string) => {
  const id = recordId.safeParse(rawId);
  if (!id.success) return refused(request, 404, "not_found");
  const result = await resendInvitation(await getDb(), id.data, context(request, user), mailConfigured());
  if (!result.ok) return refused(request, ACCOUNT_ERROR_STATUS[result.error], result.error);
  return json({ user: result.value });
});

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
export const auditHandler = route(admin, async ({ request }) => {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  return json(await listAudit(await getDb(), parseAuditQuery(params)));
});

/** GET /api/profile: the signed-in user's own account and sessions. */
export const profileHandler = route(self, async ({ request, user }) => {
  const db = await getDb();
  const token = readSessionToken(request.headers.get("cookie"));
  const [profile, sessions] = await Promise.all([profileOf(db, user.id), listOwnSessions(db, user.id, token)]);
  return json({ profile, sessions });
});

/** PATCH /api/profile { name, locale }. */
export const updateProfileHandler = route(self, async ({ request, user, body }) => {
  const parsed = profileSchema.safeParse(await body());
  if (!parsed.success) return refused(request, 400, "invalid", fieldErrors(parsed.error));
  const db = await getDb();
  await updateProfile(db, user, parsed.data);
  return json({ profile: await profileOf(db, user.id) });
});

/** POST /api/profile/password { current, password }: other sessions end. */
export const changePasswordHandler = route(self, async ({ request, user, body }) => {
  const parsed = changePasswordSchema.safeParse(await body());
  if (!parsed.success) return refused(request, 400, "invalid", fieldErrors(parsed.error));
  const result = await changeOwnPassword(await getDb(), user, parsed.data, {
    sessionToken: readSessionToken(request.headers.get("cookie")),
  });
  if (!result.ok) return refused(request, 400, result.error, { [result.field]: result.error });
  return json({ ok: true });
});

/** DELETE /api/profile/sessions: signs out everywhere else. */
export const endOtherSessionsHandler = route(self, async ({ request, user }) => {
  const ended = await endOtherSessions(await getDb(), user.id, readSessionToken(request.headers.get("cookie")));
  return json({ ended });
});

/**
 * POST /api/_auth/password-reset { email }: always 202, whether or not the address has an account,
 * and whether or not the request was over the limit (no account discovery).
 */
export const passwordResetRequestHandler = route(anyone, async ({ request, body }) => {
  const parsed = resetRequestSchema.safeParse(await body());
  if (!parsed.success) return refused(request, 400, "invalid", fieldErrors(parsed.error));
  runMaintenanceSoon();
  await requestPasswordReset(await getDb(), parsed.data.email, { ip: clientIp(request.headers) });
  const t = await apiText(request, isLocale(parsed.data.locale) ? parsed.data.locale : undefined);
  return json({ message: t("accounts.reset_requested") }, { status: 202 });
});

/** POST /api/_auth/set-password { token, password }: from an invitation or a reset e-mail. */
export const setPasswordHandler = route(anyone, async ({ request, body }) => {
  const parsed = setPasswordSchema.safeParse(await body());
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
  return json({ ok: true, email: result.email });
});

const codeSchema = z.object({ code: z.string().trim().min(1).max(40) });
const passwordOnlySchema = z.object({ password: z.string().min(1).max(201) });

const proofSchema = z
  .object({ password: z.string().max(201).optional(), code: z.string().trim().max(40).optional() })
  .catch({});

/**
 * POST /api/profile/two-factor: starts setting up; answers the key, its otpauth URI and the QR code
 * (SVG). With two-factor already on it replaces the app's key, so `{ password }` or `{ code }` is
 * asked first (400 `reauthentication_required`, `current_password_wrong` or `code_invalid`).
 */
export const startTwoFactorHandler = route(self, async ({ request, user, body }) => {
  const result = await startTwoFactorSetup(await getDb(), user, proofSchema.parse((await body()) ?? {}));
  if (!result.ok)
    return refused(request, 400, result.error, {
      [result.error === "code_invalid" ? "code" : "password"]: result.error,
    });
  const { secret, uri, qrSvg } = result;
  return json({ secret, uri, qrSvg });
});

/** POST /api/profile/two-factor/confirm { code }: turns it on; the recovery codes are in this answer only. */
export const confirmTwoFactorHandler = route(self, async ({ request, user, body }) => {
  const parsed = codeSchema.safeParse(await body());
  if (!parsed.success) return refused(request, 400, "code_invalid", { code: "code_invalid" });
  const result = await confirmTwoFactorSetup(await getDb(), user, parsed.data.code);
  if (!result.ok) return refused(request, 400, result.error, { code: result.error });
  return json({ recoveryCodes: result.recoveryCodes });
});

/** DELETE /api/profile/two-factor { password }: turns it off. */
export const disableTwoFactorHandler = route(self, async ({ request, user, body }) => {
  const parsed = passwordOnlySchema.safeParse(await body());
  if (!parsed.success) return refused(request, 400, "current_password_wrong", { password: "current_password_wrong" });
  const result = await disableTwoFactor(await getDb(), user, parsed.data.password);
  if (!result.ok) return refused(request, result.error === "required_for_admins" ? 409 : 400, result.error);
  return json({ ok: true });
});

const policySchema = z.object({ requireAdminTwoFactor: z.boolean() });

/** PUT /api/users/policy { requireAdminTwoFactor }: administrators only. */
export const twoFactorPolicyHandler = route(admin, async ({ request, body }) => {
  const parsed = policySchema.safeParse(await body());
  if (!parsed.success) return refused(request, 400, "invalid");
  const db = await getDb();
  await setAdminTwoFactorRequired(db, parsed.data.requireAdminTwoFactor);
  return json({ requireAdminTwoFactor: await adminTwoFactorRequired(db) });
});
