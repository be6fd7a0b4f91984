import { get as httpGet, type IncomingHttpHeaders } from "node:http";

/** An answer's bytes as they came over the wire, not decoded (fetch would undo the compression). */
export function rawGet(url: string | URL, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    httpGet(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    }).on("error", reject);
  });
}
