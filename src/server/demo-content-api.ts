import "server-only";
import { revalidateTag } from "next/cache";
import { getDb } from "@/server/db/client";
import { json } from "@/server/http";
import { answerAfterInvalidation } from "@/server/posts/revalidate";
import { route } from "@/server/route";
import { demoContentSummary, removeDemoContent } from "./demo-content";

/**
 * /api/demo-content, administrators only: what of the demo content is left (GET), and its removal
 * in one go (DELETE), recorded in the audit log with what it removed (audit-trail.ts).
 */
const admin = { access: "admin" } as const;

/** GET /api/demo-content: how much demo content is left. */
export const demoContentHandler = route(admin, async () => json({ demo: await demoContentSummary(await getDb()) }));

/** DELETE /api/demo-content: removes it; every page that showed it is made again at its next request. */
export const removeDemoContentHandler = route(admin, async () => {
  const db = await getDb();
  const { removed, kept, tags } = await removeDemoContent(db);
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  return answerAfterInvalidation(json({ removed, kept, demo: await demoContentSummary(db) }));
});
