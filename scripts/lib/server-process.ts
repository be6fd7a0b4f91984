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
];

/** Added to the server's environment; an operator's own value is kept. */
export function serverEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  // glibc's allocator otherwise opens up to 8 arenas per core for the threads that allocate
  // natively (V8's compilers and collector, libuv's pool, sharp), each keeping memory it freed:
  // peak 577 → 478 MiB.
  return { ...env, MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? "2" };
}
