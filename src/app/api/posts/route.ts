import { createPostHandler, listPostsHandler } from "@/server/posts/api";

// GET /api/posts: list with search, filters, sorting and pages. POST /api/posts: create.
export const GET = listPostsHandler;
export const POST = createPostHandler;
