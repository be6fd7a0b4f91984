import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from "../../../tests/support/test-database";
import {
  announcePublicChange,
  cachedStamp,
  followPublicChanges,
  invalidatePublicStamps,
  PUBLIC_CHANGES_CHANNEL,
  STAMP_TTL_MS,
} from "./stamp-cache";

// Server processes sharing one database: a post saved through one must show on the next request
// to the others, whose memo of public stamps would otherwise answer for STAMP_TTL_MS.
describe.each(TEST_DATABASE_KINDS)("post changes announced to every server process (%s)", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("a process following the channel forgets its stamps when another process announces a write", async () => {
    const reader = await database.openAnother();
    await followPublicChanges(reader);
    invalidatePublicStamps();

    let version = 1;
    const load = vi.fn(async () => `post-${version}`);
    expect(await cachedStamp("post:shared", load)).toBe("post-1");
    version = 2;
    expect(await cachedStamp("post:shared", load)).toBe("post-1");

    // What another process's announcePublicChange sends; nothing in this process clears the memo.
    // Well within STAMP_TTL_MS, so it is the notification, not the expiry, that clears it.
    const sent = Date.now();
    await database.connection.notify(PUBLIC_CHANGES_CHANNEL, "4242");
    await vi.waitFor(async () => expect(await cachedStamp("post:shared", load)).toBe("post-2"), { timeout: 1000 });
    expect(Date.now() - sent).toBeLessThan(STAMP_TTL_MS);
  });

  it("the writing process forgets at once and tells the others who wrote", async () => {
    const other = await database.openAnother();
    const heard: string[] = [];
    await other.listen(PUBLIC_CHANGES_CHANNEL, (payload) => heard.push(payload));
    invalidatePublicStamps();

    let version = 1;
    const load = async () => `listing-${version}`;
    expect(await cachedStamp("listing:en", load)).toBe("listing-1");
    version = 2;
    await announcePublicChange(database.connection);
    expect(await cachedStamp("listing:en", load)).toBe("listing-2");
    await vi.waitFor(() => expect(heard).toContain(String(process.pid)), { timeout: 3000 });
  });
});
