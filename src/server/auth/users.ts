import "server-only";
import { eq, sql } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import type { Database } from "@/server/db/client";
import { users, type UserRole } from "@/server/db/schema";
import { hashPassword } from "./password";

export type SessionUser = { id: number; name: string; email: string; role: UserRole };

export class EmailTakenError extends Error {
  constructor(readonly email: string) {
    super(`A user with the email ${email} already exists`);
    this.name = "EmailTakenError";
  }
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(db: Database, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${normaliseEmail(email)}`)
    .limit(1);
  return row ?? null;
}

export async function createUser(
  db: Database,
  input: { name: string; email: string; password: string | null; role: UserRole },
): Promise<SessionUser> {
  if (await findUserByEmail(db, input.email)) throw new EmailTakenError(input.email);
  const [row] = await db
    .insert(users)
    .values({
      name: input.name.trim(),
      email: normaliseEmail(input.email),
      passwordHash: input.password ? await hashPassword(input.password) : null,
      role: input.role,
    })
    .returning({ id: users.id, name: users.name, email: users.email, role: users.role });
  if (!row) throw new Error("Insert returned no row");
  return row;
}

export async function setPassword(db: Database, userId: number, password: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function countUsers(db: Database): Promise<number> {
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(users);
  return Number(row?.total ?? 0);
}

/** A password strong enough to print once for the first admin. */
export function generatePassword(): string {
  return randomBytes(18).toString("base64url");
}

/**
 * The first admin: from ADMIN_EMAIL and ADMIN_PASSWORD when given (created if missing), otherwise,
 * when there is no user at all, one with a random password that the caller prints once.
 */
export async function ensureFirstAdmin(
  db: Database,
  configured: { email?: string; password?: string },
  fallbackEmail: string,
): Promise<{ email: string; generatedPassword?: string } | null> {
  if (configured.email && configured.password) {
    if (await findUserByEmail(db, configured.email)) return null;
    await createUser(db, {
      name: "Administrator",
      email: configured.email,
      password: configured.password,
      role: "admin",
    });
    return { email: normaliseEmail(configured.email) };
  }
  if ((await countUsers(db)) > 0) return null;
  const password = generatePassword();
  await createUser(db, { name: "Administrator", email: fallbackEmail, password, role: "admin" });
  return { email: fallbackEmail, generatedPassword: password };
}
