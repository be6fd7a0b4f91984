import "server-only";
import { and, desc, eq, isNull, lt, or, sql } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import { hashToken } from "@/server/auth/sessions";
import type { SessionUser } from "@/server/auth/users";
import type { Database } from "@/server/db/client";
import { apiKeys, users, type ApiScope } from "@/server/db/schema";

/**
 * API keys (docs/security.md, "API keys"): a random token shown once, of which only the SHA-256 is
 * stored; it acts as the administrator who made it, within its scopes, until it expires, is revoked,
 * or that account is deactivated.
 */

/** Every key starts with this, so a leaked one is recognised by secret scanners and by people. */
export const API_KEY_PREFIX = "asas_";
/** Characters of the token kept in clear to tell keys apart in the dashboard. */
const SHOWN = API_KEY_PREFIX.length + 6;
/** The last use is written at most this often per key: a busy script does not write on every call. */
const TOUCH_INTERVAL_SECONDS = 60;

export type ApiKeyRecord = {
  id: number;
  name: string;
  prefix: string;
  scopes: ApiScope[];
  createdBy: number;
  creatorEmail: string | null;
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
  /** As of the read: revoked, past its expiry, or working. */
  status: "active" | "revoked" | "expired";
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const columns = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  scopes: apiKeys.scopes,
  createdBy: apiKeys.createdBy,
  creatorEmail: users.email,
  createdAt: apiKeys.createdAt,
  expiresAt: apiKeys.expiresAt,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
};

function toRecord(row: {
  [K in keyof typeof columns]: unknown;
}): ApiKeyRecord {
  return {
    id: row.id as number,
    name: row.name as string,
    prefix: row.prefix as string,
    scopes: row.scopes as ApiScope[],
    createdBy: row.createdBy as number,
    creatorEmail: (row.creatorEmail as string | null) ?? null,
    createdAt: iso(row.createdAt as Date)!,
    expiresAt: iso(row.expiresAt as Date | null),
    lastUsedAt: iso(row.lastUsedAt as Date | null),
    revokedAt: iso(row.revokedAt as Date | null),
    status: row.revokedAt
      ? "revoked"
      : row.expiresAt && new Date(row.expiresAt as Date).getTime() <= Date.now()
        ? "expired"
        : "active",
  };
}

/** Every key, the newest first (revoked ones too: the list is also their history). */
export async function listApiKeys(db: Database): Promise<ApiKeyRecord[]> {
  const rows = await db
    .select(columns)
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdBy))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(toRecord);
}

export async function getApiKey(db: Database, id: number): Promise<ApiKeyRecord | null> {
  const [row] = await db
    .select(columns)
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdBy))
    .where(eq(apiKeys.id, id))
    .limit(1);
  return row ? toRecord(row) : null;
}

/** A new key: its record, and the token itself, which is never stored nor shown again. */
export async function createApiKey(
  db: Database,
  input: { name: string; scopes: ApiScope[]; expiresInDays: number | null },
  createdBy: number,
): Promise<{ key: ApiKeyRecord; token: string }> {
  const token = `${API_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
  const [row] = await db
    .insert(apiKeys)
    .values({
      name: input.name.trim(),
      prefix: token.slice(0, SHOWN),
      tokenHash: hashToken(token),
      scopes: [...new Set(input.scopes)],
      createdBy,
      expiresAt: input.expiresInDays ? sql`now() + make_interval(days => ${input.expiresInDays})` : null,
    })
    .returning({ id: apiKeys.id });
  if (!row) throw new Error("Insert returned no row");
  return { key: (await getApiKey(db, row.id))!, token };
}

/** Revokes a key at once; a key already revoked keeps its first revocation time. */
export async function revokeApiKey(db: Database, id: number): Promise<ApiKeyRecord | null> {
  await db
    .update(apiKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)));
  return getApiKey(db, id);
}

/** Why a token is not accepted: each is a 401 with its own message (docs/api.md, "API keys"). */
export type ApiKeyRefusal = "api_key_invalid" | "api_key_revoked" | "api_key_expired";

export type ApiKeyCaller = { key: { id: number; name: string; scopes: ApiScope[] }; user: SessionUser };

/**
 * The key a bearer token names and the administrator it acts as, or why it is refused. Its last use
 * is recorded (at most once a minute).
 */
export async function authenticateApiKey(db: Database, token: string): Promise<ApiKeyCaller | ApiKeyRefusal> {
  if (!token.startsWith(API_KEY_PREFIX) || token.length > 100) return "api_key_invalid";
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      scopes: apiKeys.scopes,
      expiresAt: apiKeys.expiresAt,
      revokedAt: apiKeys.revokedAt,
      user: { id: users.id, name: users.name, email: users.email, role: users.role, active: users.active },
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdBy))
    .where(eq(apiKeys.tokenHash, tokenHash))
    .limit(1);
  if (!row) return "api_key_invalid";
  if (row.revokedAt) return "api_key_revoked";
  if (row.expiresAt && new Date(row.expiresAt).getTime() <= Date.now()) return "api_key_expired";
  // A key speaks for its administrator: a deactivated account, or one no longer an administrator,
  // leaves its keys without power.
  if (!row.user.active || row.user.role !== "admin") return "api_key_revoked";
  await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(apiKeys.id, row.id),
        or(
          isNull(apiKeys.lastUsedAt),
          lt(apiKeys.lastUsedAt, sql`now() - make_interval(secs => ${TOUCH_INTERVAL_SECONDS})`),
        ),
      ),
    );
  const { active: _active, ...user } = row.user;
  return { key: { id: row.id, name: row.name, scopes: row.scopes }, user };
}
