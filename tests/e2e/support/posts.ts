import { expect, type APIRequestContext } from "@playwright/test";
import { E2E_BASE_URL } from "./constants";

/** A post as the editor sends it to /api/posts, with the fields a scenario cares about. */
export type PostFields = {
  title: string;
  slug: string;
  locale: "ar" | "en";
  status: "draft" | "published" | "scheduled";
  coverImage?: string;
  publishedAt?: string | null;
  translationId?: number | null;
};

export type SavedPost = { id: number; version: number };

export function postBody(fields: PostFields, version?: number) {
  return {
    metaDescription: "",
    coverImage: "",
    content: { ops: [{ insert: `${fields.title} body\n` }] },
    ...fields,
    version,
  };
}

const WRITE_HEADERS = { origin: E2E_BASE_URL, "content-type": "application/json" };

/** Creates a post through the API as the signed-in `request` context. */
export async function createPost(request: APIRequestContext, fields: PostFields): Promise<SavedPost> {
  const response = await request.post("/api/posts", { headers: WRITE_HEADERS, data: postBody(fields) });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { post: SavedPost }).post;
}

/** Saves a post over its current version; returns the new version. */
export async function updatePost(request: APIRequestContext, post: SavedPost, fields: PostFields): Promise<SavedPost> {
  const response = await request.put(`/api/posts/${post.id}`, {
    headers: WRITE_HEADERS,
    data: postBody(fields, post.version),
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { post: SavedPost }).post;
}
