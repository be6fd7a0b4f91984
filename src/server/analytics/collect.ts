import "server-only";
import { createHash } from "node:crypto";
import { z } from "zod";
import { env } from "@/env";
import { isPreviewPath } from "@/lib/analytics/page-path";
import { isBot } from "@/lib/bots";
import { handleAppError } from "@/lib/errors/handle-app-error";
import { NO_STORE } from "@/lib/http/cache-control";
import { RateWindow } from "@/lib/rate-window";
import { readSessionToken } from "@/server/auth/cookie";
import { validateSession } from "@/server/auth/sessions";
import { getDb } from "@/server/db/client";
import { analyticsEvents } from "@/server/db/schema";
import { ApiError } from "@/server/http";
import { clientIp } from "@/server/request";
import { BODY_LIMITS } from "@/server/request-body";
import { refuse, route } from "@/server/route";
import { dailySecret } from "@/server/settings";

/**
 * Events per minute (per instance) from one visitor (address and browser), and from one address
 * whatever the browser says it is, so that a new user agent per event does not get every event in.
 * An office behind one address has room for a few dozen people browsing.
 */
const RATE_WINDOW_MS = 60_000;
const perVisitor = new RateWindow(60, RATE_WINDOW_MS);
const perAddress = new RateWindow(300, RATE_WINDOW_MS);

const property = z.union([z.string().max(100), z.number().finite(), z.boolean()]);
const eventSchema = z.object({
  t: z.enum(["pageview", "event"]),
  p: z.string().max(600).regex(/^\//),
  r: z.string().max(600).optional().default(""),
  l: z.string().max(5).optional().default(""),
  n: z
    .string()
    .regex(/^[a-z][a-z0-9_]{0,39}$/)
    .optional(),
  d: z.record(z.string().regex(/^[a-z][a-z0-9_]{0,29}$/), property).optional(),
});

/** Today in Riyadh, the day analytics are counted by. */
export const riyadhDay = (time = Date.now()) => new Date(time + 3 * 60 * 60 * 1000).toISOString().slice(0, 10);

export function deviceOf(userAgent: string): "mobile" | "tablet" | "desktop" {
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android.*Mobile|Windows Phone/i.test(userAgent)) return "mobile";
  return "desktop";
}

/** A visitor for one day: the address is hashed with a salt that changes daily and is never stored. */
export function visitorId(salt: string, site: string, ip: string, userAgent: string): string {
  return createHash("sha256").update(`${salt}|${site}|${ip}|${userAgent}`).digest("base64url").slice(0, 22);
}

const noContent = () => new Response(null, { status: 204, headers: { "cache-control": NO_STORE } });

/**
 * POST /api/collect: one page view or named event from the tracking script. Bots, visitors who ask
 * not to be tracked, signed-in staff and preview links are not counted.
 */
export const collectEvent = route({ bodyLimit: BODY_LIMITS.collect }, async (call) => {
  const { request } = call;
  const userAgent = request.headers.get("user-agent") ?? "";
  if (request.headers.get("dnt") === "1" || request.headers.get("sec-gpc") === "1" || isBot(userAgent))
    return noContent();
  const parsed = call.parse(eventSchema, await call.body());
  if (parsed.t === "event" && !parsed.n) throw refuse(400, "invalid");
  if (isPreviewPath(new URL(parsed.p, env.SITE_URL).pathname)) return noContent();

  try {
    const db = await getDb();
    const token = readSessionToken(request.headers.get("cookie"));
    if (token && (await validateSession(db, token))) return noContent();

    const day = riyadhDay();
    const salt = await dailySecret(db, "analytics-salt", day);
    const site = new URL(env.SITE_URL).host;
    const address = clientIp(request.headers);
    const visitor = visitorId(salt, site, address, userAgent);
    // Both counted on every event, so neither can be used up without the other seeing it.
    const allowed = [perAddress.hit(visitorId(salt, site, address, "")), perVisitor.hit(visitor)].every(Boolean);
    if (!allowed) throw refuse(429, "rate_limited", { headers: { "retry-after": String(RATE_WINDOW_MS / 1000) } });

    const page = new URL(parsed.p, env.SITE_URL);
    let referrerHost = "";
    try {
      referrerHost = parsed.r ? new URL(parsed.r).host : "";
    } catch {
      referrerHost = "";
    }
    if (referrerHost === page.host || referrerHost === new URL(env.SITE_URL).host) referrerHost = "";
    const utm = (key: string) => (page.searchParams.get(key) ?? "").slice(0, 100);

    await db.insert(analyticsEvents).values({
      day,
      visitor,
      type: parsed.t,
      name: parsed.n ?? "",
      path: page.pathname.slice(0, 300),
      referrerHost: referrerHost.slice(0, 200),
      utmSource: utm("utm_source"),
      utmMedium: utm("utm_medium"),
      utmCampaign: utm("utm_campaign"),
      locale: ["ar", "en"].includes(parsed.l) ? parsed.l : "",
      device: deviceOf(userAgent),
      properties: parsed.d ?? null,
    });
    return noContent();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // Analytics must never break a page: the event is dropped and logged.
    handleAppError(error, { phase: "request", path: "/api/collect" });
    return noContent();
  }
});
