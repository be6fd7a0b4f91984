import { createHash } from "node:crypto";
import { TRACKER_SOURCE } from "@/lib/analytics/tracker-source";

export const dynamic = "force-static";

const etag = `"${createHash("sha256").update(TRACKER_SOURCE).digest("base64url").slice(0, 16)}"`;

// GET /tracking-scripts.js: the site's own analytics script (spec §7), cached for an hour.
export function GET() {
  return new Response(TRACKER_SOURCE, {
    headers: {
      "content-type": "text/javascript; charset=utf-8",
      "cache-control": "public, max-age=3600, stale-while-revalidate=86400",
      etag,
    },
  });
}
