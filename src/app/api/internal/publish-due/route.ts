import { publishDueHandler } from "@/server/posts/api";

// POST /api/internal/publish-due: the scheduler's call (src/server/posts/scheduled.ts).
export const POST = publishDueHandler;
