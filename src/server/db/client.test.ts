import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { isStoreUnavailable } from "./errors";

let folder: string | undefined;
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});

describe("the embedded database lock", () => {
  it("refuses a second process, as a store that is unavailable for now", async () => {
    folder = mkdtempSync(path.join(os.tmpdir(), "asas-lock-"));
    // A running process (this one) holds the lock.
    writeFileSync(path.join(folder, "pglite.lock"), String(process.pid));
    const error = await openDatabase({ kind: "pglite", dataDir: folder }).then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(String(error)).toMatch(/in use by process \d+/);
    expect(isStoreUnavailable(error)).toBe(true);
  });
});
