import { listTrashHandler } from "@/server/posts/trash-api";

// GET /api/trash: the posts in the trash. Every staff member.
export const GET = listTrashHandler;
