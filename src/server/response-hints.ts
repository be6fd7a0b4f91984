import "server-only";
import { channel } from "node:diagnostics_channel";
import { RESPONSE_HINTS_CHANNEL, type ResponseHint } from "@/lib/http/edge-channels";

const hints = channel(RESPONSE_HINTS_CHANNEL);

/**
 * Asks the edge (server.mjs) to adjust the response of the request being handled: a page rendered
 * per request has sent its status line before it knows that it is a 404 (Next.js streams the
 * prerendered shell first), so the edge holds the response back and answers for it.
 */
export function hintResponse(hint: ResponseHint): void {
  hints.publish(hint);
}
