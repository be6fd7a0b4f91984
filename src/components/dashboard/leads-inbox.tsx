import { CalendarClock, Download } from "lucide-react";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import type { ServiceLinkKey } from "@/content/service-groups";
import type { Locale } from "@/i18n/locales";
import { ASSESSMENT_SERVICE, LEAD_COUNTRIES, LEAD_SERVICES } from "@/lib/validation/lead-choices";
import { formatAppointment, formatDate } from "@/lib/format";
import { localizedPath } from "@/lib/seo/urls";
import type { LeadFolder, LeadRecord } from "@/server/leads/store";
import { DataTable } from "@/components/ui/data-table";

type Props = {
  locale: Locale;
  filters: { folder: LeadFolder; q?: string; page: number };
  counts: Record<LeadFolder, number>;
  list: { items: LeadRecord[]; total: number; page: number; pageCount: number };
};

const FOLDERS: LeadFolder[] = ["new", "in_progress", "closed", "spam"];

export async function LeadsInbox({ locale, filters, counts, list }: Props) {
  const t = await getTranslations("dashboard.leads");
  const services = await getTranslations("services");
  const countries = await getTranslations("contact.form.countries");
  const base = localizedPath(locale, "/dashboard/leads");
  const href = (query: Record<string, string | number | undefined>) => {
    const params = new URLSearchParams(
      Object.entries(query)
        .filter(([, value]) => value !== undefined && value !== "")
        .map(([key, value]) => [key, String(value)]),
    );
    return `${base}?${params.toString()}`;
  };
  const listText = await getTranslations("dashboard.list");
  const form = await getTranslations("contact.form");
  const otherService = form("otherService");
  const serviceName = (key: string) =>
    key === ASSESSMENT_SERVICE
      ? form("assessmentService")
      : (LEAD_SERVICES as readonly string[]).includes(key) && key !== "other"
        ? services(`${key as ServiceLinkKey}.title`)
        : otherService;
  const countryName = (code: string) =>
    (LEAD_COUNTRIES as readonly string[]).includes(code) ? countries(code as (typeof LEAD_COUNTRIES)[number]) : code;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-navy-900">{t("title")}</h1>
        <div className="flex flex-wrap gap-2">
          {/* Bookings are leads: the assessment's times are set next to them, not in the main menu,
              which on a phone already fills the screen above the page. */}
          <Link href={localizedPath(locale, "/dashboard/assessments")} className="button-secondary">
            <CalendarClock aria-hidden className="size-4" />
            {t("assessmentsLink")}
          </Link>
          <a href={`/api/leads/export?folder=${filters.folder}&locale=${locale}`} className="button-secondary" download>
            <Download aria-hidden className="size-4" />
            {t("export")}
          </a>
        </div>
      </div>
      <nav aria-label={t("title")}>
        <ul className="flex flex-wrap gap-2">
          {FOLDERS.map((folder) => (
            <li key={folder}>
              <Link
                href={href({ folder })}
                aria-current={filters.folder === folder ? "page" : undefined}
                className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-navy-800 ring-1 ring-navy-900/15 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
              >
                {t(`folders.${folder}`)}
                <span className="rounded-full bg-black/10 px-2 text-xs" data-testid={`folder-count-${folder}`}>
                  {counts[folder]}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <form method="get" action={base} className="flex flex-wrap gap-2">
        <input type="hidden" name="folder" value={filters.folder} />
        <label className="sr-only" htmlFor="lead-search">
          {t("search")}
        </label>
        <input
          id="lead-search"
          type="search"
          name="q"
          defaultValue={filters.q ?? ""}
          placeholder={t("search")}
          className="min-h-11 min-w-64 flex-1 rounded-xl border border-navy-900/20 bg-white px-3"
        />
        <button type="submit" className="button-primary">
          {t("searchButton")}
        </button>
      </form>
      <p className="text-sm text-navy-700">{t("count", { count: list.total })}</p>
      {list.items.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-navy-700 ring-1 ring-navy-900/10">{t("empty")}</p>
      ) : (
        <DataTable
          headings={(["received", "name", "company", "service", "country", "email"] as const).map((column) =>
            t(`columns.${column}`),
          )}
          testId="lead-list"
        >
          {list.items.map((lead) => (
            <tr key={lead.id} className="border-t border-navy-900/10">
              <td className="px-4 py-3 whitespace-nowrap">{formatDate(lead.createdAt, locale)}</td>
              <td className="px-4 py-3">
                <Link
                  href={localizedPath(locale, `/dashboard/leads/${lead.id}`)}
                  className="font-medium text-brand-800 hover:underline"
                  aria-label={t("open", { name: lead.name })}
                >
                  <bdi>{lead.name}</bdi>
                </Link>
                {lead.reviewReason && (
                  <span className="ms-2 rounded-full bg-gold-300 px-2 py-0.5 text-xs font-semibold text-navy-900">
                    {t("review")}
                  </span>
                )}
              </td>
              <td className="px-4 py-3">
                <bdi>{lead.company || "—"}</bdi>
              </td>
              <td className="px-4 py-3">
                {serviceName(lead.service)}
                {/* A booked assessment says when in the list itself: the team plans its week from here. */}
                {lead.appointmentAt && (
                  <span className="mt-1 block text-sm font-semibold text-brand-800" data-testid="lead-appointment">
                    {t("appointment", { when: formatAppointment(lead.appointmentAt, locale) })}
                  </span>
                )}
              </td>
              <td className="px-4 py-3">{countryName(lead.country)}</td>
              <td className="px-4 py-3" dir="ltr">
                {lead.email}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {list.pageCount > 1 && (
        <nav className="flex items-center justify-between text-sm" aria-label={t("title")}>
          {list.page > 1 ? (
            <Link className="button-secondary" href={href({ ...filters, page: list.page - 1 })}>
              {listText("previous")}
            </Link>
          ) : (
            <span />
          )}
          <span>
            {list.page} / {list.pageCount}
          </span>
          {list.page < list.pageCount ? (
            <Link className="button-secondary" href={href({ ...filters, page: list.page + 1 })}>
              {listText("next")}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}
