import { readdirSync, readFileSync, readlinkSync } from "node:fs";
import http from "node:http";

/** The process listening on a TCP port of this machine (Linux: /proc/net/tcp*, then /proc/<pid>/fd). */
export function listeningPid(port: number): number {
  const hexPort = port.toString(16).toUpperCase().padStart(4, "0");
  const inodes = new Set<string>();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let text = "";
    try {
      text = readFileSync(table, "utf8");
    } catch {
      continue;
    }
    for (const line of text.split("\n").slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local_address is "ADDR:PORT"; state 0A is LISTEN; the inode is the tenth field.
      if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === "0A" && fields[9]) inodes.add(fields[9]);
    }
  }
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let descriptors: string[] = [];
    try {
      descriptors = readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue;
    }
    for (const fd of descriptors) {
      try {
        const target = readlinkSync(`/proc/${entry}/fd/${fd}`);
        const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
        if (inode && inodes.has(inode)) return Number(entry);
      } catch {
        // The descriptor closed meanwhile.
      }
    }
  }
  throw new Error(`No process listens on port ${port}`);
}

/** Resident memory of a process, in bytes (VmRSS). */
export function residentBytes(pid: number): number {
  const kilobytes = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  if (!kilobytes) throw new Error(`No VmRSS for process ${pid}`);
  return Number(kilobytes) * 1024;
}

/**
 * Sends a chunked body of up to `totalBytes` (no Content-Length), 64 KiB at a time, and stops
 * sending as soon as the server answers or closes the connection. Returns the status and how much
 * was sent before that.
 */
export function postChunked(
  url: string,
  totalBytes: number,
  headers: Record<string, string>,
  method = "POST",
): Promise<{ status: number | null; body: string; sent: number }> {
  return new Promise((resolve) => {
    let sent = 0;
    let finished = false;
    const chunk = Buffer.alloc(64 * 1024, "a");
    const request = http.request(url, {
      method,
      headers: { ...headers, "transfer-encoding": "chunked" },
      // A connection of its own: the server may close it after refusing the body.
      agent: false,
    });
    const finish = (status: number | null, body = "") => {
      if (finished) return;
      finished = true;
      request.destroy();
      resolve({ status, body, sent });
    };
    request.on("response", (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (part: string) => (body += part));
      response.on("end", () => finish(response.statusCode ?? null, body));
      response.on("error", () => finish(response.statusCode ?? null, body));
    });
    request.on("error", () => finish(null));
    const pump = () => {
      while (!finished && sent < totalBytes) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", pump);
      }
      if (!finished && sent >= totalBytes) request.end();
    };
    pump();
  });
}
