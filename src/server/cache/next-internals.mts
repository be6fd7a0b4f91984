/**
 * The private Next.js modules the site's cache handlers build on, in one place: the canary test
 * (tests/e2e/next-canary.spec.ts) checks that each still exists with this shape, and its failure
 * names what to revisit after an upgrade.
 *
 * - The in-memory handler of `'use cache'` (cacheHandlers.default), which also keeps the process's
 *   tag manifest that Next.js consults for cached data and cached pages alike.
 * - The incremental cache that keeps whole pages (cacheHandler), which Next.js uses when no
 *   handler is configured: in memory only, with `isrFlushToDisk` off.
 * - The process-wide map of each page's cache lifetime that Next.js keeps beside that cache, one
 *   entry per address ever cached and never removed, which the site's handler bounds.
 */
import { createRequire } from "node:module";

export type Durations = { expire?: number };

/** Next.js's interface of a `'use cache'` handler (documented with cacheHandlers). */
export type UseCacheHandler = {
  get(cacheKey: string, softTags: string[]): Promise<unknown>;
  set(cacheKey: string, pendingEntry: Promise<unknown>): Promise<void>;
  refreshTags(): Promise<void>;
  getExpiration(tags: string[]): Promise<number>;
  updateTags(tags: string[], durations?: Durations): Promise<void>;
};

/** Next.js's interface of an incremental cache handler (documented with cacheHandler). */
export type IncrementalCacheHandler = {
  get(key: string, context?: unknown): Promise<unknown>;
  set(key: string, data: unknown, context?: unknown): Promise<void>;
  revalidateTag(tags: string | string[], durations?: unknown): Promise<void>;
  resetRequestCache?(): void;
};

export const NEXT_MODULES = {
  defaultUseCacheHandler: "next/dist/server/lib/cache-handlers/default.js",
  fileSystemCache: "next/dist/server/lib/incremental-cache/file-system-cache.js",
  sharedCacheControls: "next/dist/server/lib/incremental-cache/shared-cache-controls.external.js",
} as const;

const require = createRequire(import.meta.url);

export const { createDefaultCacheHandler } = require(NEXT_MODULES.defaultUseCacheHandler) as {
  createDefaultCacheHandler: (maxSize: number) => UseCacheHandler;
};

export const { default: FileSystemCache } = require(NEXT_MODULES.fileSystemCache) as {
  default: new (context: unknown) => IncrementalCacheHandler;
};

export const { SharedCacheControls } = require(NEXT_MODULES.sharedCacheControls) as {
  SharedCacheControls: { cacheControls: Map<string, unknown> };
};
