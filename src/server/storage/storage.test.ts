import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "@/env";
import { S3_TEST_CREDENTIALS, startTestS3, type TestS3 } from "../../../tests/support/s3-server";
import { localFolderStorage } from "./local";
import { s3Storage } from "./s3";
import type { FileStorage } from "./types";

const text = async (body: ReadableStream<Uint8Array>) => new Response(body).text();

let folder: string;
let s3: TestS3;
const drivers: Record<string, () => FileStorage> = {};

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), "asas-storage-"));
  s3 = await startTestS3();
  drivers.local = () => localFolderStorage(folder);
  // Built from S3_URL exactly as the server builds it.
  drivers.s3 = () => {
    const { S3 } = parseEnv({ S3_URL: s3.url });
    if (!S3) throw new Error("S3_URL was not read");
    return s3Storage(S3);
  };
});

afterAll(async () => {
  await s3?.close();
  await rm(folder, { recursive: true, force: true });
});

describe.each(["local", "s3"])("the %s storage driver", (kind) => {
  const storage = () => drivers[kind]!();

  it("stores a file and gives it back as a stream with its type and length", async () => {
    const key = `${crypto.randomUUID()}.webp`;
    await storage().put(key, new TextEncoder().encode("RIFF-bytes"), "image/webp");
    const file = await storage().get(key);
    expect(file).toMatchObject({ contentType: "image/webp", length: 10 });
    expect(await text(file!.body)).toBe("RIFF-bytes");
    expect(await storage().head(key)).toEqual({ contentType: "image/webp", length: 10 });
    expect(await storage().exists(key)).toBe(true);
  });

  it("answers null for a file it does not have, and deletes", async () => {
    const key = `${crypto.randomUUID()}.webp`;
    expect(await storage().get(key)).toBeNull();
    expect(await storage().head(key)).toBeNull();
    expect(await storage().exists(key)).toBe(false);
    await storage().put(key, new Uint8Array([1, 2, 3]), "image/webp");
    await storage().delete(key);
    expect(await storage().exists(key)).toBe(false);
    expect(await storage().get(key)).toBeNull();
    // Deleting what is already gone is not an error.
    await expect(storage().delete(key)).resolves.toBeUndefined();
  });
});

describe("the two drivers keep files apart", () => {
  it("writes S3 files to the bucket, not the local folder", async () => {
    const key = `${crypto.randomUUID()}.webp`;
    await drivers.s3!().put(key, new Uint8Array([7]), "image/webp");
    expect(await readdir(folder)).not.toContain(key);
    expect(await drivers.local!().exists(key)).toBe(false);
  });

  it("refuses a key that would leave the local folder", async () => {
    await expect(drivers.local!().put("../escape.webp", new Uint8Array([1]), "image/webp")).rejects.toThrow();
  });
});

describe("S3 settings", () => {
  it("reads S3_URL", () => {
    const { S3 } = parseEnv({ S3_URL: "s3://AK:S%2FK@minio.internal:9000/site-media?region=me-south-1&tls=false" });
    expect(S3).toEqual({
      endpoint: "http://minio.internal:9000",
      bucket: "site-media",
      region: "me-south-1",
      credentials: { accessKeyId: "AK", secretAccessKey: "S/K" },
      forcePathStyle: true,
    });
  });

  it("reads the separate variables, and leaves uploads local without any", () => {
    const { S3 } = parseEnv({
      S3_ENDPOINT: "https://objects.example.com/",
      S3_BUCKET: "site-media",
      S3_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
    });
    expect(S3).toMatchObject({ endpoint: "https://objects.example.com", region: "us-east-1", forcePathStyle: true });
    expect(parseEnv({}).S3).toBeNull();
  });

  it.each([
    [{ S3_URL: "https://bucket.example.com" }, /S3_URL/],
    [{ S3_URL: "s3://AK:SK@host:9000/" }, /S3_URL: name a bucket/],
    [{ S3_URL: "s3://AK@host:9000/media" }, /both the access key and the secret/],
    [{ S3_URL: "s3://AK:SK@host/media?tls=maybe" }, /tls must be true or false/],
    [{ S3_URL: "s3://AK:SK@host/media", S3_BUCKET: "other" }, /Set S3_URL or S3_BUCKET, not both/],
    [{ S3_BUCKET: "media", S3_ACCESS_KEY_ID: "AK" }, /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/],
    [{ S3_ENDPOINT: "ftp://host", S3_BUCKET: "media" }, /S3_ENDPOINT/],
    [{ S3_ENDPOINT: "http://host:9000" }, /S3_BUCKET: name a bucket/],
  ])("stops the start on %j", (source, message) => {
    expect(() => parseEnv(source)).toThrow(message);
  });
});
