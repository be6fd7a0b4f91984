import "server-only";
import { env } from "@/env";

/**
 * The client's IP address. Next.js appends the connecting address to X-Forwarded-For; with
 * TRUSTED_PROXIES reverse proxies in front, the client is that many entries from the end.
 */
export function clientIp(headers: Headers): string {
  const chain = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  return chain[chain.length - 1 - env.TRUSTED_PROXIES] ?? chain[0] ?? "unknown";
}

/**
 * Whether a request came from this machine's loopback (the server calling itself): the front server
 * appends the connection's address last to X-Forwarded-For (front/request-guard.mts).
 */
export function fromThisServer(request: Request): boolean {
  const last = (request.headers.get("x-forwarded-for") ?? "").split(",").at(-1)?.trim() ?? "";
  return last === "127.0.0.1" || last === "::1" || last === "::ffff:127.0.0.1";
}

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Cross-site request forgery guard for state-changing calls: the Origin header must be present and
 * be the site's own (SITE_URL, or one of SITE_ALIASES), whatever Host or X-Forwarded-Host the
 * request names: those are the
 * client's to choose (nginx passes Host on as the client sent it). Returns a reason when the
 * request must be refused.
 */
export function originProblem(request: Request): string | null {
  if (!STATE_CHANGING.has(request.method)) return null;
  const origin = request.headers.get("origin");
  if (!origin || origin === "null") return "missing_origin";
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin") return "cross_site";
  return SITE_ORIGINS.has(origin) ? null : "cross_origin";
}

const SITE_ORIGINS = new Set([env.SITE_URL, ...env.SITE_ALIASES].map((address) => new URL(address).origin));
