import "server-only";
import { createTranslator } from "next-intl";
import { env } from "@/env";
import { isLocale, localeInfo, type Locale } from "@/i18n/locales";
import { loadMessages } from "@/i18n/messages";
import { calendarInvitation } from "@/lib/calendar/ics";
import { formatAppointment } from "@/lib/format";
import { addressLine } from "@/lib/site-facts";
import type { SiteSettings } from "@/lib/validation/site-settings";
import { readAssessmentSchedule } from "@/server/assessments/store";
import { handleAppError } from "@/lib/errors/handle-app-error";
import { escapeHtml } from "@/lib/html";
import { ASSESSMENT_SERVICE } from "@/lib/validation/lead-choices";
import { log } from "@/lib/log";
import { getDb } from "@/server/db/client";
import { isStoreUnavailable } from "@/server/db/errors";
import { mailer, mailFrom } from "@/server/mail";
import { readSiteSettings } from "@/server/site-settings-store";
import ar from "../../../messages/ar.json";
import {
  claimDueConfirmations,
  claimDueNotifications,
  markConfirmationFailed,
  markNotifyFailed,
  type LeadRecord,
} from "./store";

/** A service as the Arabic site names it (menu, page, contact form): one name per service. */
function arabicServiceName(slug: string): string {
  if (slug === "other") return ar.contact.form.otherService;
  if (slug === ASSESSMENT_SERVICE) return ar.contact.form.assessmentService;
  return (ar.services as Record<string, { title?: string } | undefined>)[slug]?.title ?? slug;
}

/** The team's e-mail for a lead: Arabic first, with the English labels beside, as the team works in both. */
export function leadEmail(lead: LeadRecord, dashboardUrl: string) {
  const rows: Array<[string, string, string]> = [
    ["الاسم", "Name", lead.name],
    ["البريد", "Email", lead.email],
    ["الهاتف", "Phone", lead.phone || "—"],
    ["الشركة", "Company", lead.company || "—"],
    ["الدولة", "Country", lead.country],
    ["الخدمة", "Service", `${arabicServiceName(lead.service)} (${lead.service})`],
    ...(lead.appointmentAt
      ? ([
          [
            "الموعد المحجوز",
            "Booked for",
            `${formatAppointment(lead.appointmentAt, "ar")} / ${formatAppointment(lead.appointmentAt, "en")} (Riyadh)`,
          ],
        ] as Array<[string, string, string]>)
      : []),
    ["لغة الصفحة", "Page language", lead.locale],
    ["الصفحة", "Page", lead.sourcePage || "—"],
  ];
  const subject = lead.appointmentAt
    ? `حجز تقييم مجاني: ${lead.name} — ${formatAppointment(lead.appointmentAt, "ar")} | Assessment booked`
    : `عميل محتمل جديد: ${lead.name} — ${arabicServiceName(lead.service)} | New lead`;
  // A lead held during a flood reaches the team after it: the e-mail says why it is late.
  const held = lead.reviewReason
    ? "وصل هذا الطلب أثناء كثافة غير معتادة في الرسائل، فأُرسل إليكم بعد انتهائها. / This request came in during an unusual flood of messages and is sent now that it is over."
    : null;
  const text = [
    "وصل طلب جديد من نموذج التواصل في الموقع. / A new request came in through the website's contact form.",
    ...(held ? [held] : []),
    "",
    ...rows.map(([ar, en, value]) => `${ar} / ${en}: ${value}`),
    "",
    "الرسالة / Message:",
    lead.message,
    "",
    `${dashboardUrl}`,
  ].join("\n");
  const html = `<!doctype html><html lang="ar" dir="rtl"><body style="font-family:Tahoma,Arial,sans-serif;line-height:1.7;color:#0b1f33">
<p>وصل طلب جديد من نموذج التواصل في الموقع.<br><span dir="ltr">A new request came in through the website's contact form.</span></p>${held ? `<p>${escapeHtml(held)}</p>` : ""}
<table cellpadding="6" style="border-collapse:collapse">${rows
    .map(
      ([ar, en, value]) =>
        `<tr><th align="right" style="border-bottom:1px solid #eee">${escapeHtml(ar)} / <span dir="ltr">${escapeHtml(en)}</span></th><td style="border-bottom:1px solid #eee"><bdi>${escapeHtml(value)}</bdi></td></tr>`,
    )
    .join("")}</table>
<p><strong>الرسالة / Message</strong></p><p style="white-space:pre-wrap"><bdi>${escapeHtml(lead.message)}</bdi></p>
<p><a href="${escapeHtml(dashboardUrl)}">فتح الطلب في لوحة التحكم / Open in the dashboard</a></p></body></html>`;
  return { subject, text, html };
}

/**
 * Sends that failed and could not be put back in the queue then (the database was down too): put
 * back at the next run, so a lead whose e-mail was never sent is not left recorded as sent.
 */
const unrecordedFailures = new Map<number, string>();

async function recordFailure(db: Awaited<ReturnType<typeof getDb>>, id: number, error: string): Promise<void> {
  try {
    await markNotifyFailed(db, id, error, env.LEAD_MAIL_RETRY_SECONDS);
    unrecordedFailures.delete(id);
  } catch (cause) {
    unrecordedFailures.set(id, error);
    log("error", "lead e-mail failed and could not be queued again yet", {
      lead: id,
      error: cause instanceof Error ? cause.message : String(cause),
    });
  }
}

/**
 * Sends the e-mails that are due: the team's, then the confirmations of booked assessments. Each is
 * recorded as sent when it is claimed, before the send (claimDueNotifications,
 * claimDueConfirmations): a lead is e-mailed at most once. A failed send is queued again.
 */
export async function deliverDueLeadEmails(): Promise<number> {
  const transporter = mailer();
  if (!transporter) return 0;
  const db = await getDb();
  for (const [id, error] of [...unrecordedFailures]) await recordFailure(db, id, error);
  // The company's address and name as the site settings have them now, read before anything is
  // claimed: nothing after the claim but the sends themselves.
  const { company } = await readSiteSettings(db);
  const due = await claimDueNotifications(db);
  let sent = 0;
  for (const lead of due) {
    try {
      const { subject, text, html } = leadEmail(lead, `${env.SITE_URL}/dashboard/leads/${lead.id}`);
      await transporter.sendMail({
        from: mailFrom(company),
        to: env.LEADS_EMAIL_TO ?? company.email,
        replyTo: `"${lead.name.replace(/"/g, "")}" <${lead.email}>`,
        subject,
        text,
        html,
        headers: { "X-Asas-Lead": String(lead.id) },
      });
      sent++;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log("warn", "lead e-mail failed; will retry", { lead: lead.id, error: message });
      await recordFailure(db, lead.id, message);
    }
  }
  // The database out of reach now: the confirmations wait for the next run, as the team's e-mails do.
  const confirmed = await deliverDueConfirmations(db, company).catch((error: unknown) => {
    if (isStoreUnavailable(error)) return 0;
    throw error;
  });
  return sent + confirmed;
}

/**
 * The visitor's confirmation of a booked assessment, in the language of the page they booked on:
 * when (Riyadh time), what happens next, how to change it, and the meeting as a calendar invitation.
 */
export async function assessmentConfirmation(
  lead: LeadRecord & { appointmentAt: string },
  company: Pick<SiteSettings["company"], "name" | "email" | "address">,
  minutes: number,
) {
  const locale: Locale = isLocale(lead.locale) ? lead.locale : "ar";
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: "mail" });
  const site = company.name[locale];
  const when = formatAppointment(lead.appointmentAt, locale);
  const paragraphs = [t("assessment.intro", { when, minutes }), t("assessment.next"), t("assessment.change")];
  const subject = t("assessment.subject", { site, when });
  const greeting = t("greeting", { name: lead.name });
  const signature = t("signature", { site });
  const { dir } = localeInfo[locale];
  const text = [greeting, "", ...paragraphs.flatMap((paragraph) => [paragraph, ""]), signature].join("\n");
  const html = `<!doctype html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body dir="${dir}" style="font-family:Tahoma,Arial,sans-serif;line-height:1.7;color:#0b1f33;text-align:${dir === "rtl" ? "right" : "left"}">
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("\n")}
<p>${escapeHtml(signature)}</p>
</body></html>`;
  const invitation = calendarInvitation({
    uid: `assessment-${lead.id}@${new URL(env.SITE_URL).hostname}`,
    start: new Date(lead.appointmentAt),
    minutes,
    summary: t("assessment.event", { site }),
    description: `${paragraphs[0]}\n\n${paragraphs[1]}\n\n${paragraphs[2]}`,
    location: addressLine(company as SiteSettings["company"], locale),
    organizer: { name: site, email: company.email },
    attendee: { name: lead.name, email: lead.email },
    stamp: new Date(),
  });
  return { subject, text, html, invitation };
}

/** Sends the booked assessments' confirmations that are due (claimDueConfirmations). */
async function deliverDueConfirmations(
  db: Awaited<ReturnType<typeof getDb>>,
  company: SiteSettings["company"],
): Promise<number> {
  const transporter = mailer();
  if (!transporter) return 0;
  const { minutes } = await readAssessmentSchedule(db);
  const due = await claimDueConfirmations(db);
  let sent = 0;
  for (const lead of due) {
    if (!lead.appointmentAt) continue;
    try {
      const mail = await assessmentConfirmation({ ...lead, appointmentAt: lead.appointmentAt }, company, minutes);
      await transporter.sendMail({
        from: mailFrom(company),
        to: `"${lead.name.replace(/"/g, "")}" <${lead.email}>`,
        replyTo: company.email,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        icalEvent: { filename: "assessment.ics", method: "REQUEST", content: mail.invitation },
        headers: { "X-Asas-Assessment": String(lead.id) },
      });
      sent++;
    } catch (error) {
      log("warn", "assessment confirmation failed; will retry", {
        lead: lead.id,
        error: error instanceof Error ? error.message : String(error),
      });
      await markConfirmationFailed(db, lead.id).catch(() => {});
    }
  }
  return sent;
}

let timer: ReturnType<typeof setInterval> | null = null;
let running = false;

/** Started once per server process: retries lead e-mails that failed or were left pending. */
export function startLeadEmailWorker(): void {
  if (timer || !env.SMTP_URL) return;
  timer = setInterval(
    () => {
      if (running) return;
      running = true;
      deliverDueLeadEmails()
        .catch((error: unknown) => handleAppError(error, { phase: "process", task: "lead e-mail" }))
        .finally(() => {
          running = false;
        });
    },
    Math.min(env.LEAD_MAIL_RETRY_SECONDS, 60) * 1000,
  );
  timer.unref();
}
