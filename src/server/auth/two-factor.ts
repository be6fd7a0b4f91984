import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { createHash, randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { openSecret, sealSecret } from "@/server/app-secret";
import type { Database } from "@/server/db/client";
import { recoveryCodes, settings, users } from "@/server/db/schema";
import { verifyPassword } from "./password";
import type { SessionUser } from "./users";
import { readSiteSettings } from "@/server/site-settings-store";

/** RFC 6238 with the parameters every authenticator app supports: SHA-1, 6 digits, 30 seconds. */
const PERIOD = 30;
const RECOVERY_CODE_COUNT = 10;
/** The setting that makes two-factor sign-in compulsory for administrators. */
export const REQUIRE_ADMIN_TWO_FACTOR = "security:require_admin_two_factor";

type Executor = Pick<Database, "select" | "update" | "insert" | "delete">;

/** A database dump alone reveals no secret: sealed with a key derived from the application secret. */
const encrypt = (plain: string) => sealSecret("totp-secrets", plain);
const decrypt = (stored: string) => openSecret("totp-secrets", stored);

/** The issuer only names the account in the authenticator app; codes do not depend on it. */
const totpFor = (secret: string, label: string, issuer = "") =>
  new TOTP({
    issuer,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });

/** The time step a valid code belongs to, or null (one step of clock drift either way is allowed). */
function matchingStep(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secret, "").validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
}

const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, "");
const hashRecoveryCode = (code: string) => createHash("sha256").update(normaliseRecoveryCode(code)).digest("hex");

/** Ten codes like "k7m2q-9xw4c", shown once. */
function newRecoveryCodes(): string[] {
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const characters = [...randomBytes(10)].map((byte) => alphabet[byte % alphabet.length]).join("");
    return `${characters.slice(0, 5)}-${characters.slice(5)}`;
  });
}

export type TwoFactorSetup = { secret: string; uri: string; qrSvg: string };

/** What proves, to set two-factor up again, that the owner and not only their session is asking. */
export type OwnerProof = { password?: string; code?: string };

export type StartResult =
  | ({ ok: true } & TwoFactorSetup)
  | { ok: false; error: "reauthentication_required" | "current_password_wrong" | "code_invalid" };

/**
 * A pending secret that may replace one in use: set up with the owner's password or a current
 * code. A pending secret without it (one started before that was asked) cannot replace anything.
 */
const REPLACES = "replaces:";

/**
 * Starts setting up: a new secret, kept pending until a code from the app confirms it. With
 * two-factor already on, the new secret would replace the one in the owner's app and their recovery
 * codes, so a session alone is not enough: the password or a current code (app or recovery) is
 * asked, as turning it off asks the password.
 */
export async function startTwoFactorSetup(
  db: Executor,
  user: SessionUser,
  proof: OwnerProof = {},
): Promise<StartResult> {
  const [row] = await db.select().from(users).where(eq(users.id, user.id)).limit(1);
  const replacing = Boolean(row?.totpEnabledAt);
  if (row && replacing) {
    if (proof.password) {
      if (!(await verifyPassword(proof.password, row.passwordHash)))
        return { ok: false, error: "current_password_wrong" };
    } else if (proof.code) {
      if (!(await verifySecondFactor(db, row, proof.code))) return { ok: false, error: "code_invalid" };
    } else return { ok: false, error: "reauthentication_required" };
  }
  const secret = new Secret({ size: 20 }).base32;
  await db
    .update(users)
    .set({ totpPendingSecret: encrypt(replacing ? `${REPLACES}${secret}` : secret) })
    .where(eq(users.id, user.id));
  const issuer = (await readSiteSettings(db)).company.name.en;
  const uri = totpFor(secret, user.email, issuer).toString();
  // Drawn here, on the server: the secret never goes to a third-party QR service.
  const qrSvg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { ok: true, secret, uri, qrSvg };
}

export type ConfirmResult = { ok: true; recoveryCodes: string[] } | { ok: false; error: "code_invalid" | "no_setup" };

/** Confirms the pending secret with a code; turns two-factor on and returns ten recovery codes, once. */
export async function confirmTwoFactorSetup(db: Database, user: SessionUser, code: string): Promise<ConfirmResult> {
  const [row] = await db.select().from(users).where(eq(users.id, user.id)).limit(1);
  const pending = row?.totpPendingSecret ? decrypt(row.totpPendingSecret) : null;
  // Replacing the secret in use takes a pending one set up with the owner's proof.
  const secret = row?.totpEnabledAt
    ? pending?.startsWith(REPLACES)
      ? pending.slice(REPLACES.length)
      : null
    : pending?.replace(REPLACES, "");
  if (!row || !secret) return { ok: false, error: "no_setup" };
  const step = matchingStep(secret, code.trim());
  if (step === null) return { ok: false, error: "code_invalid" };
  const codes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        totpSecret: encrypt(secret),
        totpPendingSecret: null,
        totpEnabledAt: sql`now()`,
        totpLastStep: step,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, user.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await tx.insert(recoveryCodes).values(codes.map((item) => ({ userId: user.id, codeHash: hashRecoveryCode(item) })));
  });
  return { ok: true, recoveryCodes: codes };
}

export type DisableResult = { ok: true } | { ok: false; error: "current_password_wrong" | "required_for_admins" };

/** Turns two-factor off after the password is confirmed (not for administrators when it is required). */
export async function disableTwoFactor(db: Database, user: SessionUser, password: string): Promise<DisableResult> {
  const [row] = await db.select().from(users).where(eq(users.id, user.id)).limit(1);
  if (!row || !(await verifyPassword(password, row.passwordHash)))
    return { ok: false, error: "current_password_wrong" };
  if (row.role === "admin" && (await adminTwoFactorRequired(db))) return { ok: false, error: "required_for_admins" };
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        totpSecret: null,
        totpPendingSecret: null,
        totpEnabledAt: null,
        totpLastStep: null,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, user.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
  });
  return { ok: true };
}

/**
 * Checks the second factor at sign-in: a code from the app (each time step once: a code seen by
 * someone looking over a shoulder cannot be replayed) or an unused recovery code, which is spent.
 */
export async function verifySecondFactor(
  db: Executor,
  user: { id: number; totpSecret: string | null; totpLastStep: number | null },
  code: string,
): Promise<"totp" | "recovery" | null> {
  const trimmed = code.trim();
  const secret = user.totpSecret ? decrypt(user.totpSecret) : null;
  if (!secret) return null;
  const step = matchingStep(secret, trimmed);
  if (step !== null) {
    // Atomic: of two requests with the same code, one moves the step forward, the other finds it taken.
    const moved = await db
      .update(users)
      .set({ totpLastStep: step })
      .where(and(eq(users.id, user.id), sql`coalesce(${users.totpLastStep}, -1) < ${step}`))
      .returning({ id: users.id });
    return moved.length === 1 ? "totp" : null;
  }
  if (normaliseRecoveryCode(trimmed).length !== 10) return null;
  const spent = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.userId, user.id),
        eq(recoveryCodes.codeHash, hashRecoveryCode(trimmed)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return spent.length === 1 ? "recovery" : null;
}

/** How many recovery codes the user has left. */
export async function recoveryCodesLeft(db: Executor, userId: number): Promise<number> {
  const rows = await db
    .select({ id: recoveryCodes.id })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return rows.length;
}

export async function adminTwoFactorRequired(db: Pick<Database, "select">): Promise<boolean> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, REQUIRE_ADMIN_TWO_FACTOR));
  return row?.value === "1";
}

export async function setAdminTwoFactorRequired(db: Database, required: boolean): Promise<void> {
  await db
    .insert(settings)
    .values({ key: REQUIRE_ADMIN_TWO_FACTOR, value: required ? "1" : "0" })
    .onConflictDoUpdate({ target: settings.key, set: { value: required ? "1" : "0", updatedAt: sql`now()` } });
}

/**
 * Whether a signed-in user must set up two-factor before doing anything else: an administrator
 * without it while the setting requires it.
 */
export async function mustSetUpTwoFactor(db: Database, user: SessionUser): Promise<boolean> {
  if (user.role !== "admin") return false;
  const [row] = await db.select({ enabled: users.totpEnabledAt }).from(users).where(eq(users.id, user.id)).limit(1);
  if (row?.enabled) return false;
  return adminTwoFactorRequired(db);
}

/** For the profile page and the users screen. */
export async function twoFactorStatus(db: Executor, userId: number) {
  const [row] = await db.select({ enabled: users.totpEnabledAt }).from(users).where(eq(users.id, userId)).limit(1);
  return {
    enabledAt: row?.enabled ? new Date(row.enabled).toISOString() : null,
    recoveryCodesLeft: row?.enabled ? await recoveryCodesLeft(db, userId) : 0,
  };
}
