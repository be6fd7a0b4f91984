import { afterEach, describe, expect, it, vi } from "vitest";
import { postFieldErrors, postInputSchema } from "@/lib/validation/post";
import type { EditablePost } from "@/server/posts/types";
import { formFromPost } from "./reducer";
import type { WriteResult } from "@/lib/actions/write-result";

// Saves and deletes are Server Actions: the server's side of them is tested in
// src/server/actions/call-route.test.ts; here, what the editor makes of their answers.
vi.mock("@/server/actions/dashboard", () => ({ savePost: vi.fn(), deletePost: vi.fn() }));
const writes = await import("@/server/actions/dashboard");
const { deletePost, isSlugAvailable, postBody, savePost, translationCandidates, uploadImage } = await import("./api");

const answer = (result: WriteResult) => vi.mocked(writes.savePost).mockResolvedValue(result);
const refusal = (status: number, details: Record<string, unknown> = {}): WriteResult => ({
  ok: false,
  error: { status, code: "refused", message: "", ...details },
});

type Call = { url: string; init: RequestInit | undefined };

/** Answers every fetch with this response, and records the requests. */
function serve(status: number, body?: unknown): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal("fetch", (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    const text = body === undefined ? "" : JSON.stringify(body);
    return Promise.resolve(new Response(status === 204 ? null : text, { status }));
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const post = { id: 7, version: 3, title: "Zero trust" } as EditablePost;
const form = { ...formFromPost(null, "en", "Sara"), title: "Zero trust", slug: "zero-trust" };

describe("the body a save sends", () => {
  it("carries the publication time as an instant and the version the edit started from", () => {
    expect(postBody({ ...form, publishedAt: "2026-03-01T09:30" }, 3)).toMatchObject({
      publishedAt: "2026-03-01T06:30:00.000Z",
      version: 3,
      title: "Zero trust",
    });
    expect(postBody(form, null)).toMatchObject({ publishedAt: null, version: null });
  });

  it("is checked by the server's schema, which names the same fields the form shows", () => {
    expect(postInputSchema.safeParse(postBody(form, null)).success).toBe(true);
    const scheduled = postInputSchema.safeParse(postBody({ ...form, title: " ", status: "scheduled" }, null));
    expect(scheduled.success).toBe(false);
    expect(postFieldErrors(scheduled.error!)).toEqual({ title: "required", publishedAt: "date_required" });
    const badDate = postInputSchema.safeParse(postBody({ ...form, publishedAt: "2026-13-45T99:99" }, null));
    expect(postFieldErrors(badDate.error!)).toEqual({ publishedAt: "invalid_date" });
  });
});

describe("saving a post", () => {
  it("creates a new post (no id) and saves an existing one, through the Server Action of the API call", async () => {
    answer({ ok: true, data: { post } });
    expect(await savePost(null, postBody(form, null))).toEqual({ kind: "saved", post });
    expect(await savePost(7, postBody(form, 3))).toEqual({ kind: "saved", post });
    expect(writes.savePost).toHaveBeenNthCalledWith(1, null, expect.objectContaining({ version: null }));
    expect(writes.savePost).toHaveBeenNthCalledWith(2, 7, expect.objectContaining({ title: "Zero trust", version: 3 }));
  });

  it("tells each refusal apart", async () => {
    answer(refusal(409, { current: post }));
    expect(await savePost(7, postBody(form, 2))).toEqual({ kind: "conflict", current: post });
    answer(refusal(400, { fields: { slug: "slug_taken" } }));
    expect(await savePost(7, postBody(form, 3))).toEqual({ kind: "invalid", fields: { slug: "slug_taken" } });
    answer(refusal(401));
    expect(await savePost(7, postBody(form, 3))).toEqual({ kind: "unauthenticated" });
    answer(refusal(403, { message: "Only its author can change this post." }));
    expect(await savePost(7, postBody(form, 3))).toEqual({
      kind: "refused",
      message: "Only its author can change this post.",
    });
    answer(refusal(503));
    expect(await savePost(7, postBody(form, 3))).toEqual({ kind: "unavailable" });
  });

  it("calls an answer it cannot read a failure, with its status", async () => {
    answer(refusal(502));
    expect(await savePost(7, postBody(form, 3))).toEqual({ kind: "failed", status: 502 });
    answer({ ok: true, data: {} });
    expect(await savePost(7, postBody(form, 3))).toEqual({ kind: "failed", status: 200 });
    answer(refusal(409));
    expect(await savePost(7, postBody(form, 3))).toEqual({ kind: "failed", status: 409 });
    answer(refusal(403));
    expect(await savePost(7, postBody(form, 3))).toEqual({ kind: "failed", status: 403 });
  });

  it("rejects when the network fails, so that the editor can say it is offline", async () => {
    vi.mocked(writes.savePost).mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(savePost(7, postBody(form, 3))).rejects.toThrow("Failed to fetch");
  });
});

describe("the editor's other calls", () => {
  it("deletes a post and says whether the server did", async () => {
    vi.mocked(writes.deletePost).mockResolvedValue({ ok: true, data: { deleted: { id: 7 } } });
    expect(await deletePost(7)).toBe(true);
    expect(writes.deletePost).toHaveBeenCalledWith(7);
    vi.mocked(writes.deletePost).mockResolvedValue(refusal(403));
    expect(await deletePost(7)).toBe(false);
  });

  it("uploads an image as a form, and returns its address or the server's error code", async () => {
    const calls = serve(201, { url: "/uploads/a.webp" });
    const file = new File([new Uint8Array([1, 2, 3])], "a.png", { type: "image/png" });
    expect(await uploadImage(file)).toEqual({ url: "/uploads/a.webp" });
    expect(calls[0]!.url).toBe("/api/uploads");
    expect((calls[0]!.init!.body as FormData).get("file")).toBeInstanceOf(File);
    serve(413, { error: { code: "too_large" } });
    expect(await uploadImage(file)).toEqual({ code: "too_large" });
    serve(500);
    expect(await uploadImage(file)).toEqual({ code: undefined });
  });

  it("asks whether a slug is free, leaving out the post's own id when it has none", async () => {
    const calls = serve(200, { slug: "zero-trust", available: false });
    expect(await isSlugAvailable("zero trust", 7)).toBe(false);
    expect(calls[0]!.url).toBe("/api/posts/slug?slug=zero+trust&exceptId=7");
    const fresh = serve(200, { slug: "zero-trust", available: true });
    expect(await isSlugAvailable("zero-trust", null)).toBe(true);
    expect(fresh[0]!.url).toBe("/api/posts/slug?slug=zero-trust");
    serve(503);
    expect(await isSlugAvailable("zero-trust", null)).toBeNull();
  });

  it("lists translation candidates, and none when refused", async () => {
    const posts = [{ id: 9, title: "ثقة", locale: "ar" }];
    const calls = serve(200, { posts });
    expect(await translationCandidates("en")).toEqual(posts);
    expect(calls[0]!.url).toBe("/api/posts/translations?locale=en");
    serve(401, { error: { status: 401 } });
    expect(await translationCandidates("en")).toEqual([]);
  });
});
