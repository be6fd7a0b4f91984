/**
 * How server.mjs is started (npm start, the end-to-end tests' servers, the bench): settings that
 * only apply from a process's start. The figures are the bench's peak resident memory (VmHWM)
 * under its load, issue 17's budget being 600 MiB, with process.memoryUsage() and
 * v8.getHeapSpaceStatistics() read at the peak.
 */
export const SERVER_NODE_OPTIONS = [
  // V8 let its young generation grow to 128 MB under load (a page render allocates much that dies
  // young); 32 MB of it at most: peak 622 → 577 MiB, throughput unchanged within the noise.
  "--max-semi-space-size=16",
  // Without a ceiling V8 grew its old generation as fast as renders allocated: 3,000 made-up
  // addresses (each a page Next.js renders and caches, 440 characters, four clients) took the
  // process from 260 to ~700 MiB and kept it there, though the caches hold a bounded ~150 MB. With
  // 384 MB: 414, 444 and 453 MiB after 1,000, 2,000 and 3,000 (npm run bench measures it).
  "--max-old-space-size=384",
];

/** Added to the server's environment; an operator's own value is kept. */
export function serverEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  // glibc's allocator otherwise opens up to 8 arenas per core for the threads that allocate
  // natively (V8's compilers and collector, libuv's pool, sharp), each keeping memory it freed:
  // peak 577 → 478 MiB.
  return { ...env, MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? "2" };
}
