import { afterEach, describe, expect, it, vi } from "vitest";
import { postFieldErrors, postInputSchema } from "@/lib/validation/post";
import type { EditablePost } from "@/server/posts/types";
import { formFromPost } from "./reducer";
import { deletePost, isSlugAvailable, postBody, savePost, translationCandidates, uploadImage } from "./api";

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
  it("creates a new post with POST and saves an existing one with PUT, as JSON", async () => {
    const calls = serve(201, { post });
    expect(await savePost(null, postBody(form, null))).toEqual({ kind: "saved", post });
    const update = serve(200, { post });
    expect(await savePost(7, postBody(form, 3))).toEqual({ kind: "saved", post });
    expect(calls[0]).toMatchObject({ url: "/api/posts", init: { method: "POST" } });
    expect(update[0]).toMatchObject({ url: "/api/posts/7", init: { method: "PUT" } });
    expect(new Headers(update[0]!.init!.headers).get("content-type")).toBe("application/json");
    expect(JSON.parse(update[0]!.init!.body as string)).toMatchObject({ title: "Zero trust", version: 3 });
  });

  it("tells each refusal apart", async () => {
    serve(409, { error: { status: 409, current: post } });
    expect(await savePost(7, postBody(form, 2))).toEqual({ kind: "conflict", current: post });
    serve(400, { error: { status: 400, fields: { slug: "slug_taken" } } });
    expect(await savePost(7, postBody(form, 3))).toEqual({ kind: "invalid", fields: { slug: "slug_taken" } });
    serve(401, { error: { status: 401 } });
    expect(await savePost(7, postBody(form, 3))).toEqual({ kind: "unauthenticated" });
    serve(403, { error: { status: 403, message: "Only its author can change this post." } });
    expect(await savePost(7, postBody(form, 3))).toEqual({
      kind: "refused",
      message: "Only its author can change this post.",
    });
    serve(503, { error: { status: 503 } });
    expect(await savePost(7, postBody(form, 3))).toEqual({ kind: "unavailable" });
  });

  it("calls an answer it cannot read a failure, with its status", async () => {
    serve(502);
    expect(await savePost(7, postBody(form, 3))).toEqual({ kind: "failed", status: 502 });
    serve(200, {});
    expect(await savePost(7, postBody(form, 3))).toEqual({ kind: "failed", status: 200 });
    serve(409, { error: { status: 409 } });
    expect(await savePost(7, postBody(form, 3))).toEqual({ kind: "failed", status: 409 });
    serve(403, { error: { status: 403 } });
    expect(await savePost(7, postBody(form, 3))).toEqual({ kind: "failed", status: 403 });
  });

  it("rejects when the network fails, so that the editor can say it is offline", async () => {
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
    await expect(savePost(7, postBody(form, 3))).rejects.toThrow("Failed to fetch");
  });
});

describe("the editor's other calls", () => {
  it("deletes a post and says whether the server did", async () => {
    const calls = serve(200, { deleted: { id: 7 } });
    expect(await deletePost(7)).toBe(true);
    expect(calls[0]).toMatchObject({ url: "/api/posts/7", init: { method: "DELETE" } });
    serve(403, { error: { status: 403 } });
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
