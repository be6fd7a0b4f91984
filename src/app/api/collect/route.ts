import { collectEvent } from "@/server/analytics/collect";

// POST /api/collect: events from /tracking-scripts.js.
export const POST = collectEvent;
