import { getTranslations } from "next-intl/server";
import Link from "next/link";
import type { ServiceLinkKey } from "@/content/service-groups";
import type { Locale } from "@/i18n/locales";
import { whatsappUrl } from "@/lib/contact-links";
import { formatAppointment, formatDate } from "@/lib/format";
import { localizedPath } from "@/lib/seo/urls";
import { ASSESSMENT_SERVICE, LEAD_COUNTRIES, LEAD_SERVICES } from "@/lib/validation/lead-choices";
import type { LeadRecord } from "@/server/leads/store";
import { LeadActions } from "./lead-actions";

const SPAM_REASONS = [
  "honeypot",
  "missing_token",
  "invalid_token",
  "expired_token",
  "too_fast",
  "rate_limited_ip",
  "rate_limited_overall",
  "marked_by_staff",
  "reused_token",
] as const;
const isSpamReason = (reason: string): reason is (typeof SPAM_REASONS)[number] =>
  (SPAM_REASONS as readonly string[]).includes(reason);

export async function LeadDetail({ locale, lead }: { locale: Locale; lead: LeadRecord }) {
  const t = await getTranslations("dashboard.leads");
  const services = await getTranslations("services");
  const form = await getTranslations("contact.form");
  const service =
    lead.service === ASSESSMENT_SERVICE
      ? form("assessmentService")
      : (LEAD_SERVICES as readonly string[]).includes(lead.service) && lead.service !== "other"
        ? services(`${lead.service as ServiceLinkKey}.title`)
        : form("otherService");
  const country = (LEAD_COUNTRIES as readonly string[]).includes(lead.country)
    ? form(`countries.${lead.country as (typeof LEAD_COUNTRIES)[number]}`)
    : lead.country;
  const emailStatus = lead.notifiedAt
    ? t("emailSent", { date: formatDate(lead.notifiedAt, locale) })
    : lead.notifyError
      ? t("emailPending", { attempts: lead.notifyAttempts, error: lead.notifyError })
      : t("emailOff");
  const rows: Array<[string, React.ReactNode]> = [
    [t("fields.received"), formatDate(lead.createdAt, locale)],
    [
      t("fields.email"),
      <a key="email" href={`mailto:${lead.email}`} dir="ltr" className="text-brand-800 hover:underline">
        {lead.email}
      </a>,
    ],
    [
      t("fields.phone"),
      lead.phone ? (
        <a key="phone" href={`tel:${lead.phone}`} dir="ltr" className="text-brand-800 hover:underline">
          {lead.phone}
        </a>
      ) : (
        "—"
      ),
    ],
    [t("fields.company"), <bdi key="company">{lead.company || "—"}</bdi>],
    [t("fields.country"), country],
    [t("fields.service"), service],
    [t("fields.language"), lead.locale],
    [
      t("fields.page"),
      <span key="page" dir="ltr">
        {lead.sourcePage || "—"}
      </span>,
    ],
    [t("fields.consent"), lead.consent ? t("yes") : t("no")],
    [t("fields.email_status"), emailStatus],
    ...(lead.reviewReason === "network_volume" || lead.reviewReason === "site_volume"
      ? [
          [
            t("fields.reviewReason"),
            <strong key="review" data-testid="lead-review-reason">
              {t(`reviewReasons.${lead.reviewReason}`)}
            </strong>,
          ] as [string, React.ReactNode],
        ]
      : []),
    ...(lead.spam && lead.spamReason
      ? [
          [
            t("fields.spamReason"),
            isSpamReason(lead.spamReason) ? t(`spamReasons.${lead.spamReason}`) : lead.spamReason,
          ] as [string, React.ReactNode],
        ]
      : []),
  ];

  return (
    <div className="max-w-4xl space-y-6">
      <Link
        href={localizedPath(locale, "/dashboard/leads")}
        className="text-sm font-semibold text-brand-800 hover:underline"
      >
        {t("back")}
      </Link>
      <h1 className="text-2xl font-bold text-navy-900">{t("detailTitle", { name: lead.name })}</h1>
      {lead.appointmentAt && (
        <p
          className="rounded-2xl bg-brand-50 p-4 font-semibold text-brand-900 ring-1 ring-brand-700/20"
          data-testid="lead-appointment"
        >
          <time dateTime={lead.appointmentAt}>
            {t("appointment", { when: formatAppointment(lead.appointmentAt, locale) })}
          </time>
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="space-y-6">
          <dl className="divide-y divide-navy-900/10 rounded-2xl bg-white ring-1 ring-navy-900/10">
            {rows.map(([label, value]) => (
              <div key={label} className="grid gap-1 px-5 py-3 sm:grid-cols-3">
                <dt className="text-sm font-semibold text-navy-700">{label}</dt>
                <dd className="sm:col-span-2">{value}</dd>
              </div>
            ))}
          </dl>
          <section aria-labelledby="lead-message" className="rounded-2xl bg-white p-5 ring-1 ring-navy-900/10">
            <h2 id="lead-message" className="text-sm font-semibold text-navy-700">
              {t("fields.message")}
            </h2>
            <p className="mt-2 whitespace-pre-wrap" dir="auto" data-testid="lead-message">
              {lead.message || "—"}
            </p>
          </section>
        </div>
        <aside
          aria-label={t("statusLabel")}
          className="space-y-3 rounded-2xl bg-white p-5 ring-1 ring-navy-900/10 lg:self-start"
        >
          <LeadActions
            id={lead.id}
            status={lead.status}
            spam={lead.spam}
            text={{
              statusLabel: t("statusLabel"),
              setStatus: t("setStatus"),
              markSpam: t("markSpam"),
              notSpam: t("notSpam"),
              updated: t("updated"),
              updateFailed: t("updateFailed"),
              folders: { new: t("folders.new"), in_progress: t("folders.in_progress"), closed: t("folders.closed") },
            }}
          />
          <a href={`mailto:${lead.email}`} className="button-secondary w-full">
            {t("reply")}
          </a>
          {lead.phone && (
            <a
              href={whatsappUrl(lead.phone)}
              target="_blank"
              rel="noopener noreferrer"
              className="button-secondary w-full"
            >
              {t("whatsapp")}
            </a>
          )}
        </aside>
      </div>
    </div>
  );
}
