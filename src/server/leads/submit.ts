import "server-only";
import { getTranslations } from "next-intl/server";
import { after } from "next/server";
import { env } from "@/env";
import { isLocale, type Locale } from "@/i18n/locales";
import { handleAppError } from "@/lib/errors/handle-app-error";
import { leadFieldErrors, leadSchema, LEAD_COUNTRIES, LEAD_SERVICES } from "@/lib/validation/lead";
import { getDb } from "@/server/db/client";
import { isStoreUnavailable } from "@/server/db/errors";
import { json } from "@/server/http";
import { clientIp, originProblem } from "@/server/request";
import { BODY_LIMITS, BodyTooLargeError, readJson } from "@/server/request-body";
import { derivedSecret } from "@/server/app-secret";
import { checkFormToken, issueFormToken } from "./form-token";
import { deliverDueLeadEmails } from "./notify";
import { countRecentLeads, createLead, type NewLead } from "./store";

const FORM_SECRET = "contact-form-secret";
/** Submissions allowed per address in the window, and from everyone together. */
export const CONTACT_LIMITS = { perIp: 5, overall: 200, windowMinutes: 10 } as const;

/** A token for the contact form, signed as the page renders (no database needed). */
export function contactFormToken(): string | null {
  try {
    return issueFormToken(derivedSecret(FORM_SECRET));
  } catch (error) {
    handleAppError(error, { phase: "request", task: "contact form token" });
    return null;
  }
}

// Per-address counts are kept in memory (one window per instance); the overall limit is counted
// in the database, across instances.
const recentByIp = new Map<string, number[]>();

function ipAllowed(ip: string, now = Date.now()): boolean {
  const since = now - CONTACT_LIMITS.windowMinutes * 60_000;
  const times = (recentByIp.get(ip) ?? []).filter((time) => time > since);
  times.push(now);
  recentByIp.set(ip, times);
  if (recentByIp.size > 10_000) {
    for (const [key, values] of recentByIp) if ((values.at(-1) ?? 0) <= since) recentByIp.delete(key);
  }
  return times.length <= CONTACT_LIMITS.perIp;
}

const text = (value: unknown, max: number) => (typeof value === "string" ? value.trim().slice(0, max) : "");

/** What a blocked submission is stored as: as much of it as can be read. */
function bestEffortLead(body: Record<string, unknown>): NewLead {
  const country = text(body.country, 10);
  const service = text(body.service, 40);
  return {
    name: text(body.name, 200) || "—",
    email: text(body.email, 254) || "—",
    phone: text(body.phone, 40),
    company: text(body.company, 200),
    country: (LEAD_COUNTRIES as readonly string[]).includes(country) ? (country as NewLead["country"]) : "other",
    service: (LEAD_SERVICES as readonly string[]).includes(service) ? (service as NewLead["service"]) : "other",
    message: text(body.message, 5000) || "—",
    consent: body.consent === true || body.consent === "on",
  };
}

/**
 * POST /api/contact. Every accepted submission is stored before the visitor is told; blocked ones
 * (honeypot, a missing, forged or too quick token, too many from one address) are stored flagged
 * as spam. The team's e-mail goes out after the lead is stored, and is retried if it fails.
 */
export async function submitContact(request: Request): Promise<Response> {
  if (originProblem(request)) return json({ error: "forbidden" }, { status: 403 });
  let body: Record<string, unknown>;
  try {
    body = (await readJson(request, BODY_LIMITS.contact)) as Record<string, unknown>;
    if (!body || typeof body !== "object") throw new TypeError("object expected");
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      // Too large to have read the visitor's language: the page's address says it.
      const pageLocale = request.headers.get("referer")?.includes("/en/") ? "en" : "ar";
      const t = await getTranslations({ locale: pageLocale, namespace: "contact.form" });
      return json(
        { error: "too_large", message: t("problems.too_large") },
        { status: 413, headers: { "cache-control": "no-store" } },
      );
    }
    return json({ error: "invalid_request" }, { status: 400 });
  }

  const locale: Locale = isLocale(body.locale) ? body.locale : "ar";
  const t = await getTranslations({ locale, namespace: "contact.form" });
  const meta = {
    locale,
    sourcePage: text(body.page, 500),
    userAgent: request.headers.get("user-agent") ?? "",
    notify: Boolean(env.SMTP_URL),
  };

  try {
    const db = await getDb();
    const storeBlocked = async (reason: string) => {
      if ((await countRecentLeads(db, CONTACT_LIMITS.windowMinutes)) < CONTACT_LIMITS.overall * 5) {
        await createLead(db, bestEffortLead(body), { ...meta, spamReason: reason });
      }
    };

    if (!ipAllowed(clientIp(request.headers))) {
      await storeBlocked("rate_limited_ip");
      return json(
        { error: "rate_limited", message: t("problems.rate_limited") },
        { status: 429, headers: { "retry-after": String(CONTACT_LIMITS.windowMinutes * 60) } },
      );
    }
    // The honeypot is answered as if accepted, so the robot learns nothing.
    if (text(body.website, 200)) {
      await storeBlocked("honeypot");
      return json({ ok: true, message: t("success", { name: text(body.name, 60) }) }, { status: 201 });
    }
    const token = checkFormToken(derivedSecret(FORM_SECRET), body.token);
    if (!token.valid) {
      await storeBlocked(token.reason);
      const message = token.reason === "too_fast" ? t("problems.too_fast") : t("problems.token");
      return json({ error: token.reason, message }, { status: 400 });
    }
    const parsed = leadSchema.safeParse(body);
    if (!parsed.success) {
      const fields = leadFieldErrors(parsed.error);
      return json(
        {
          error: "invalid",
          message: t("problems.invalid"),
          fields: Object.fromEntries(Object.entries(fields).map(([field, code]) => [field, t(`errors.${code}`)])),
        },
        { status: 400 },
      );
    }
    if ((await countRecentLeads(db, CONTACT_LIMITS.windowMinutes)) >= CONTACT_LIMITS.overall) {
      await storeBlocked("rate_limited_overall");
      return json(
        { error: "rate_limited", message: t("problems.rate_limited") },
        { status: 429, headers: { "retry-after": "600" } },
      );
    }

    await createLead(db, parsed.data, meta);
    if (meta.notify)
      after(() =>
        deliverDueLeadEmails().catch((error: unknown) =>
          handleAppError(error, { phase: "process", task: "lead e-mail" }),
        ),
      );
    return json({ ok: true, message: t("success", { name: parsed.data.name }) }, { status: 201 });
  } catch (error) {
    if (!isStoreUnavailable(error)) handleAppError(error, { phase: "request", path: "/api/contact" });
    return json(
      { error: "unavailable", message: t("problems.unavailable") },
      { status: 503, headers: { "retry-after": "60" } },
    );
  }
}
