import "server-only";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { S3Settings } from "@/env";
import type { FileStorage, StoredFile } from "./types";

const missing = (error: unknown) =>
  error instanceof NoSuchKey ||
  error instanceof NotFound ||
  (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

/**
 * Uploads in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2, …), shared by every instance. The
 * site still serves them from its own /uploads/ addresses, so pages, CSP and caching are unchanged.
 */
export function s3Storage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    credentials: settings.credentials,
    forcePathStyle: settings.forcePathStyle,
    // Checksums on every request are for AWS itself; many compatible stores refuse them.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = settings.bucket;
  return {
    kind: "s3",
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.byteLength,
          // Keys are random and never reused: refuse to overwrite (stores that ignore it still get a new key).
          IfNoneMatch: "*",
        }),
      );
    },
    async get(key): Promise<StoredFile | null> {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!answer.Body) return null;
        return {
          body: answer.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          contentType: answer.ContentType ?? "application/octet-stream",
          length: answer.ContentLength ?? 0,
        };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async head(key) {
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { contentType: answer.ContentType ?? "application/octet-stream", length: answer.ContentLength ?? 0 };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      return (await this.head(key)) !== null;
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
