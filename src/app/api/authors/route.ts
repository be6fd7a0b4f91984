import { createHandler, listHandler } from "@/server/taxonomy/api";

// GET /api/authors: the list. POST /api/authors: create one.
export const GET = listHandler("authors");
export const POST = createHandler("authors");
