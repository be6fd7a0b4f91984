import { createHandler, listHandler } from "@/server/taxonomy/api";

// GET /api/topics: the list. POST /api/topics: create one.
export const GET = listHandler("topics");
export const POST = createHandler("topics");
