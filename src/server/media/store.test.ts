import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { postInputSchema, type PostInput } from "@/lib/validation/post";
import { authors, media, posts, users } from "@/server/db/schema";
import { fileStorage } from "@/server/storage";
import { storeImage } from "@/server/uploads";
import { createTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from "../../../tests/support/test-database";
import { createPost, updatePost } from "../posts/editor-store";
import {
  deleteMedia,
  DuplicateUploadError,
  findUploadByHash,
  getMedia,
  listMedia,
  MediaInUseError,
  recordUpload,
  updateMediaAlt,
  uploadHash,
} from "./store";

const post = (overrides: Partial<PostInput> = {}) =>
  postInputSchema.parse({
    title: "Zero trust for small teams",
    slug: `post-${Math.random().toString(36).slice(2, 10)}`,
    locale: "en",
    status: "draft",
    author: "Asas Security Team",
    content: { ops: [{ insert: "Trust nothing by default.\n" }] },
    ...overrides,
  });

const png = (width = 40) =>
  sharp({ create: { width, height: 30, channels: 3, background: "#0b5d56" } })
    .png()
    .toBuffer();

describe.each(TEST_DATABASE_KINDS)("the media library on %s", (kind) => {
  let database: TestDatabase;
  const db = () => database.db;
  let uploader: number;

  const upload = async (originalName: string) =>
    recordUpload(db(), await storeImage(await png()), { originalName, uploadedBy: uploader, contentHash: null });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    await db().execute(sql`DELETE FROM ${media}`);
    await db().execute(sql`DELETE FROM ${posts}`);
    await db().execute(sql`DELETE FROM ${authors}`);
    await db().execute(sql`DELETE FROM ${users}`);
    const [user] = await db()
      .insert(users)
      .values({ name: "Noura Editor", email: "noura@asastech.sa", role: "editor" })
      .returning();
    uploader = user!.id;
  });

  it("records each upload with its size, type, dimensions and uploader", async () => {
    const item = await upload("riyadh-office.png");
    const [listed] = await listMedia(db());
    expect(listed).toMatchObject({
      id: item.id,
      url: `/uploads/${item.key}`,
      originalName: "riyadh-office.png",
      contentType: "image/webp",
      width: 40,
      height: 30,
      uploaderName: "Noura Editor",
      usage: [],
    });
    expect(listed!.byteSize).toBe((await fileStorage().head(item.key))!.length);
  });

  it("finds where an image is used: post covers, post text and author photos, drafts included", async () => {
    const image = await upload("cover.png");
    const other = await upload("unused.png");
    const cover = await createPost(db(), post({ title: "Cloud costs", coverImage: image.url }));
    const inline = await createPost(
      db(),
      post({
        title: "أمن المعلومات",
        locale: "ar",
        content: { ops: [{ insert: "نص\n" }, { insert: { image: image.url }, attributes: { alt: "مكتب" } }] },
      }),
    );
    await db().insert(authors).values({ slug: "noura", nameAr: "نورة", nameEn: "Noura", photo: image.url });

    const items = await listMedia(db());
    const used = items.find((item) => item.id === image.id)!;
    expect(used.usage).toEqual(
      expect.arrayContaining([
        { kind: "cover", postId: cover.id, title: "Cloud costs", locale: "en", trashed: false },
        { kind: "inline", postId: inline.id, title: "أمن المعلومات", locale: "ar", trashed: false },
        expect.objectContaining({ kind: "author", nameEn: "Noura" }),
      ]),
    );
    expect(used.usage).toHaveLength(3);
    expect(items.find((item) => item.id === other.id)!.usage).toEqual([]);
  });

  it("counts a post's social image as a use, so the image cannot be deleted from under the shared card", async () => {
    const image = await upload("card.png");
    const shared = await createPost(db(), post({ title: "Shared card", socialImage: image.url }));
    const items = await listMedia(db());
    expect(items.find((item) => item.id === image.id)!.usage).toEqual([
      { kind: "social", postId: shared.id, title: "Shared card", locale: "en", trashed: false },
    ]);
  });

  it("refuses to delete an image in use, and deletes it with its file once nothing uses it", async () => {
    const image = await upload("cover.png");
    const created = await createPost(db(), post({ coverImage: image.url }));

    const refusal = await deleteMedia(db(), image.id).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(MediaInUseError);
    expect((refusal as MediaInUseError).usage).toEqual([
      expect.objectContaining({ kind: "cover", postId: created.id }),
    ]);
    expect(await fileStorage().exists(image.key)).toBe(true);
    expect(await listMedia(db())).toHaveLength(1);

    await updatePost(db(), created.id, created.version, post({ slug: created.slug, coverImage: "" }));
    expect(await deleteMedia(db(), image.id)).toMatchObject({ id: image.id });
    expect(await listMedia(db())).toEqual([]);
    expect(await fileStorage().exists(image.key)).toBe(false);
    expect(await deleteMedia(db(), image.id)).toBeNull();
  });

  it("searches names and descriptions in both languages, and keeps % and _ literal", async () => {
    const office = await upload("riyadh-office.png");
    await upload("team_photo.png");
    await updateMediaAlt(db(), office.id, { altAr: "مكتب الرياض من الداخل", altEn: "Inside the Riyadh office" });
    const names = async (q: string) => (await listMedia(db(), { q })).map((item) => item.originalName);
    expect(await names("RIYADH")).toEqual(["riyadh-office.png"]);
    expect(await names("مكتب")).toEqual(["riyadh-office.png"]);
    expect(await names("inside the")).toEqual(["riyadh-office.png"]);
    expect(await names("m_p")).toEqual(["team_photo.png"]);
    expect(await names("%")).toEqual([]);
  });

  it("saves the descriptions, and answers null for an image that does not exist", async () => {
    const image = await upload("a.png");
    expect(await updateMediaAlt(db(), image.id, { altAr: "وصف", altEn: "A description" })).toMatchObject({
      altAr: "وصف",
      altEn: "A description",
    });
    expect(await updateMediaAlt(db(), image.id + 1000, { altAr: "", altEn: "" })).toBeNull();
  });

  it("keeps one entry per file: the same bytes are found by their hash, and a second record is refused", async () => {
    const bytes = await png(52);
    const contentHash = uploadHash(bytes);
    expect(uploadHash(await png(52))).toBe(contentHash);
    expect(uploadHash(await png(53))).not.toBe(contentHash);
    const first = await recordUpload(db(), await storeImage(bytes), {
      originalName: "logo.png",
      uploadedBy: uploader,
      contentHash,
    });
    expect(await findUploadByHash(db(), contentHash)).toMatchObject({ id: first.id, originalName: "logo.png" });
    const again = await storeImage(bytes);
    const refused = await recordUpload(db(), again, {
      originalName: "logo-copy.png",
      uploadedBy: uploader,
      contentHash,
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DuplicateUploadError);
    expect((refused as DuplicateUploadError).existing.id).toBe(first.id);
    expect((await listMedia(db())).map((item) => item.originalName)).toEqual(["logo.png"]);
    await fileStorage().delete(again.key);
  });

  it("takes an image's description from the post it is described in, in the post's language, only where it has none", async () => {
    const described = await upload("chart.png");
    const kept = await upload("map.png");
    await updateMediaAlt(db(), kept.id, { altAr: "", altEn: "A map of the Riyadh office" });
    const text = (alt: string, src: string) => ({ insert: { image: src }, attributes: { alt } });
    await createPost(
      db(),
      post({
        content: {
          ops: [
            { insert: "Figures.\n" },
            text("Cloud costs by quarter", described.url),
            text("Where we are", kept.url),
            { insert: { image: described.url }, attributes: { decorative: true } },
            { insert: "\n" },
          ],
        },
      }),
    );
    expect(await getMedia(db(), described.id)).toMatchObject({ altEn: "Cloud costs by quarter", altAr: "" });
    expect(await getMedia(db(), kept.id)).toMatchObject({ altEn: "A map of the Riyadh office" });
    // An Arabic post describes it in Arabic.
    await createPost(
      db(),
      post({ locale: "ar", content: { ops: [text("تكاليف السحابة", described.url), { insert: "\n" }] } }),
    );
    expect(await getMedia(db(), described.id)).toMatchObject({
      altEn: "Cloud costs by quarter",
      altAr: "تكاليف السحابة",
    });
  });
});
