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
 * be the site itself. Returns a reason when the request must be refused.
 */
export function originProblem(request: Request): string | null {
  if (!STATE_CHANGING.has(request.method)) return null;
  const origin = request.headers.get("origin");
  if (!origin || origin === "null") return "missing_origin";
  const allowed = new Set([new URL(env.SITE_URL).origin]);
  // X-Forwarded-Host and -Proto say something only when a proxy of ours set them; otherwise any
  // client could name itself the site.
  const forwarded = (name: string) =>
    env.TRUSTED_PROXIES > 0 ? request.headers.get(name)?.split(",")[0]?.trim() || null : null;
  const host = forwarded("x-forwarded-host") ?? request.headers.get("host");
  const protocol = forwarded("x-forwarded-proto") ?? new URL(request.url).protocol.replace(":", "");
  if (host) allowed.add(`${protocol}://${host}`);
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin") return "cross_site";
  return allowed.has(origin) ? null : "cross_origin";
}
