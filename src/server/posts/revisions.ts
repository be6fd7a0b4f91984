import "server-only";
import { and, desc, eq, inArray, lte, ne, sql } from "drizzle-orm";
import { revisionsToThin } from "@/lib/revisions/thinning";
import type { Database } from "@/server/db/client";
import { postRevisions, posts, postTopics, users, type Gender } from "@/server/db/schema";
import { iso, WRITTEN_COLUMNS, writtenFields } from "./rows";
import type { Transaction } from "./translations";
import type { PostRevision, RevisionSummary } from "./types";

/**
 * Every save of a post keeps a revision, written in the save's own transaction: the post's fields
 * as saved, who saved it and the version it produced. Older ones are thinned as new ones come
 * (lib/revisions/thinning.ts); the published one is never let go.
 */

export class RevisionNotFoundError extends Error {
  constructor(
    readonly postId: number,
    readonly number: number,
  ) {
    super(`Post ${postId} has no revision ${number}`);
    this.name = "RevisionNotFoundError";
  }
}

/** The saved post's id, named with its table (drizzle leaves it out in an insert-select). */
const POST_ID = sql.raw(`"posts"."id"`);

/** Records the post as it now is (just saved, in `tx`) as its next revision, then thins the older ones. */
export async function recordRevision(
  tx: Transaction,
  postId: number,
  by: { savedBy?: number | null; restoredFrom?: number | null } = {},
): Promise<void> {
  // One statement copies the post as saved, its topics and the next number (four reads and an
  // insert before, in the transaction that every save of the embedded database waits behind).
  const written = Object.fromEntries(WRITTEN_COLUMNS.map((column) => [column, posts[column]])) as {
    [K in (typeof WRITTEN_COLUMNS)[number]]: (typeof posts)[K];
  };
  const [row] = await tx
    .insert(postRevisions)
    .select(
      tx
        // Every column, in the table's order (drizzle's insert-select checks the shape).
        .select({
          id: sql<number>`nextval(pg_get_serial_sequence('post_revisions', 'id'))`.as("id"),
          postId: posts.id,
          number:
            sql<number>`coalesce((SELECT max(r.number) FROM ${postRevisions} AS r WHERE r.post_id = ${POST_ID}), 0) + 1`.as(
              "number",
            ),
          version: posts.version,
          ...written,
          topicIds: sql<
            number[]
          >`ARRAY(SELECT pt.topic_id FROM ${postTopics} AS pt WHERE pt.post_id = ${POST_ID} ORDER BY pt.topic_id)`.as(
            "topic_ids",
          ),
          savedBy: sql<number | null>`${by.savedBy ?? null}::integer`.as("saved_by"),
          restoredFrom: sql<number | null>`${by.restoredFrom ?? null}::integer`.as("restored_from"),
          published: sql<boolean>`(${posts.status} <> 'draft' AND ${posts.publishedAt} IS NOT NULL)`.as("published"),
          createdAt: sql<Date>`now()`.as("created_at"),
        })
        .from(posts)
        .where(eq(posts.id, postId)),
    )
    .returning({ id: postRevisions.id });
  if (!row) return;
  // What visitors see is now this save (or, unpublished, nothing): no older one is "the published one".
  await tx
    .update(postRevisions)
    .set({ published: false })
    .where(and(eq(postRevisions.postId, postId), ne(postRevisions.id, row.id), eq(postRevisions.published, true)));
  await thinRevisions(tx, postId);
}

/** Lets go of the post's revisions that the thinning rule no longer keeps. */
export async function thinRevisions(tx: Transaction, postId: number): Promise<void> {
  // The database's clock comes with the rows (a revision is never newer than it).
  const ages = await tx
    .select({
      id: postRevisions.id,
      createdAt: postRevisions.createdAt,
      published: postRevisions.published,
      now: sql<Date | string>`now()`,
    })
    .from(postRevisions)
    .where(eq(postRevisions.postId, postId));
  const now = ages[0] ? new Date(ages[0].now) : new Date();
  const thinned = revisionsToThin(
    ages.map((age) => ({ ...age, createdAt: new Date(age.createdAt) })),
    now,
  );
  if (thinned.length > 0) await tx.delete(postRevisions).where(inArray(postRevisions.id, thinned));
}

const summaryColumns = {
  number: postRevisions.number,
  version: postRevisions.version,
  createdAt: postRevisions.createdAt,
  published: postRevisions.published,
  restoredFrom: postRevisions.restoredFrom,
  savedByName: users.name,
  savedByGender: users.gender,
};

function toSummary(row: {
  number: number;
  version: number;
  createdAt: Date | string;
  published: boolean;
  restoredFrom: number | null;
  savedByName: string | null;
  savedByGender: Gender | null;
}): RevisionSummary {
  return {
    number: row.number,
    version: row.version,
    createdAt: iso(row.createdAt) ?? "",
    published: row.published,
    restoredFrom: row.restoredFrom,
    savedBy: row.savedByName,
    savedByGender: row.savedByGender ?? "",
  };
}

/** A post's revisions, newest first, without their content. */
export async function listRevisions(db: Database, postId: number): Promise<RevisionSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(postRevisions)
    .leftJoin(users, eq(users.id, postRevisions.savedBy))
    .where(eq(postRevisions.postId, postId))
    .orderBy(desc(postRevisions.number));
  return rows.map(toSummary);
}

type RevisionRow = typeof postRevisions.$inferSelect & { savedByName: string | null; savedByGender: Gender | null };

function toRevision(row: RevisionRow): PostRevision {
  return {
    ...toSummary(row),
    postId: row.postId,
    ...writtenFields(row),
    topicIds: row.topicIds,
  };
}

async function selectRevision(db: Database, where: ReturnType<typeof and>, order = desc(postRevisions.number)) {
  const [row] = await db
    .select({ revision: postRevisions, savedByName: users.name, savedByGender: users.gender })
    .from(postRevisions)
    .leftJoin(users, eq(users.id, postRevisions.savedBy))
    .where(where)
    .orderBy(order)
    .limit(1);
  return row ? toRevision({ ...row.revision, savedByName: row.savedByName, savedByGender: row.savedByGender }) : null;
}

/** One revision of a post, with its content; null when the post has none by that number. */
export async function getRevision(db: Database, postId: number, number: number): Promise<PostRevision | null> {
  return selectRevision(db, and(eq(postRevisions.postId, postId), eq(postRevisions.number, number)));
}

/**
 * The post as it was at a version: the newest revision kept that is not newer (thinning may have
 * let the exact one go).
 */
export async function revisionAtVersion(db: Database, postId: number, version: number): Promise<PostRevision | null> {
  return selectRevision(db, and(eq(postRevisions.postId, postId), lte(postRevisions.version, version)));
}

/** The post's latest revision: what it is now. */
export async function latestRevision(db: Database, postId: number): Promise<PostRevision | null> {
  return selectRevision(db, eq(postRevisions.postId, postId));
}
