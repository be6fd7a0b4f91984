import { count, min, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { postInputSchema, type PostInput } from "@/lib/validation/post";
import { redirectInputSchema, type RedirectInput } from "@/lib/validation/redirects";
import { notFoundPaths, posts, redirects } from "@/server/db/schema";
import { createTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from "../../../tests/support/test-database";
import { createPost, getEditablePost, updatePost } from "../posts/editor-store";
import { deleteForever, restorePost, trashPost } from "../posts/trash";
import {
  createRedirect,
  deleteRedirect,
  findRedirect,
  listRedirects,
  recordRedirectHits,
  RedirectConflictError,
  updateRedirect,
} from "./store";
import { boundNotFound, listNotFound, NOT_FOUND_KEEP, purgeNotFound, recordNotFound } from "./not-found";

const DAY = 24 * 60 * 60 * 1000;

const post = (overrides: Partial<PostInput> = {}) =>
  postInputSchema.parse({
    title: "Zero trust for small teams",
    slug: `post-${Math.random().toString(36).slice(2, 10)}`,
    locale: "en",
    status: "published",
    publishedAt: new Date(Date.now() - DAY).toISOString(),
    author: "Asas Security Team",
    content: { ops: [{ insert: "Trust nothing by default.\n" }] },
    ...overrides,
  });

const manual = (input: RedirectInput) => redirectInputSchema.parse(input);

describe.each(TEST_DATABASE_KINDS)("redirects on %s", (kind) => {
  let database: TestDatabase;
  const db = () => database.db;
  const target = async (path: string) => (await findRedirect(db(), path))?.toPath ?? null;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    await db().execute(sql`DELETE FROM ${redirects}`);
    await db().execute(sql`DELETE FROM ${posts}`);
    await db().execute(sql`DELETE FROM ${notFoundPaths}`);
  });

  it("leads a renamed public post's old addresses to its newest, and drops the one it takes back", async () => {
    const created = await createPost(db(), post({ slug: "zero-trust" }));
    const renamed = await updatePost(db(), created.id, created.version, post({ slug: "zero-trust-2026" }));
    expect(await target("/en/blog/zero-trust")).toBe("/en/blog/zero-trust-2026");

    const again = await updatePost(db(), created.id, renamed.version, post({ slug: "zero-trust-guide" }));
    // No chain: the first address leads straight to the newest.
    expect(await target("/en/blog/zero-trust")).toBe("/en/blog/zero-trust-guide");
    expect(await target("/en/blog/zero-trust-2026")).toBe("/en/blog/zero-trust-guide");

    await updatePost(db(), created.id, again.version, post({ slug: "zero-trust" }));
    // Its first address is a page again; the others lead there.
    expect(await target("/en/blog/zero-trust")).toBeNull();
    expect(await target("/en/blog/zero-trust-2026")).toBe("/en/blog/zero-trust");
    expect(await target("/en/blog/zero-trust-guide")).toBe("/en/blog/zero-trust");
    expect((await listRedirects(db())).every((item) => item.automatic && item.permanent)).toBe(true);
  });

  it("keeps Arabic addresses as they read, without the /en prefix", async () => {
    const created = await createPost(db(), post({ locale: "ar", slug: "الثقة-الصفرية", title: "الثقة الصفرية" }));
    await updatePost(db(), created.id, created.version, post({ locale: "ar", slug: "الثقة-المعدومة" }));
    expect(await target("/blog/الثقة-الصفرية")).toBe("/blog/الثقة-المعدومة");
  });

  it("leaves drafts and posts not yet public without redirects", async () => {
    const draft = await createPost(db(), post({ slug: "draft-one", status: "draft" }));
    await updatePost(db(), draft.id, draft.version, post({ slug: "draft-two", status: "draft" }));
    const soon = new Date(Date.now() + DAY).toISOString();
    const scheduled = await createPost(db(), post({ slug: "later-one", status: "scheduled", publishedAt: soon }));
    await updatePost(
      db(),
      scheduled.id,
      scheduled.version,
      post({ slug: "later-two", status: "scheduled", publishedAt: soon }),
    );
    expect(await listRedirects(db())).toEqual([]);
  });

  it("leaves a trashed post's address a 404 and keeps the redirects that lead to it", async () => {
    const english = await createPost(db(), post({ slug: "cloud-costs" }));
    const arabic = await createPost(
      db(),
      post({ locale: "ar", slug: "تكاليف-السحابة", title: "تكاليف السحابة", translationId: english.id }),
    );
    const renamed = await updatePost(
      db(),
      english.id,
      english.version,
      post({ slug: "cloud-spend", translationId: arabic.id }),
    );
    expect(await target("/en/blog/cloud-costs")).toBe("/en/blog/cloud-spend");
    await trashPost(db(), renamed.id, null);
    // No automatic redirect: the trashed page answers 404 (or the redirect an editor makes).
    expect(await target("/en/blog/cloud-spend")).toBeNull();
    expect(await target("/en/blog/cloud-costs")).toBe("/en/blog/cloud-spend");
    expect((await getEditablePost(db(), arabic.id))?.translation).toBeNull();
    await restorePost(db(), renamed.id);
    expect(await target("/en/blog/cloud-costs")).toBe("/en/blog/cloud-spend");
    expect((await getEditablePost(db(), arabic.id))?.translation?.id).toBe(english.id);
    await trashPost(db(), renamed.id, null);
    await deleteForever(db(), renamed.id);
    expect((await getEditablePost(db(), arabic.id))?.translation).toBeNull();
    expect(await target("/en/blog/cloud-spend")).toBeNull();
  });

  it("refuses an administrator's redirect that is taken, chains or loops", async () => {
    await createRedirect(db(), manual({ from: "/old-offer", to: "/en/erp-offer" }));
    const refusal = (input: RedirectInput) =>
      createRedirect(db(), manual(input)).then(
        () => null,
        (error: unknown) => (error instanceof RedirectConflictError ? error.code : error),
      );
    expect(await refusal({ from: "/old-offer/", to: "/contact" })).toBe("from_taken");
    expect(await refusal({ from: "/older-offer", to: "/old-offer?ref=mail" })).toBe("chain");
    expect(await refusal({ from: "/en/erp-offer", to: "/old-offer" })).toBe("loop");
    expect(await refusal({ from: "/en/erp-offer", to: "/contact" })).toBe("chain");
    expect(await listRedirects(db())).toHaveLength(1);
  });

  it("changes an administrator's redirect under the same rules, and makes an automatic one theirs", async () => {
    const first = await createRedirect(db(), manual({ from: "/winter-offer", to: "/contact" }));
    const second = await createRedirect(db(), manual({ from: "/summer-offer", to: "/en/contact" }));
    const changed = await updateRedirect(
      db(),
      first.id,
      manual({ from: "/winter-offer", to: "/en/services/erp", permanent: false }),
    );
    expect(changed).toMatchObject({ fromPath: "/winter-offer", toPath: "/en/services/erp", permanent: false });
    const refusal = (id: number, input: RedirectInput) =>
      updateRedirect(db(), id, manual(input)).then(
        () => null,
        (error: unknown) => (error instanceof RedirectConflictError ? error.code : error),
      );
    expect(await refusal(first.id, { from: "/summer-offer", to: "/contact" })).toBe("from_taken");
    expect(await refusal(second.id, { from: "/summer-offer", to: "/winter-offer" })).toBe("chain");
    expect(await updateRedirect(db(), 999_999, manual({ from: "/x", to: "/y" }))).toBeNull();

    const created = await createPost(db(), post({ slug: "moved-once" }));
    await updatePost(db(), created.id, created.version, post({ slug: "moved-twice" }));
    const automatic = await findRedirect(db(), "/en/blog/moved-once");
    const edited = await updateRedirect(db(), automatic!.id, manual({ from: "/en/blog/moved-once", to: "/en/blog" }));
    expect(edited).toMatchObject({ automatic: false, toPath: "/en/blog" });
  });

  it("counts hits and forgets a deleted redirect", async () => {
    const made = await createRedirect(
      db(),
      manual({ from: "/%D8%B9%D8%B1%D8%B6", to: "https://example.com/offer", permanent: false }),
    );
    expect(made).toMatchObject({ fromPath: "/عرض", toPath: "https://example.com/offer", permanent: false, hits: 0 });
    await recordRedirectHits(db(), "/عرض");
    await recordRedirectHits(db(), "/عرض", 4);
    // An address no redirect of the list leads from (the language redirect of "/", say) counts nothing.
    await recordRedirectHits(db(), "/", 3);
    const [listed] = await listRedirects(db());
    expect(listed?.hits).toBe(5);
    expect(listed?.lastHitAt).not.toBeNull();
    expect(await deleteRedirect(db(), made.id)).toMatchObject({ fromPath: "/عرض" });
    expect(await findRedirect(db(), "/عرض")).toBeNull();
  });

  it("counts 404s by address with the last linking host, lists those without a redirect, and stays bounded", async () => {
    await recordNotFound(db(), "/old-price-list", "partner.example.sa");
    await recordNotFound(db(), "/old-price-list", null, 2);
    await recordNotFound(db(), "/en/old-team", null);
    expect(await listNotFound(db())).toEqual([
      expect.objectContaining({ path: "/old-price-list", hits: 3, referrerHost: "partner.example.sa" }),
      expect.objectContaining({ path: "/en/old-team", hits: 1, referrerHost: null }),
    ]);
    // Once redirected, an address leaves the list.
    await createRedirect(db(), manual({ from: "/old-price-list", to: "/contact" }));
    expect((await listNotFound(db())).map((entry) => entry.path)).toEqual(["/en/old-team"]);

    // Past 90 days unseen, forgotten; past the cap, the least followed go.
    await db().execute(
      sql`UPDATE ${notFoundPaths} SET last_seen_at = now() - interval '91 days' WHERE path = '/en/old-team'`,
    );
    await db().execute(
      sql`INSERT INTO ${notFoundPaths} (path, hits) SELECT '/p' || n, n + 1 FROM generate_series(1, ${NOT_FOUND_KEEP.paths + 5}) AS n`,
    );
    await purgeNotFound(db());
    const [kept] = await db()
      .select({ total: count(), least: min(notFoundPaths.hits) })
      .from(notFoundPaths);
    expect(kept?.total).toBe(NOT_FOUND_KEEP.paths);
    expect(kept?.least).toBeGreaterThan(6);
  });

  it("stays bounded between purges under made-up addresses, keeping the most followed and the newest", async () => {
    const total = async () => (await db().select({ total: count() }).from(notFoundPaths))[0]?.total ?? 0;
    await recordNotFound(db(), "/old-price-list", null, 50);
    // Made-up addresses seen once each, older than the next ones.
    await db().execute(
      sql`INSERT INTO ${notFoundPaths} (path, hits, last_seen_at) SELECT '/made-up-' || n, 1, now() - interval '1 hour' FROM generate_series(1, ${NOT_FOUND_KEEP.paths}) AS n`,
    );
    await boundNotFound(db());
    // Within a fifth over the cap: nothing is dropped yet.
    expect(await total()).toBe(NOT_FOUND_KEEP.paths + 1);
    for (let n = 0; n < NOT_FOUND_KEEP.paths * 0.2 + 1; n++) await recordNotFound(db(), `/fresh-${n}`, null);
    await boundNotFound(db());
    expect(await total()).toBe(NOT_FOUND_KEEP.paths);
    const paths = (await listNotFound(db(), NOT_FOUND_KEEP.paths)).map((entry) => entry.path);
    expect(paths[0]).toBe("/old-price-list");
    expect(paths).toContain("/fresh-0");
    expect(paths).toContain(`/fresh-${NOT_FOUND_KEEP.paths * 0.2}`);
  });
});
