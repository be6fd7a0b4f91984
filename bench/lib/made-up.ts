import { readFileSync } from "node:fs";

export type MadeUpResult = {
  sent: number;
  connections: number;
  requestsPerSecond: number;
  /** The server's resident memory before, and after every `every` addresses. */
  samples: Array<{ sent: number; rssMiB: number }>;
  /** Growth per thousand addresses over the second half of the run, once the caches are full. */
  perThousandMiB: number;
  /** The last sample plus that growth for the rest of a million addresses. */
  projectedMillionMiB: number;
  statuses: Record<string, number>;
};

const rssMiB = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;

/**
 * Made-up addresses, each asked once (a 440-character path, unique like the attack's), from a few
 * clients at once: what the server keeps for each, as its resident memory along the way. A million
 * would take hours here; the run is long enough for every cache to fill, and the growth past that
 * is what a million more would add.
 */
export async function madeUpAddresses(
  base: string,
  pid: number,
  { total, connections, every }: { total: number; connections: number; every: number },
): Promise<MadeUpResult> {
  const samples = [{ sent: 0, rssMiB: Math.round(rssMiB(pid)) }];
  const statuses: Record<string, number> = {};
  let next = 0;
  let sent = 0;
  const started = performance.now();
  const client = async () => {
    while (next < total) {
      const n = next++;
      const path = `/made-up-${n}-${Math.random().toString(36).slice(2, 10)}-${"x".repeat(400)}`;
      const answer = await fetch(`${base}${path}`, { redirect: "manual" });
      await answer.arrayBuffer();
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      sent += 1;
      if (sent % every === 0) samples.push({ sent, rssMiB: Math.round(rssMiB(pid)) });
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  const seconds = (performance.now() - started) / 1000;
  const half = samples.find((sample) => sample.sent >= total / 2) ?? samples[0]!;
  const last = samples.at(-1)!;
  const perThousandMiB = last.sent > half.sent ? ((last.rssMiB - half.rssMiB) / (last.sent - half.sent)) * 1000 : 0;
  return {
    sent,
    connections,
    requestsPerSecond: Math.round(sent / seconds),
    samples,
    perThousandMiB: Math.round(perThousandMiB * 10) / 10,
    projectedMillionMiB: Math.round(last.rssMiB + Math.max(0, perThousandMiB) * ((1_000_000 - last.sent) / 1000)),
    statuses,
  };
}
