import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { gunzipSync } from "node:zlib";
import { DEBIAN_TOOLS } from "../../scripts/lib/debian";
import { processTreeCpuMs } from "./cpu";
import { startNginx, type RunningNginx } from "../../scripts/lib/nginx";

const run = promisify(execFile);
const REPORT = path.join(import.meta.dirname, "wrk-report.lua");

/** A browser's request: every row is asked for gzip, so every row sends the same encoding. */
export const BROWSER_HEADERS = {
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36",
  "accept-encoding": "gzip",
  "accept-language": "ar,en;q=0.8",
};

export type LoadResult = {
  name: string;
  url: string;
  connections: number;
  requestsPerSecond: number;
  /** Milliseconds. */
  latency: { p50: number; p90: number; p97_5: number; p99: number; max: number };
  /** Bytes per response as received (compressed), headers included. */
  bytesPerResponse: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** The server's CPU time per request, milliseconds (its process tree, from /proc). */
  cpuMsPerRequest?: number;
  /** This row's requests per second as a share of nginx sending the same bytes (gzip_static). */
  ratioToNginx?: number;
};

/**
 * Drives one URL with wrk (Debian's, in C: not the bottleneck, unlike a Node.js client) with a
 * fixed number of connections for a fixed time, after a warm-up.
 */
export async function measureLoad(
  name: string,
  url: string,
  options: {
    connections: number;
    durationSeconds: number;
    warmupSeconds: number;
    headers?: Record<string, string>;
    /** The server's process, whose CPU time per request is measured. */
    pid?: number;
  },
): Promise<LoadResult> {
  const headers = { ...BROWSER_HEADERS, ...options.headers };
  const args = (seconds: number) => [
    "-t",
    String(Math.min(2, options.connections)),
    "-c",
    String(options.connections),
    "-d",
    `${seconds}s`,
    "--timeout",
    "10s",
    "-s",
    REPORT,
    ...Object.entries(headers).flatMap(([header, value]) => ["-H", `${header}: ${value}`]),
    url,
  ];
  if (options.warmupSeconds > 0) await run(DEBIAN_TOOLS.wrk.path, args(options.warmupSeconds));
  const cpuBefore = options.pid ? processTreeCpuMs(options.pid) : 0;
  const { stdout } = await run(DEBIAN_TOOLS.wrk.path, args(options.durationSeconds), { maxBuffer: 1024 * 1024 });
  const cpuUsed = options.pid ? processTreeCpuMs(options.pid) - cpuBefore : 0;
  const line = stdout.split("\n").find((text) => text.startsWith("WRK_JSON "));
  if (!line) throw new Error(`wrk printed no report for ${url}:\n${stdout}`);
  const report = JSON.parse(line.slice("WRK_JSON ".length)) as Record<string, number>;
  const ms = (microseconds = 0) => Math.round(microseconds / 100) / 10;
  const requests = report.requests ?? 0;
  return {
    name,
    url,
    connections: options.connections,
    requestsPerSecond: Math.round(requests / ((report.duration_us ?? 1) / 1e6)),
    latency: {
      p50: ms(report.p50),
      p90: ms(report.p90),
      p97_5: ms(report.p975),
      p99: ms(report.p99),
      max: ms(report.max),
    },
    bytesPerResponse: requests ? Math.round((report.bytes ?? 0) / requests) : 0,
    requests,
    errors: (report.connect ?? 0) + (report.read ?? 0) + (report.write ?? 0),
    timeouts: report.timeout ?? 0,
    non2xx: report.status ?? 0,
    ...(options.pid && requests ? { cpuMsPerRequest: Math.round((cpuUsed / requests) * 1000) / 1000 } : {}),
  };
}

/**
 * The limit every row is compared with: Debian's nginx serving one page's exact gzip bytes with
 * gzip_static, as fast as a web server can answer with that response.
 */
export async function startNginxLimit(options: {
  prefix: string;
  port: number;
  gzipBody: Buffer;
  /** As many as the setup compared with: 1 beside the single process, deploy/nginx.conf's beside it. */
  workers: number | "auto";
  /** Headers the answer it stands for carries, so that the same bytes go out. */
  headers?: Record<string, string>;
}): Promise<RunningNginx> {
  const root = path.join(options.prefix, "root");
  const headers = Object.entries(options.headers ?? {})
    .filter(
      ([name]) =>
        !/^(?:date|connection|keep-alive|content-length|content-encoding|content-type|transfer-encoding|vary)$/i.test(
          name,
        ),
    )
    .map(([name, value]) => `    add_header ${name} "${value.replace(/["\\]/g, "\\$&")}";`)
    .join("\n");
  const config = `worker_processes ${options.workers};
pid ${options.prefix}/nginx.pid;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${options.prefix}/client_body;
  proxy_temp_path ${options.prefix}/proxy_temp;
  fastcgi_temp_path ${options.prefix}/fastcgi_temp;
  uwsgi_temp_path ${options.prefix}/uwsgi_temp;
  scgi_temp_path ${options.prefix}/scgi_temp;
  # As deploy/nginx.conf: the limit serves the same bytes the same way.
  sendfile on;
  tcp_nopush off;
  keepalive_requests 1000000;
  server {
    listen 127.0.0.1:${options.port};
    root ${root};
    default_type "text/html; charset=utf-8";
    gzip_static on;
${headers}
    location / { try_files /index.html =404; }
  }
}
`;
  const nginx = await startNginx({
    prefix: options.prefix,
    config,
    port: options.port,
    probePath: "/",
    files: { "root/index.html": gunzipSync(options.gzipBody), "root/index.html.gz": options.gzipBody },
  });
  return nginx;
}
