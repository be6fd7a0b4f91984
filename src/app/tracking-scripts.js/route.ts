import { TRACKER_SOURCE } from "@/lib/analytics/tracker-source";
import { TRACKER_ETAG as etag } from "@/server/analytics/tracker";
import { etagMatches } from "@/lib/http/etag";
import { route } from "@/server/route";

const headers = {
  "content-type": "text/javascript; charset=utf-8",
  // An hour in browsers and shared caches (a CDN, nginx).
  "cache-control": "public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400",
  etag,
};

// GET /tracking-scripts.js: the site's own analytics script (docs/api.md, "Leads and analytics"). A
// browser revalidating with the ETag it has gets 304 without the script.
export const GET = route({}, async ({ request }) => {
  if (etagMatches(request.headers.get("if-none-match") ?? undefined, etag)) {
    const { "content-type": _type, ...unchanged } = headers;
    return new Response(null, { status: 304, headers: unchanged });
  }
  return new Response(TRACKER_SOURCE, { headers });
});
