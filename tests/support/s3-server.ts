import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

/** s3rver's fixed credentials: it checks request signatures against them. */
export const S3_TEST_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } as const;

export type TestS3 = {
  /** http://127.0.0.1:{port} */
  endpoint: string;
  bucket: string;
  /** The address form of the settings: s3://KEY:SECRET@127.0.0.1:{port}/{bucket}?… */
  url: string;
  close: () => Promise<void>;
};

/**
 * An S3-compatible server (s3rver) on loopback, on a free port, keeping its objects in a temporary
 * folder that closing removes; with one empty bucket.
 */
export async function startTestS3(bucket = "asas-uploads"): Promise<TestS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), "asas-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const { accessKeyId, secretAccessKey } = S3_TEST_CREDENTIALS;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    url: `s3://${accessKeyId}:${secretAccessKey}@127.0.0.1:${port}/${bucket}?region=us-east-1&forcePathStyle=true&tls=false`,
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
