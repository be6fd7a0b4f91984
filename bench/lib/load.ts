import autocannon from "autocannon";
import { createServer, type Server } from "node:http";

export type LoadResult = {
  name: string;
  url: string;
  requestsPerSecond: number;
  latency: { p50: number; p90: number; p97_5: number; p99: number; max: number };
  throughputBytesPerSecond: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** This page's requests per second as a share of a static file server sending the same bytes. */
  ratioToStatic?: number;
};

/** Drives one URL with a fixed number of connections for a fixed time, after a warm-up. */
export async function measureLoad(
  name: string,
  url: string,
  options: { connections: number; durationSeconds: number; warmupSeconds: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const run = (duration: number) =>
    autocannon({ url, connections: options.connections, duration, headers: options.headers ?? {}, timeout: 10 });
  if (options.warmupSeconds > 0) await run(options.warmupSeconds);
  const result = await run(options.durationSeconds);
  return {
    name,
    url,
    requestsPerSecond: Math.round(result.requests.average),
    latency: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p97_5: result.latency.p97_5,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    throughputBytesPerSecond: Math.round(result.throughput.average),
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

/** A minimal static file server answering every request with the same bytes: the ceiling for a page. */
export async function startStaticServer(
  body: Buffer,
  contentType: string,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": contentType, "content-length": body.length });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "localhost", () => resolve()));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { url: `http://localhost:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
