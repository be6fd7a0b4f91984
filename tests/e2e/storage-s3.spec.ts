import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { HeadObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { expect } from "@playwright/test";
import { test } from "./support/test";
import sharp from "sharp";
import { S3_TEST_CREDENTIALS, startTestS3, type TestS3 } from "../support/s3-server";
import { staffHeaders } from "./support/auth";
import { E2E_ADMIN, EXTRA_SERVER_PORTS } from "./support/constants";
import { startExtraServer } from "./support/extra-server";

/**
 * Uploads in S3-compatible object storage (docs/operations.md, "Several instances"): two production
 * servers with S3_URL pointing at one bucket (s3rver on loopback) and nothing else in common, not
 * even a disk. An image uploaded through one is served by the other, with its type and length, and
 * neither writes it to its own data folder.
 */
test.describe("two instances sharing S3 storage", () => {
  test.describe.configure({ mode: "serial" });
  const dataDirs = [".e2e-data-s3-1", ".e2e-data-s3-2"];
  let s3: TestS3;
  let first: Awaited<ReturnType<typeof startExtraServer>>;
  let second: Awaited<ReturnType<typeof startExtraServer>>;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    s3 = await startTestS3();
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
    const env = { S3_URL: s3.url, ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password };
    first = await startExtraServer(EXTRA_SERVER_PORTS.s3First, { ...env, DATA_DIR: dataDirs[0]! });
    second = await startExtraServer(EXTRA_SERVER_PORTS.s3Second, { ...env, DATA_DIR: dataDirs[1]! });
  });

  test.afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await s3?.close();
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  test("an image uploaded on one instance is served by the other, and lands on no disk", async () => {
    const { "content-type": _json, ...staff } = await staffHeaders(first.url);
    const form = new FormData();
    const png = await sharp({ create: { width: 80, height: 60, channels: 3, background: "#0b5d56" } })
      .png()
      .toBuffer();
    form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "shared.png");
    const uploaded = await fetch(`${first.url}/api/uploads`, { method: "POST", headers: staff, body: form });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const { url, width, height } = (await uploaded.json()) as { url: string; width: number; height: number };
    expect({ width, height }).toEqual({ width: 80, height: 60 });

    const fromFirst = await fetch(`${first.url}${url}`);
    const fromSecond = await fetch(`${second.url}${url}`);
    for (const response of [fromFirst, fromSecond]) {
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    }
    const [a, b] = await Promise.all([fromFirst.arrayBuffer(), fromSecond.arrayBuffer()]);
    expect(Buffer.from(b).equals(Buffer.from(a))).toBe(true);
    expect(Number(fromSecond.headers.get("content-length"))).toBe(b.byteLength);
    expect((await sharp(Buffer.from(b)).metadata()).format).toBe("webp");

    // The bucket has it; neither instance's own folder does.
    const key = url.split("/").pop()!;
    const client = new S3Client({
      endpoint: s3.endpoint,
      region: "us-east-1",
      forcePathStyle: true,
      credentials: S3_TEST_CREDENTIALS,
    });
    const stored = await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }));
    expect(stored).toMatchObject({ ContentType: "image/webp", ContentLength: b.byteLength });
    for (const dir of dataDirs) expect(existsSync(path.join(dir, "uploads", key))).toBe(false);

    // An image that is not there is a 404 on both.
    const missing = "/uploads/00000000-0000-4000-8000-000000000000.webp";
    expect((await fetch(`${second.url}${missing}`)).status).toBe(404);
  });
});
