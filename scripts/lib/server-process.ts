/**
 * How server.mjs is started (npm start, the end-to-end tests' servers, the bench): settings that
 * only apply from a process's start. They keep the server's peak resident memory (VmHWM) under
 * the bench's load within its 600 MiB budget (docs/benchmarks.md); the figures below are that
 * peak with and without each setting, with process.memoryUsage() and v8.getHeapSpaceStatistics()
 * read at the peak.
 */
export const SERVER_NODE_OPTIONS = [
  // V8 lets its young generation grow to 128 MB under load (a page render allocates much that dies
  // young); capped at 32 MB, the peak is 577 MiB instead of 622, throughput the same within the
  // noise.
  "--max-semi-space-size=16",
  // Without a ceiling V8 grows its old generation as fast as renders allocate: 3,000 made-up
  // addresses (each a page Next.js renders and caches, 440 characters, four clients) take the
  // process from 260 to ~700 MiB and keep it there, though the caches hold a bounded ~150 MB. With
  // 384 MB: 414, 444 and 453 MiB after 1,000, 2,000 and 3,000 (npm run bench measures it).
  "--max-old-space-size=384",
];

/** Added to the server's environment; an operator's own value is kept. */
export function serverEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  // glibc's allocator otherwise opens up to 8 arenas per core for the threads that allocate
  // natively (V8's compilers and collector, libuv's pool, sharp), each keeping memory it freed:
  // with two, the peak is 478 MiB instead of 577.
  return { ...env, MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? "2" };
}
