import { describe, expect, it } from "vitest";
import { BodyTooLargeError, readBody, readForm, readJson } from "./request-body";

/** A chunked body of `chunks` × 64 KiB, produced only as it is read; counts what was pulled. */
function endlessBody(chunks: number, headers: Record<string, string> = {}) {
  const stats = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (stats.pulled >= chunks) return controller.close();
      stats.pulled += 1;
      controller.enqueue(new Uint8Array(64 * 1024).fill(0x61));
    },
    cancel() {
      stats.cancelled = true;
    },
  });
  // Node's fetch needs duplex "half" for a streamed body; the DOM types do not know it yet.
  const init = { method: "POST", body: stream, duplex: "half", headers } as RequestInit;
  const request = new Request("http://localhost/api/contact", init);
  return { request, stats };
}

describe("readBody", () => {
  it("stops at the first chunk past the limit of a chunked body, and cancels the rest", async () => {
    const { request, stats } = endlessBody(1600); // 100 MiB if it were all read
    const refusal = await readBody(request, 16 * 1024).catch((error: unknown) => ({ error, pulled: stats.pulled }));
    // The refusal comes at the first chunk past the limit…
    expect(refusal).toMatchObject({ error: expect.any(BodyTooLargeError) });
    expect((refusal as { pulled: number }).pulled).toBeLessThanOrEqual(3);
    // …and the rest is cancelled after at most 4 MiB more are read and thrown away.
    await expect.poll(() => stats.cancelled).toBe(true);
    expect(stats.pulled).toBeLessThanOrEqual(2 + 4 * 16 + 1);
  });

  it("refuses at once when Content-Length is over the limit", async () => {
    const { request, stats } = endlessBody(10, { "content-length": String(10 * 64 * 1024) });
    const refusal = await readBody(request, 2048).catch((error: unknown) => ({ error, pulled: stats.pulled }));
    expect(refusal).toMatchObject({ error: expect.any(BodyTooLargeError) });
    expect((refusal as { pulled: number }).pulled).toBeLessThanOrEqual(2);
  });

  it("reads a body within the limit whole", async () => {
    const { request } = endlessBody(3);
    expect((await readBody(request, 3 * 64 * 1024)).byteLength).toBe(3 * 64 * 1024);
    const empty = new Request("http://localhost/", { method: "POST" });
    expect((await readBody(empty, 10)).byteLength).toBe(0);
  });

  it("parses JSON and forms only after the capped read", async () => {
    const json = new Request("http://localhost/", { method: "POST", body: JSON.stringify({ name: "نورة" }) });
    expect(await readJson(json, 100)).toEqual({ name: "نورة" });
    const form = new Request("http://localhost/", {
      method: "POST",
      body: new URLSearchParams({ email: "a@b.co", next: "/en/dashboard" }),
    });
    expect(Object.fromEntries(await readForm(form, 100))).toEqual({ email: "a@b.co", next: "/en/dashboard" });
    const big = new Request("http://localhost/", { method: "POST", body: "x".repeat(101) });
    await expect(readJson(big, 100)).rejects.toBeInstanceOf(BodyTooLargeError);
  });
});
