/**
 * Next.js's incremental cache (next.config.ts's `cacheHandler`): whole pages exactly as Next.js
 * keeps them without one (its own FileSystemCache, in memory while isrFlushToDisk is off, bounded
 * by cacheMaxMemorySize, least recently used out), plus an
 * in-memory cache of optimised images, which Next.js 16 keeps only on that disk or in a handler
 * like this one (`images.customCacheHandler`). Without it every request for a picture ran sharp
 * again: the hero's poster took 107 ms of the server a time, and anyone could keep two cores busy
 * asking for pictures.
 *
 * Images are bounded by bytes, least recently used out first; an image is as stale as Next.js's
 * image optimiser decides from the time it was made (lastModified).
 *
 * Plain TypeScript with erasable types (Next.js loads the file itself).
 */
import { FileSystemCache, SharedCacheControls, type IncrementalCacheHandler as Handler } from "./next-internals.mts";

type Context = { kind?: string } | undefined;
type ImageValue = { kind: "IMAGE"; buffer: Buffer };

/** What the optimised images may take of the server's memory. */
export const IMAGE_CACHE_BYTES = 32 * 1024 * 1024;

const isImage = (context: Context, data?: unknown) =>
  context?.kind === "IMAGE" || (data as { kind?: string } | null | undefined)?.kind === "IMAGE";

/** Optimised images by key, the most recently used last. */
export function createImageCache(maxBytes = IMAGE_CACHE_BYTES) {
  const entries = new Map<string, { value: ImageValue; lastModified: number }>();
  let bytes = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.value.buffer.byteLength;
  };
  return {
    get(key: string) {
      const entry = entries.get(key);
      if (!entry) return null;
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    set(key: string, value: ImageValue) {
      drop(key);
      const size = value.buffer.byteLength;
      if (size > maxBytes) return;
      entries.set(key, { value, lastModified: Date.now() });
      bytes += size;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        drop(oldest);
      }
    },
    get bytes() {
      return bytes;
    },
  };
}

const images = createImageCache();

/**
 * How many pages' lifetimes Next.js remembers beside the page cache. It adds one for every address
 * it caches (made-up addresses included: each is a page of its own, a 404) and never removes one,
 * so without a bound a flood of made-up addresses grows the process without end. Dropping the
 * oldest is harmless: Next.js reads a cached page's lifetime from the entry itself, and a page not
 * in the cache any more is made again with its route's own.
 */
export const PAGE_LIFETIMES_KEPT = 4096;

export function boundPageLifetimes(lifetimes: Map<string, unknown> = SharedCacheControls.cacheControls): void {
  if (lifetimes.size <= PAGE_LIFETIMES_KEPT) return;
  for (const key of lifetimes.keys()) {
    lifetimes.delete(key);
    if (lifetimes.size <= PAGE_LIFETIMES_KEPT * 0.75) break;
  }
}

export default class SiteIncrementalCache implements Handler {
  readonly #pages: Handler;

  constructor(context: unknown) {
    this.#pages = new FileSystemCache(context);
  }

  async get(key: string, context?: Context): Promise<unknown> {
    return isImage(context) ? images.get(key) : this.#pages.get(key, context);
  }

  async set(key: string, data: unknown, context?: Context): Promise<void> {
    if (isImage(context, data)) {
      if (data) images.set(key, data as ImageValue);
      return;
    }
    boundPageLifetimes();
    return this.#pages.set(key, data, context);
  }

  revalidateTag(tags: string | string[], durations?: unknown): Promise<void> {
    return this.#pages.revalidateTag(tags, durations);
  }

  resetRequestCache(): void {
    this.#pages.resetRequestCache?.();
  }
}
