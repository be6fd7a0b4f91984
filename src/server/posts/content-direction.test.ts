import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mendLineDirections } from "@/lib/delta/direction";
import { LINE_DIRECTION_CASES, RTL } from "@/lib/delta/test-support/direction-cases";
import { postInputSchema } from "@/lib/validation/post";
import { postAutosaves, postRevisions, posts, users } from "@/server/db/schema";
import { createTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from "../../../tests/support/test-database";
import { createPost } from "./editor-store";

/** The migration that mended the posts saved before their lines followed their language. */
const MIGRATION = readFileSync(
  path.resolve(import.meta.dirname, "../../../drizzle/0016_post_content_direction.sql"),
  "utf8",
).split("--> statement-breakpoint");

const typedFromTheArabicDashboard = {
  ops: [
    { insert: "First paragraph." },
    { insert: "\n", attributes: RTL },
    { insert: "Second." },
    { insert: "\n", attributes: RTL },
  ],
};

describe.each(TEST_DATABASE_KINDS)("an English post's line directions on %s", (kind) => {
  let database: TestDatabase;
  const db = () => database.db;
  const runMigration = async () => {
    for (const statement of MIGRATION) await db().execute(sql.raw(statement));
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });

  it("are stored as the post's language has them, whatever the editor sent", async () => {
    const base = {
      title: "Direction",
      metaDescription: "",
      coverImage: "",
      status: "draft",
      author: "",
      content: typedFromTheArabicDashboard,
    } as const;
    const english = await createPost(db(), postInputSchema.parse({ ...base, slug: "direction-en", locale: "en" }));
    expect(english.content).toEqual({ ops: [{ insert: "First paragraph.\nSecond.\n" }] });
    const arabic = await createPost(db(), postInputSchema.parse({ ...base, slug: "direction-ar", locale: "ar" }));
    expect(arabic.content).toEqual(typedFromTheArabicDashboard);
  });

  it("are mended by the migration in posts, revisions and autosaves, as the application mends them", async () => {
    // Rows as the editor saved them before, written around the application's rule.
    const [owner] = await db()
      .insert(users)
      .values({ email: "direction@asastech.test", name: "Direction", passwordHash: "x", role: "editor" })
      .returning({ id: users.id });
    const rows = [];
    for (const [index, { content }] of LINE_DIRECTION_CASES.entries()) {
      for (const locale of ["en", "ar"] as const) {
        const [row] = await db()
          .insert(posts)
          .values({
            slug: `mend-${locale}-${index}`,
            locale,
            title: "Mend",
            content: content as never,
            status: "draft",
          })
          .returning({ id: posts.id });
        await db()
          .insert(postRevisions)
          .values({
            postId: row!.id,
            number: 1,
            version: 1,
            locale,
            slug: `mend-${locale}-${index}`,
            title: "Mend",
            content: content as never,
            status: "draft",
          });
        await db()
          .insert(postAutosaves)
          .values({ postId: row!.id, userId: owner!.id, form: { locale, title: "Mend", content } });
        rows.push({ id: row!.id, locale, content });
      }
    }

    await runMigration();

    for (const { id, locale, content } of rows) {
      const expected = mendLineDirections(content, locale);
      const [post] = await db().select({ content: posts.content }).from(posts).where(eq(posts.id, id));
      expect(post?.content, `post ${locale}`).toEqual(expected);
      const [revision] = await db()
        .select({ content: postRevisions.content })
        .from(postRevisions)
        .where(eq(postRevisions.postId, id));
      expect(revision?.content, `revision ${locale}`).toEqual(expected);
      const [autosave] = await db()
        .select({ form: postAutosaves.form })
        .from(postAutosaves)
        .where(eq(postAutosaves.postId, id));
      expect(autosave?.form.content, `autosave ${locale}`).toEqual(expected);
    }
    // It leaves nothing behind.
    await expect(db().execute(sql`SELECT asas_mend_line_directions('{}'::jsonb)`)).rejects.toThrow();
    await expect(db().execute(sql`SELECT asas_push_insert('[]'::jsonb, '{}'::jsonb)`)).rejects.toThrow();
  });
});
