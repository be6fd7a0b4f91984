import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from "../../../tests/support/test-database";
import { createCacheHandler } from "./handler.mts";

type Handler = ReturnType<typeof createCacheHandler>;

/** A cache entry as Next.js hands one to the handler. */
function entry(tags: string[], value = "cached") {
  const bytes = new TextEncoder().encode(value);
  return {
    value: new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes);
        controller.close();
      },
    }),
    tags,
    stale: 300,
    // Next.js stamps entries and tags with the performance clock, which drifts from Date.now() in a
    // long-lived process (by tens of milliseconds on a loaded machine): use the same clock.
    timestamp: performance.timeOrigin + performance.now() - 10,
    expire: 3600,
    revalidate: 3600,
  };
}

const quiet = () => {};
const waitFor = async (check: () => Promise<boolean>, ms = 1000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
};

describe("cache handler", () => {
  it("applies an invalidation in the process at once, to the entries with that tag only", async () => {
    const { handler } = createCacheHandler();
    await handler.set("post-page", Promise.resolve(entry(["post:1"])));
    await handler.set("other-page", Promise.resolve(entry(["post:2"])));
    expect(await handler.get("post-page", [])).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await handler.updateTags(["post:1"]);
    expect(await handler.get("post-page", [])).toBeUndefined();
    expect(await handler.get("other-page", [])).toBeDefined();
  });

  it("has applied an invalidation when updateTags resolves, by Next.js's clock (not the timer's)", async () => {
    const { handler } = createCacheHandler();
    // A timer of 1 ms can fire before the performance clock has moved half a millisecond past the
    // rounded stamp; a page read then would still get the entry the write replaced. Many tries,
    // each checking the stamp against the clock Next.js compares it with.
    for (let i = 0; i < 300; i++) {
      const tag = `clock-check:${i}`;
      await handler.updateTags([tag]);
      const stamp = await handler.getExpiration([tag]);
      expect(performance.timeOrigin + performance.now()).toBeGreaterThanOrEqual(stamp);
    }
  });
});

// Instances of the site sharing one PostgreSQL database (CI runs these against Debian's server).
describe.each(TEST_DATABASE_KINDS.filter((kind) => kind === "postgres"))("cache handlers sharing %s", (kind) => {
  let database: TestDatabase;
  let url: string;
  let first: Handler;
  let second: Handler;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    url = database.url ?? "";
    first = createCacheHandler();
    second = createCacheHandler();
    await first.followOtherInstances(url, quiet);
    await second.followOtherInstances(url, quiet);
  });
  afterAll(async () => {
    await first?.stop();
    await second?.stop();
    await database?.close();
  });

  it("an invalidation on one instance reaches the other within a second", async () => {
    await second.handler.set("listing-en", Promise.resolve(entry(["listing:en"])));
    await second.handler.set("listing-ar", Promise.resolve(entry(["listing:ar"])));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await first.handler.updateTags(["listing:en"]);
    const gone = await waitFor(async () => (await second.handler.get("listing-en", [])) === undefined);
    expect(gone).toBe(true);
    expect(await second.handler.get("listing-ar", [])).toBeDefined();
  });

  it("an instance that missed the notification reads it from the table on its next request", async () => {
    const late = createCacheHandler();
    // Following, but deaf to notifications: only the table can tell it.
    await late.followOtherInstances(url, quiet);
    await late.handler.set("post-9", Promise.resolve(entry(["post:9"])));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await database.connection.db.execute(
      // As another instance records an invalidation (without NOTIFY reaching anyone).
      sql.raw(
        `INSERT INTO cache_invalidations (tags, expire_seconds, instance) VALUES ('{post:9}', NULL, 'elsewhere')`,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await late.handler.refreshTags();
    const gone = await waitFor(async () => (await late.handler.get("post-9", [])) === undefined);
    expect(gone).toBe(true);
    await late.stop();
  });
});
