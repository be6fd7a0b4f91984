import { once } from "node:events";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESOURCE_CONTENT_SECURITY_POLICY, securityHeaders } from "@/lib/security/headers";
import { precompressStatic } from "../scripts/lib/precompress";
import { createBuildFiles } from "./build-files.mts";

/** Text that compresses well, as a build's scripts do. */
const SCRIPT = `self.chunk=${JSON.stringify(Array.from({ length: 400 }, (_, index) => `module ${index % 37}`))};\n`;
const STYLE = `.card{margin-inline:1rem}\n`.repeat(200);

let root: string;
let base: string;
let server: ReturnType<typeof createServer>;

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), "asas-static-assets-"));
  const staticDir = path.join(root, "static");
  mkdirSync(path.join(staticDir, "chunks"), { recursive: true });
  writeFileSync(path.join(staticDir, "chunks", "app.js"), SCRIPT);
  writeFileSync(path.join(staticDir, "chunks", "app.css"), STYLE);
  // Too small to gain from compression: no copies.
  writeFileSync(path.join(staticDir, "chunks", "tiny.js"), "1");
  // A font is not compressed again.
  writeFileSync(path.join(staticDir, "chunks", "font.woff2"), SCRIPT);
  // A file outside the folder, to reach by traversal.
  writeFileSync(path.join(root, "secret.js"), SCRIPT);
  writeFileSync(path.join(root, "secret.js.br"), "not for clients");
  await precompressStatic(staticDir);
  // A copy older than its file: left by a build without the precompression step.
  writeFileSync(path.join(staticDir, "chunks", "stale.js"), SCRIPT);
  writeFileSync(path.join(staticDir, "chunks", "stale.js.gz"), "stale");
  utimesSync(path.join(staticDir, "chunks", "stale.js.gz"), new Date(2000, 0, 1), new Date(2000, 0, 1));

  // The front server's step in front of a stand-in for Next.js.
  const answerBuildFile = createBuildFiles(staticDir);
  server = createServer((request, response) => {
    if (answerBuildFile(request, response)) return;
    response.writeHead(200, { "x-answered-by": "next" });
    response.end("from the app");
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  base = `127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // The client's idle keep-alive connections would hold the server open for seconds.
  server.closeAllConnections();
  await closed;
  rmSync(root, { recursive: true, force: true });
});

/** The answer as it came over the wire, undecoded. */
function get(target: string, headers: Record<string, string> = {}, method = "GET") {
  const [host, port] = base.split(":");
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const request = httpRequest({ host, port, path: target, method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      });
      request.on("error", reject);
      request.end();
    },
  );
}

const fromApp = (answer: { headers: Record<string, unknown> }) => answer.headers["x-answered-by"] === "next";

describe("precompressStatic", () => {
  it("writes Brotli and gzip copies of text files only, and only when they are smaller", () => {
    const chunks = path.join(root, "static", "chunks");
    expect(brotliDecompressSync(readFileSync(path.join(chunks, "app.js.br"))).toString()).toBe(SCRIPT);
    expect(gunzipSync(readFileSync(path.join(chunks, "app.css.gz"))).toString()).toBe(STYLE);
    expect(readFileSync(path.join(chunks, "app.js.br")).length).toBeLessThan(
      readFileSync(path.join(chunks, "app.js.gz")).length,
    );
    for (const missing of ["tiny.js.br", "tiny.js.gz", "font.woff2.br", "font.woff2.gz"]) {
      expect(() => readFileSync(path.join(chunks, missing)), missing).toThrow();
    }
  });
});

describe("createBuildFiles", () => {
  it("sends the Brotli copy to a client that takes Brotli and gzip, with the headers the app sent", async () => {
    const answer = await get("/_next/static/chunks/app.js", { "accept-encoding": "gzip, deflate, br" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
    expect(answer.headers["content-length"]).toBe(String(answer.body.length));
    expect(answer.headers["content-type"]).toBe("application/javascript; charset=UTF-8");
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(answer.headers.vary).toBe("Accept-Encoding");
    expect(answer.headers["last-modified"]).toMatch(/GMT$/);
    expect(answer.headers["content-security-policy"]).toBe(RESOURCE_CONTENT_SECURITY_POLICY);
    for (const { key, value } of securityHeaders()) expect(answer.headers[key.toLowerCase()], key).toBe(value);
    expect(answer.headers["accept-ranges"]).toBeUndefined();
  });

  it("sends gzip to a client that takes only gzip, or prefers it, or refuses Brotli", async () => {
    for (const accepted of ["gzip", "br;q=0.5, gzip", "gzip, br;q=0", "deflate, gzip;q=0.8"]) {
      const answer = await get("/_next/static/chunks/app.css", { "accept-encoding": accepted });
      expect(answer.headers["content-encoding"], accepted).toBe("gzip");
      expect(gunzipSync(answer.body).toString(), accepted).toBe(STYLE);
      expect(answer.headers["content-type"]).toBe("text/css; charset=UTF-8");
    }
  });

  it("answers HEAD with the headers of GET and no body", async () => {
    const answer = await get("/_next/static/chunks/app.js", { "accept-encoding": "br" }, "HEAD");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(Number(answer.headers["content-length"])).toBe(
      readFileSync(path.join(root, "static", "chunks", "app.js.br")).length,
    );
    expect(answer.body.length).toBe(0);
  });

  it("ignores a query string, as Next.js does for these files", async () => {
    const answer = await get("/_next/static/chunks/app.js?dpl=abc", { "accept-encoding": "br" });
    expect(answer.headers["content-encoding"]).toBe("br");
  });

  it("leaves everything else to the app", async () => {
    const cases: Array<[string, Record<string, string>, string?]> = [
      // Clients that take neither encoding, or rank the uncompressed file first.
      ["/_next/static/chunks/app.js", {}],
      ["/_next/static/chunks/app.js", { "accept-encoding": "identity" }],
      ["/_next/static/chunks/app.js", { "accept-encoding": "deflate, zstd" }],
      ["/_next/static/chunks/app.js", { "accept-encoding": "br;q=0, gzip;q=0" }],
      ["/_next/static/chunks/app.js", { "accept-encoding": "identity, br;q=0.5" }],
      // Ranges and revalidations.
      ["/_next/static/chunks/app.js", { "accept-encoding": "br", range: "bytes=0-10" }],
      ["/_next/static/chunks/app.js", { "accept-encoding": "br", "if-modified-since": new Date().toUTCString() }],
      // Other methods.
      ["/_next/static/chunks/app.js", { "accept-encoding": "br" }, "POST"],
      // Files without copies, unknown files, the copies themselves, stale copies.
      ["/_next/static/chunks/tiny.js", { "accept-encoding": "br, gzip" }],
      ["/_next/static/chunks/font.woff2", { "accept-encoding": "br, gzip" }],
      ["/_next/static/chunks/missing.js", { "accept-encoding": "br, gzip" }],
      ["/_next/static/chunks/app.js.br", { "accept-encoding": "br, gzip" }],
      ["/_next/static/chunks/stale.js", { "accept-encoding": "gzip" }],
      // Other addresses and odd spellings of this one.
      ["/_next/static-chunks/app.js", { "accept-encoding": "br" }],
      ["/en/_next/static/chunks/app.js", { "accept-encoding": "br" }],
      ["/_next/static//chunks/app.js", { "accept-encoding": "br" }],
      ["/_next/static/./chunks/app.js", { "accept-encoding": "br" }],
      ["/_next/static/chunks%2Fapp.js", { "accept-encoding": "br" }],
      ["/_next/static/chunks/app.js%00", { "accept-encoding": "br" }],
      ["/_next/static/chunks\\app.js", { "accept-encoding": "br" }],
      ["/_next/static/%E0%A4%A", { "accept-encoding": "br" }],
      // Outside the folder.
      ["/_next/static/../secret.js", { "accept-encoding": "br" }],
      ["/_next/static/%2E%2E/secret.js", { "accept-encoding": "br" }],
      ["/_next/static/chunks/..%2F..%2Fsecret.js", { "accept-encoding": "br" }],
    ];
    for (const [target, headers, method] of cases) {
      const answer = await get(target, headers, method);
      expect(fromApp(answer), `${method ?? "GET"} ${target} ${JSON.stringify(headers)}`).toBe(true);
      expect(answer.body.toString()).toBe("from the app");
    }
  });

  it("answers only the address the build names, spelt as it names it", async () => {
    // An encoded spelling of the same file is Next.js's to answer (uncompressed, as it serves files).
    const answer = await get("/_next/static/chunks/%61pp.js", { "accept-encoding": "br" });
    expect(fromApp(answer)).toBe(true);
  });
});
