import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { ValidPostAutosave } from "@/lib/validation/post-autosave";
import type { Database } from "@/server/db/client";
import { postAutosaves } from "@/server/db/schema";
import { iso } from "./rows";

/**
 * Server autosaves (schema.ts postAutosaves): one per person and post, or per person for the post
 * they have not created yet (postId null). Writing one never touches the post, its version or the
 * public site; saving the post discards its writer's autosave (api.ts).
 */
export type PostAutosave = {
  postId: number | null;
  form: ValidPostAutosave["form"];
  baseVersion: number | null;
  savedAt: string;
};

const samePost = (userId: number, postId: number | null) =>
  and(
    eq(postAutosaves.userId, userId),
    postId === null ? isNull(postAutosaves.postId) : eq(postAutosaves.postId, postId),
  );

export async function readAutosave(db: Database, userId: number, postId: number | null): Promise<PostAutosave | null> {
  const [row] = await db.select().from(postAutosaves).where(samePost(userId, postId)).limit(1);
  if (!row) return null;
  return {
    postId: row.postId,
    form: row.form as PostAutosave["form"],
    baseVersion: row.baseVersion,
    savedAt: iso(row.savedAt) ?? "",
  };
}

/** Keeps the form as this person's autosave of the post, replacing the one before. */
export async function writeAutosave(
  db: Database,
  userId: number,
  postId: number | null,
  input: ValidPostAutosave,
): Promise<PostAutosave> {
  const form = withoutNul(input.form);
  const [row] = await db
    .insert(postAutosaves)
    .values({ userId, postId, form, baseVersion: input.baseVersion })
    .onConflictDoUpdate({
      target: [postAutosaves.userId, postAutosaves.postId],
      set: { form, baseVersion: input.baseVersion, savedAt: sql`now()` },
    })
    .returning({ savedAt: postAutosaves.savedAt });
  return { postId, form, baseVersion: input.baseVersion, savedAt: iso(row?.savedAt ?? new Date()) ?? "" };
}

/** Forgets this person's autosave of the post; whether there was one. */
export async function discardAutosave(db: Database, userId: number, postId: number | null): Promise<boolean> {
  const rows = await db.delete(postAutosaves).where(samePost(userId, postId)).returning({ id: postAutosaves.id });
  return rows.length > 0;
}

/**
 * The form without U+0000, which PostgreSQL's jsonb cannot hold: an autosave keeps unfinished work,
 * so rather than refusing it over a stray character from a paste, that one character is left out.
 */
function withoutNul<T>(value: T): T {
  if (typeof value === "string") return value.replaceAll("\u0000", "") as T;
  if (Array.isArray(value)) return value.map(withoutNul) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutNul(item)])) as T;
  return value;
}
