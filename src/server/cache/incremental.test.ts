import { describe, expect, it } from "vitest";
import { boundPageLifetimes, createImageCache, PAGE_LIFETIMES_KEPT } from "./incremental.mts";

const image = (bytes: number) => ({ kind: "IMAGE" as const, buffer: Buffer.alloc(bytes) });

describe("the pages' lifetimes Next.js remembers", () => {
  it("keeps the newest, dropping the oldest quarter once past the bound", () => {
    const lifetimes = new Map<string, unknown>();
    for (let n = 0; n < PAGE_LIFETIMES_KEPT; n++) lifetimes.set(`/made-up-${n}`, { revalidate: false });
    boundPageLifetimes(lifetimes);
    expect(lifetimes.size).toBe(PAGE_LIFETIMES_KEPT);
    lifetimes.set("/en/blog/newest", { revalidate: false });
    boundPageLifetimes(lifetimes);
    expect(lifetimes.size).toBe(PAGE_LIFETIMES_KEPT * 0.75);
    expect(lifetimes.has("/made-up-0")).toBe(false);
    expect(lifetimes.has("/en/blog/newest")).toBe(true);
  });
});

describe("the optimised images kept in memory", () => {
  it("keeps the most recently used within its bytes, the oldest out first", () => {
    const cache = createImageCache(100);
    cache.set("a", image(40));
    cache.set("b", image(40));
    expect(cache.get("a")?.value.buffer.byteLength).toBe(40);
    // "b" is now the least recently used: it makes room for "c".
    cache.set("c", image(40));
    expect(cache.get("b")).toBeNull();
    expect(cache.get("a")).not.toBeNull();
    expect(cache.get("c")).not.toBeNull();
    expect(cache.bytes).toBe(80);
  });

  it("keeps no picture larger than all it may hold, and replaces a picture made again", () => {
    const cache = createImageCache(100);
    cache.set("huge", image(101));
    expect(cache.get("huge")).toBeNull();
    cache.set("a", image(30));
    cache.set("a", image(50));
    expect(cache.bytes).toBe(50);
    expect(typeof cache.get("a")?.lastModified).toBe("number");
  });
});
