import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "@/server/db/client";
import { listAccounts } from "@/server/auth/accounts";
import { countPosts } from "@/server/posts/editor-store";
import { ensurePreparedDatabase, prepareDatabase } from "./database";

const scratch = mkdtempSync(path.join(os.tmpdir(), "asas-prepared-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function contents(dataDir: string) {
  const connection = await openDatabase({ kind: "pglite", dataDir });
  try {
    const posts = (await countPosts(connection.db)).reduce((total, row) => total + row.total, 0);
    return { posts, users: (await listAccounts(connection.db)).map((account) => account.email) };
  } finally {
    await connection.close();
  }
}

describe("the prepared first-start database", () => {
  const preparedDir = path.join(scratch, "prepared");

  it("is made once per build, and a first start copies it, then adds only the admin", async () => {
    await ensurePreparedDatabase("build-1", preparedDir);
    expect(existsSync(path.join(preparedDir, "pglite", "PG_VERSION"))).toBe(true);
    const prepared = await contents(preparedDir);
    expect(prepared.posts).toBeGreaterThan(0);
    expect(prepared.users).toEqual([]);

    const dataDir = path.join(scratch, "site");
    await prepareDatabase({ config: { kind: "pglite", dataDir }, preparedDir });
    const started = await contents(dataDir);
    expect(started.posts).toBe(prepared.posts);
    expect(started.users).toHaveLength(1);
    // The copy is the site's own: the prepared database is untouched.
    expect((await contents(preparedDir)).users).toEqual([]);
  });

  it("never replaces a database that already has data, and is made again for another build", async () => {
    const dataDir = path.join(scratch, "site");
    const before = await contents(dataDir);
    await prepareDatabase({ config: { kind: "pglite", dataDir }, preparedDir });
    expect(await contents(dataDir)).toEqual(before);

    const fingerprint = path.join(preparedDir, "fingerprint");
    const { mtimeMs } = statSync(fingerprint);
    await ensurePreparedDatabase("build-1", preparedDir);
    expect(statSync(fingerprint).mtimeMs).toBe(mtimeMs);
    await ensurePreparedDatabase("build-2", preparedDir);
    expect(statSync(fingerprint).mtimeMs).not.toBe(mtimeMs);
  });
});
