import "server-only";
import { getTranslations } from "next-intl/server";
import { after } from "next/server";
import { env } from "@/env";
import { isLocale, type Locale } from "@/i18n/locales";
import { handleAppError } from "@/lib/errors/handle-app-error";
import { NO_STORE } from "@/lib/http/cache-control";
import { phoneExamples } from "@/lib/phone";
import { renderPlainPage } from "@/lib/plain-error-page";
import { safeNextPath } from "@/lib/safe-next";
import { localizedPath } from "@/lib/seo/urls";
import { leadFieldErrors, leadSchema, stripHiddenFromText, stripInvisible } from "@/lib/validation/lead";
import { LEAD_COUNTRIES, LEAD_SERVICES } from "@/lib/validation/lead-choices";
import { derivedSecret } from "@/server/app-secret";
import { getDb } from "@/server/db/client";
import { isStoreUnavailable } from "@/server/db/errors";
import { ApiError, json, RETRY_LATER } from "@/server/http";
import { runMaintenanceSoon } from "@/server/maintenance";
import { clientIp } from "@/server/request";
import { refuse, route } from "@/server/route";
import { BODY_LIMITS, BodyTooLargeError, readForm, readJson, UnstorableTextError } from "@/server/request-body";
import { checkFormToken, issueFormToken } from "./form-token";
import { admitSubmission, clientKeys, consumeFormToken, releaseSubmission, spamRoomLeft } from "./limits";
import { deliverDueLeadEmails } from "./notify";
import { isScheduledSlot } from "@/lib/assessment/slots";
import { formatAppointment } from "@/lib/format";
import { isBooking } from "@/lib/validation/lead";
import { readAssessmentSchedule } from "@/server/assessments/store";
import { announceLeadCreated } from "@/server/webhooks/events";
import { createLead, getLead, SlotTakenError, type NewLead } from "./store";

const FORM_SECRET = "contact-form-secret";

/** A token for the contact form, signed as the page renders (no database needed). */
export function contactFormToken(): string | null {
  try {
    return issueFormToken(derivedSecret(FORM_SECRET));
  } catch (error) {
    handleAppError(error, { phase: "request", task: "contact form token" });
    return null;
  }
}

const text = (value: unknown, max: number) => (typeof value === "string" ? value.trim().slice(0, max) : "");
const line = (value: unknown, max: number) =>
  stripInvisible(text(value, max * 2))
    .trim()
    .slice(0, max);

/** What a refused submission is stored as: as much of it as can be read. */
function bestEffortLead(body: Record<string, unknown>): NewLead {
  const country = text(body.country, 10);
  const service = text(body.service, 40);
  return {
    name: line(body.name, 200) || "—",
    email: line(body.email, 254) || "—",
    phone: line(body.phone, 40),
    company: line(body.company, 200),
    country: (LEAD_COUNTRIES as readonly string[]).includes(country) ? (country as NewLead["country"]) : "other",
    service: (LEAD_SERVICES as readonly string[]).includes(service) ? (service as NewLead["service"]) : "other",
    message: stripHiddenFromText(text(body.message, 5000)) || "—",
    consent: body.consent === true || body.consent === "on",
  };
}

/**
 * POST /api/contact. A message is stored before the visitor is told it arrived, and every limit
 * is counted in the database (limits.ts), so all instances share it:
 *
 * - refused submissions (honeypot, a missing, forged, too quick or reused token, too many from one
 *   address) go to the spam folder, at most SPAM_LIMITS per window, and never count against anyone;
 * - a valid message from an address under its own limit is always stored; past its network's or
 *   the site's volume it is held for review instead of e-mailed, never refused.
 */
export const submitContact = route({}, async ({ request }) => {
  // The form's scripts send JSON; the same form sent before they loaded (or without them) is a
  // plain form post, answered with a page in the visitor's language.
  const plain = /^(?:application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(
    request.headers.get("content-type") ?? "",
  );
  const read = plain
    ? readForm(request, BODY_LIMITS.contact).then((form) => Object.fromEntries(form))
    : readJson(request, BODY_LIMITS.contact);
  const body = await read.catch(async (error: unknown) => {
    // The visitor's language: the form's own field when it could be read, else the page's address.
    const pageLocale = request.headers.get("referer")?.includes("/en/") ? "en" : "ar";
    if (error instanceof BodyTooLargeError) {
      const t = await getTranslations({ locale: pageLocale, namespace: "contact.form" });
      return refuse(413, "too_large", { message: t("problems.too_large"), locale: pageLocale });
    }
    if (error instanceof UnstorableTextError) {
      const locale = isLocale(error.claimedLocale) ? error.claimedLocale : pageLocale;
      const t = await getTranslations({ locale, namespace: "contact.form" });
      const message = t("problems.invalid_characters");
      // As every contact-form refusal: a sentence per field, shown beside it (or listed on the plain page).
      const fields = Object.fromEntries(Object.keys(error.details.fields as object).map((field) => [field, message]));
      return refuse(400, error.code, { message, locale, details: { fields } });
    }
    return refuse(400, "invalid_request");
  });
  if (!plain) {
    if (body instanceof ApiError) throw body;
    if (!body || typeof body !== "object") throw refuse(400, "invalid_request");
    return submitLead(request, body as Record<string, unknown>);
  }
  return plainAnswer(request, body as Record<string, unknown> | ApiError);
});

/** A plain form post's answer: a small page saying it was sent, or what to correct. */
async function plainAnswer(request: Request, body: Record<string, unknown> | ApiError): Promise<Response> {
  const fields = body instanceof ApiError ? {} : body;
  const locale: Locale = isLocale(fields.locale)
    ? fields.locale
    : body instanceof ApiError && isLocale(body.locale)
      ? body.locale
      : "ar";
  const t = await getTranslations({ locale, namespace: "contact.form" });
  const siteName = (await getTranslations({ locale, namespace: "site" }))("name");
  const link = {
    href: (typeof fields.page === "string" && safeNextPath(fields.page)) || localizedPath(locale, "/contact"),
    label: t("plain.back"),
  };
  const page = (status: number, html: string, headers: HeadersInit = {}) =>
    new Response(html, {
      status,
      headers: {
        ...Object.fromEntries(new Headers(headers)),
        "content-type": "text/html; charset=utf-8",
        "cache-control": NO_STORE,
      },
    });
  try {
    if (body instanceof ApiError) throw body;
    const answer = (await (await submitLead(request, body)).json()) as { message: string };
    return page(
      200,
      renderPlainPage({ locale, title: t("plain.sentTitle"), paragraphs: [answer.message], link, siteName }),
    );
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const problems = Object.values((error.details.fields ?? {}) as Record<string, string>);
    const paragraphs = problems.length
      ? [t("plain.backHint")]
      : [error.text ?? t("problems.unavailable"), t("plain.backHint")];
    return page(
      error.status,
      renderPlainPage({ locale, title: t("plain.problemTitle"), paragraphs, list: problems, link, siteName }),
      error.headers,
    );
  }
}

async function submitLead(request: Request, body: Record<string, unknown>): Promise<Response> {
  const locale: Locale = isLocale(body.locale) ? body.locale : "ar";
  const t = await getTranslations({ locale, namespace: "contact.form" });
  const meta = {
    locale,
    sourcePage: text(body.page, 500),
    userAgent: request.headers.get("user-agent") ?? "",
    notify: Boolean(env.SMTP_URL),
  };
  runMaintenanceSoon();

  try {
    const db = await getDb();
    const storeRefused = async (reason: string) => {
      if (await spamRoomLeft(db)) await createLead(db, bestEffortLead(body), { ...meta, spamReason: reason });
    };

    // The honeypot is answered as if accepted, so the robot learns nothing.
    if (text(body.website, 200)) {
      await storeRefused("honeypot");
      return json({ ok: true, message: t("success", { name: line(body.name, 60) }) }, { status: 201 });
    }
    const token = checkFormToken(derivedSecret(FORM_SECRET), body.token);
    if (!token.valid) {
      await storeRefused(token.reason);
      const message = token.reason === "too_fast" ? t("problems.too_fast") : t("problems.token");
      throw refuse(400, token.reason, { message });
    }
    const parsed = leadSchema.safeParse(body);
    if (!parsed.success) {
      const fields = leadFieldErrors(parsed.error);
      throw refuse(400, "invalid", {
        message: t("problems.invalid"),
        details: {
          fields: Object.fromEntries(
            Object.entries(fields).map(([field, code]) => [
              field,
              t(`errors.${code}`, phoneExamples(typeof body.country === "string" ? body.country : "")),
            ]),
          ),
        },
      });
    }

    // A booking names a slot the schedule offers now; whether it is still free, the insert says.
    const appointmentAt = isBooking(parsed.data) ? new Date(parsed.data.slot) : null;
    const slotRefused = (code: "slot_invalid" | "slot_taken", status: number) =>
      refuse(status, code, {
        message: t(`errors.${code}`),
        details: { fields: { slot: t(`errors.${code}`) }, token: contactFormToken() },
      });
    if (appointmentAt && !isScheduledSlot(await readAssessmentSchedule(db), Date.now(), appointmentAt))
      throw slotRefused("slot_invalid", 409);

    const keys = clientKeys(clientIp(request.headers));
    const admission = await admitSubmission(db, keys);
    if (!admission.allowed) {
      await storeRefused("rate_limited_ip");
      throw refuse(429, "rate_limited", {
        message: t("problems.rate_limited"),
        headers: { "retry-after": String(admission.retryAfterSeconds) },
      });
    }
    if (!(await consumeFormToken(db, token.id, token.expiresAt))) {
      await releaseSubmission(db, admission.submissionId);
      await storeRefused("reused_token");
      throw refuse(400, "reused_token", { message: t("problems.token_used") });
    }

    const { slot: _slot, ...lead } = parsed.data;
    let id: number;
    try {
      id = await createLead(db, lead, {
        ...meta,
        reviewReason: admission.hold,
        holdNetwork: admission.hold === "network_volume" ? keys.network : null,
        appointmentAt,
      });
    } catch (error) {
      if (!(error instanceof SlotTakenError)) throw error;
      // Someone booked it a moment before: this one counts against nobody, and chooses again.
      await releaseSubmission(db, admission.submissionId);
      throw slotRefused("slot_taken", 409);
    }
    // For the webhooks (a CRM): queued now, sent later by the worker, never failing the submission.
    await announceLeadCreated(db, await getLead(db, id).catch(() => null));
    if (meta.notify && !admission.hold) after(() => sendLeadEmails());
    const message = appointmentAt
      ? t("bookedSuccess", { name: parsed.data.name, when: formatAppointment(appointmentAt, locale) })
      : t("success", { name: parsed.data.name });
    // The next message from this page needs a token of its own.
    return json({ ok: true, message, token: contactFormToken() }, { status: 201 });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // Whatever failed, the visitor is told the message was not saved and keeps what they typed.
    if (!isStoreUnavailable(error)) handleAppError(error, { phase: "request", path: "/api/contact" });
    throw refuse(503, "unavailable", {
      message: t("problems.unavailable"),
      headers: RETRY_LATER,
    });
  }
}

function sendLeadEmails(): Promise<unknown> {
  return deliverDueLeadEmails().catch((error: unknown) =>
    handleAppError(error, { phase: "process", task: "lead e-mail" }),
  );
}
