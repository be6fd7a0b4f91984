import { getTranslations } from "next-intl/server";
import Link from "next/link";
import type { Locale } from "@/i18n/locales";
import { formatDateTime } from "@/lib/format";
import { localizedPath } from "@/lib/seo/urls";
import { AUDIT_ACTIONS, type AuditFilters, type AuditRow } from "@/server/auth/audit";
import { DataTable } from "@/components/ui/data-table";

type Props = {
  locale: Locale;
  filters: AuditFilters;
  log: { items: AuditRow[]; total: number; page: number; pageSize: number };
  people: Array<{ id: number; name: string; email: string }>;
};

/** The audit log: a plain GET form to filter by person and action, newest entries first, paged. */
export async function AuditLogView({ locale, filters, log, people }: Props) {
  const t = await getTranslations({ locale, namespace: "dashboard.audit" });
  const base = localizedPath(locale, "/dashboard/audit");
  const pages = Math.max(1, Math.ceil(log.total / log.pageSize));
  const pageHref = (page: number) => {
    const params = new URLSearchParams();
    if (filters.userId) params.set("user", String(filters.userId));
    if (filters.action) params.set("action", filters.action);
    params.set("page", String(page));
    return `${base}?${params.toString()}`;
  };
  const names = new Map(people.map((person) => [person.id, person.name]));
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-navy-900">{t("title")}</h1>
        <p className="mt-1 text-navy-700">{t("intro")}</p>
      </div>
      <form
        method="get"
        action={base}
        className="flex flex-wrap items-end gap-3 rounded-2xl bg-white p-4 ring-1 ring-navy-900/10"
      >
        <div>
          <label htmlFor="audit-user" className="block text-sm font-semibold text-navy-900">
            {t("filterUser")}
          </label>
          <select
            id="audit-user"
            name="user"
            defaultValue={filters.userId ? String(filters.userId) : ""}
            className="mt-1 min-h-11 rounded-xl border border-navy-900/20 bg-white px-3"
          >
            <option value="">{t("anyUser")}</option>
            {people.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name} ({person.email})
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="audit-action" className="block text-sm font-semibold text-navy-900">
            {t("filterAction")}
          </label>
          <select
            id="audit-action"
            name="action"
            defaultValue={filters.action ?? ""}
            className="mt-1 min-h-11 rounded-xl border border-navy-900/20 bg-white px-3"
          >
            <option value="">{t("anyAction")}</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {t(`actions.${action}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button-primary">
          {t("apply")}
        </button>
      </form>
      <p className="text-sm text-navy-700" aria-live="polite">
        {t("count", { count: log.total })}
      </p>
      {log.items.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-navy-700 ring-1 ring-navy-900/10">{t("empty")}</p>
      ) : (
        <DataTable
          headings={(["when", "who", "action", "target", "ip"] as const).map((column) => t(`columns.${column}`))}
        >
          {log.items.map((row) => (
            <tr key={row.id} className="border-t border-navy-900/10 align-top" data-testid="audit-row">
              <td className="px-4 py-3 whitespace-nowrap text-navy-800">{formatDateTime(row.occurredAt, locale)}</td>
              <td className="px-4 py-3">
                <bdi className="font-semibold text-navy-900">
                  {(row.userId && names.get(row.userId)) || row.actorEmail || t("unknown")}
                </bdi>
              </td>
              <td className="px-4 py-3 text-navy-900">{t(`actions.${row.action}`)}</td>
              <td className="px-4 py-3 text-navy-800">
                <bdi>{row.target}</bdi>
              </td>
              <td className="px-4 py-3 text-navy-700" dir="ltr">
                {row.ip}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {pages > 1 && (
        <nav aria-label={t("page", { page: log.page, pages })} className="flex items-center gap-3">
          {log.page > 1 && (
            <Link href={pageHref(log.page - 1)} className="button-secondary">
              {t("previous")}
            </Link>
          )}
          <span className="text-sm text-navy-700">{t("page", { page: log.page, pages })}</span>
          {log.page < pages && (
            <Link href={pageHref(log.page + 1)} className="button-secondary">
              {t("next")}
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
