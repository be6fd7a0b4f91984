import { beforeEach, describe, expect, it, vi } from "vitest";
import { cachedStamp, invalidatePublicStamps, STAMP_TTL_MS } from "./stamp-cache";

describe("public stamp memo", () => {
  beforeEach(() => invalidatePublicStamps());

  it("answers repeated lookups from one query until the entry expires", async () => {
    const load = vi.fn(async () => "1-2-3");
    expect(await cachedStamp("post:a", load, 1000)).toBe("1-2-3");
    expect(await cachedStamp("post:a", load, 1000 + STAMP_TTL_MS - 1)).toBe("1-2-3");
    expect(load).toHaveBeenCalledTimes(1);
    await cachedStamp("post:a", load, 1000 + STAMP_TTL_MS);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("shares one query between concurrent lookups", async () => {
    let resolve: (value: string) => void = () => {};
    const load = vi.fn(() => new Promise<string>((done) => (resolve = done)));
    const first = cachedStamp("listing:ar", load);
    const second = cachedStamp("listing:ar", load);
    resolve("7-0-0");
    expect(await Promise.all([first, second])).toEqual(["7-0-0", "7-0-0"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("sees a write at once after invalidation", async () => {
    let version = 1;
    const load = async () => `1-${version}`;
    expect(await cachedStamp("post:b", load)).toBe("1-1");
    version = 2;
    expect(await cachedStamp("post:b", load)).toBe("1-1");
    invalidatePublicStamps();
    expect(await cachedStamp("post:b", load)).toBe("1-2");
  });

  it("does not remember a failed lookup", async () => {
    const failing = vi.fn(async () => {
      throw new Error("database down");
    });
    await expect(cachedStamp("post:c", failing)).rejects.toThrow("database down");
    const working = vi.fn(async () => "ok");
    expect(await cachedStamp("post:c", working)).toBe("ok");
    expect(working).toHaveBeenCalledTimes(1);
  });
});
