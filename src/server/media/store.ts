import "server-only";
import { createHash } from "node:crypto";
import { and, desc, eq, ilike, ne, or, sql } from "drizzle-orm";
import { PDF_CONTENT_TYPE } from "@/server/documents";
import type { Locale } from "@/i18n/locales";
import { inlineImages } from "@/lib/delta/images";
import { MEDIA_ALT_MAX, type MediaAltInput } from "@/lib/validation/media";
import type { Database } from "@/server/db/client";
import { isUniqueViolation } from "@/server/db/errors";
import { authors, media, partners, posts, users, type Gender } from "@/server/db/schema";
import { fileStorage } from "@/server/storage";
import type { StoredDocument } from "@/server/documents";
import { type StoredImage, uploadKey, uploadUrl } from "@/server/uploads";

/** Where an image is used: a post's cover or body, an author's photo, a partner's logo. */
export type MediaUse =
  | {
      kind: "cover" | "social" | "inline";
      postId: number;
      title: string;
      locale: Locale;
      /** The post is in the trash: still a use (restoring it needs the file), shown as such. */
      trashed: boolean;
    }
  | { kind: "author"; id: number; nameAr: string; nameEn: string; gender: Gender }
  | { kind: "partner"; id: number; name: string };

export type MediaItem = {
  id: number;
  key: string;
  url: string;
  originalName: string;
  contentType: string;
  byteSize: number;
  width: number;
  height: number;
  altAr: string;
  altEn: string;
  uploadedBy: number | null;
  uploaderName: string | null;
  /** How Arabic text speaks of the uploader ("" = not given). */
  uploaderGender: Gender;
  createdAt: string;
  usage: MediaUse[];
};

/** Deleting an image that a post, an author or a partner still shows. */
export class MediaInUseError extends Error {
  constructor(readonly usage: MediaUse[]) {
    super("The image is in use");
    this.name = "MediaInUseError";
  }
}

/** Uploads named in a text (a post's Delta as JSON, an address), by their keys. */
const UPLOAD_REFERENCE = /\/uploads\/([0-9a-f-]{36}\.(?:webp|pdf))/g;
const keysIn = (text: string) => new Set([...text.matchAll(UPLOAD_REFERENCE)].map((match) => match[1] ?? ""));

/** The SHA-256 of an uploaded file as it came, before it is re-encoded: what tells a file sent twice. */
export const uploadHash = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** An earlier upload of the same file, if the library has one. */
export async function findUploadByHash(db: Database, contentHash: string): Promise<MediaItem | null> {
  const [row] = await db.select().from(media).where(eq(media.contentHash, contentHash)).limit(1);
  return row ? { ...toItem(row, null), usage: [] } : null;
}

/**
 * What a post's text says of its library images becomes their description in the post's language,
 * where the library has none yet: the description typed once, in the editor, is offered wherever
 * the image is used next (the library, "Insert an image from the library"). One already written is
 * never replaced.
 */
export async function describeFromText(db: Pick<Database, "update">, content: unknown, locale: Locale): Promise<void> {
  const column = locale === "ar" ? media.altAr : media.altEn;
  for (const image of inlineImages(content)) {
    const key = uploadKey(image.src);
    const alt = image.alt.trim().slice(0, MEDIA_ALT_MAX);
    if (!key || image.decorative || !alt) continue;
    await db
      .update(media)
      .set(locale === "ar" ? { altAr: alt } : { altEn: alt })
      .where(and(eq(media.key, key), eq(column, "")));
  }
}

/** An entry whose file is gone no longer stands for its content: a new upload of it takes its place. */
export async function forgetUploadHash(db: Database, id: number): Promise<void> {
  await db.update(media).set({ contentHash: null }).where(eq(media.id, id));
}

/** The same file was recorded while this one was being stored (two uploads at once). */
export class DuplicateUploadError extends Error {
  constructor(readonly existing: MediaItem) {
    super("The same file is already in the library");
    this.name = "DuplicateUploadError";
  }
}

/** Records an image just stored (uploads.ts storeImage): one row per file uploaded. */
export async function recordUpload(
  db: Database,
  stored: StoredImage | StoredDocument,
  details: { originalName: string; uploadedBy: number | null; contentHash: string | null },
): Promise<MediaItem> {
  try {
    const [row] = await db
      .insert(media)
      .values({
        key: stored.key,
        originalName: details.originalName.slice(0, 255),
        contentType: stored.contentType,
        byteSize: stored.byteSize,
        width: stored.width,
        height: stored.height,
        contentHash: details.contentHash,
        uploadedBy: details.uploadedBy,
      })
      .returning();
    if (!row) throw new Error("The upload was not recorded");
    return { ...toItem(row, null), usage: [] };
  } catch (error) {
    const existing =
      details.contentHash && isUniqueViolation(error, "media_content_hash_unique")
        ? await findUploadByHash(db, details.contentHash)
        : null;
    if (existing) throw new DuplicateUploadError(existing);
    throw error;
  }
}

function toItem(
  row: typeof media.$inferSelect,
  uploaderName: string | null,
  uploaderGender: Gender | null = null,
): Omit<MediaItem, "usage"> {
  return {
    id: row.id,
    key: row.key,
    url: uploadUrl(row.key),
    originalName: row.originalName,
    contentType: row.contentType,
    byteSize: row.byteSize,
    width: row.width,
    height: row.height,
    altAr: row.altAr,
    altEn: row.altEn,
    uploadedBy: row.uploadedBy,
    uploaderName,
    uploaderGender: uploaderGender ?? "",
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/**
 * Where each upload is used, by key: the posts whose cover, social image or body names it (drafts included), the
 * authors whose photo and the partners whose logo it is. Computed from the content itself, so it is
 * never out of date.
 */
export async function mediaUsage(db: Pick<Database, "select">, onlyKey?: string): Promise<Map<string, MediaUse[]>> {
  const pattern = onlyKey ? `%/uploads/${onlyKey}%` : "%/uploads/%";
  const [postRows, authorRows, partnerRows] = await Promise.all([
    db
      .select({
        id: posts.id,
        title: posts.title,
        locale: posts.locale,
        cover: posts.coverImage,
        social: posts.socialImage,
        content: sql<string>`${posts.content}::text`,
        trashed: sql<boolean>`${posts.trashedAt} IS NOT NULL`,
      })
      .from(posts)
      .where(
        or(
          ilike(posts.coverImage, pattern),
          ilike(posts.socialImage, pattern),
          sql`${posts.content}::text LIKE ${pattern}`,
        ),
      )
      .orderBy(desc(posts.updatedAt)),
    db
      .select({
        id: authors.id,
        nameAr: authors.nameAr,
        nameEn: authors.nameEn,
        gender: authors.gender,
        photo: authors.photo,
      })
      .from(authors)
      .where(ilike(authors.photo, pattern)),
    db
      .select({ id: partners.id, name: partners.name, logo: partners.logo })
      .from(partners)
      .where(ilike(partners.logo, pattern)),
  ]);
  const usage = new Map<string, MediaUse[]>();
  const add = (key: string, use: MediaUse) => {
    if (onlyKey && key !== onlyKey) return;
    usage.set(key, [...(usage.get(key) ?? []), use]);
  };
  for (const post of postRows) {
    const use = { postId: post.id, title: post.title, locale: post.locale as Locale, trashed: !!post.trashed };
    for (const key of keysIn(post.cover)) add(key, { kind: "cover", ...use });
    for (const key of keysIn(post.social)) add(key, { kind: "social", ...use });
    for (const key of keysIn(post.content)) add(key, { kind: "inline", ...use });
  }
  for (const author of authorRows)
    for (const key of keysIn(author.photo))
      add(key, { kind: "author", id: author.id, nameAr: author.nameAr, nameEn: author.nameEn, gender: author.gender });
  for (const partner of partnerRows)
    for (const key of keysIn(partner.logo)) add(key, { kind: "partner", id: partner.id, name: partner.name });
  return usage;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * Every upload, newest first, with where it is used; `q` searches names and descriptions, `images`
 * leaves the documents out (the editor's image pickers).
 */
export async function listMedia(db: Database, options: { q?: string; images?: boolean } = {}): Promise<MediaItem[]> {
  const search = options.q ? likePattern(options.q) : null;
  const [rows, usage] = await Promise.all([
    db
      .select({ row: media, uploaderName: users.name, uploaderGender: users.gender })
      .from(media)
      .leftJoin(users, eq(users.id, media.uploadedBy))
      .where(
        and(
          search
            ? or(ilike(media.originalName, search), ilike(media.altAr, search), ilike(media.altEn, search))
            : undefined,
          options.images ? ne(media.contentType, PDF_CONTENT_TYPE) : undefined,
        ),
      )
      .orderBy(desc(media.createdAt), desc(media.id)),
    mediaUsage(db),
  ]);
  return rows.map(({ row, uploaderName, uploaderGender }) => ({
    ...toItem(row, uploaderName, uploaderGender),
    usage: usage.get(row.key) ?? [],
  }));
}

/** One upload with where it is used, or null. */
export async function getMedia(db: Database, id: number): Promise<MediaItem | null> {
  const [found] = await db
    .select({ row: media, uploaderName: users.name, uploaderGender: users.gender })
    .from(media)
    .leftJoin(users, eq(users.id, media.uploadedBy))
    .where(eq(media.id, id));
  if (!found) return null;
  const usage = await mediaUsage(db, found.row.key);
  return {
    ...toItem(found.row, found.uploaderName, found.uploaderGender),
    usage: usage.get(found.row.key) ?? [],
  };
}

/** Sets an image's descriptions; null when there is no such image. */
export async function updateMediaAlt(db: Database, id: number, input: MediaAltInput): Promise<MediaItem | null> {
  const [row] = await db
    .update(media)
    .set({ altAr: input.altAr, altEn: input.altEn })
    .where(eq(media.id, id))
    .returning();
  return row ? getMedia(db, id) : null;
}

/**
 * Deletes an unused image: its row, then its file. An image still used anywhere is refused with
 * where it is used (MediaInUseError); null when there is no such image.
 */
export async function deleteMedia(db: Database, id: number): Promise<MediaItem | null> {
  const deleted = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(media).where(eq(media.id, id)).for("update");
    if (!row) return null;
    const usage = (await mediaUsage(tx, row.key)).get(row.key) ?? [];
    if (usage.length > 0) throw new MediaInUseError(usage);
    await tx.delete(media).where(and(eq(media.id, id), eq(media.key, row.key)));
    return toItem(row, null);
  });
  if (!deleted) return null;
  // After the commit: a failed file removal leaves an unlisted file, never a listed image without one.
  await fileStorage().delete(deleted.key);
  return { ...deleted, usage: [] };
}
