import { getTranslations } from "next-intl/server";
import Link from "next/link";
import type { Locale } from "@/i18n/locales";
import { formatDateTime } from "@/lib/format";
import { localizedPath } from "@/lib/seo/urls";
import {
  AUDIT_ACTIONS,
  type AuditDetails,
  type AuditFilters,
  type AuditRow,
  type AuditState,
  type AuditValue,
} from "@/server/auth/audit";
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
  const dashboard = await getTranslations({ locale, namespace: "dashboard" });
  // Roles and statuses in the words the rest of the dashboard uses for them.
  const named = (key: string, value: string) => {
    const candidates =
      key === "role" ? [`users.roles.${value}`] : key === "status" ? [`status.${value}`, `leads.folders.${value}`] : [];
    const found = candidates.find((candidate) => dashboard.has(candidate as Parameters<typeof dashboard>[0]));
    return found ? dashboard(found as Parameters<typeof dashboard>[0]) : value;
  };
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
          headings={(["when", "who", "action", "target", "details", "ip"] as const).map((column) =>
            t(`columns.${column}`),
          )}
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
              <td className="px-4 py-3 text-sm text-navy-800" data-testid="audit-details">
                <AuditDetailsView details={row.details} t={t} named={named} />
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

type AuditText = Awaited<ReturnType<typeof getTranslations<"dashboard.audit">>>;
type Named = (key: string, value: string) => string;

/** A line per detail: what changed from what to what ("Role: editor → admin"), or a value kept. */
function detailLines(details: AuditDetails, t: AuditText, named: Named): string[] {
  const field = (key: string) => {
    const name = `details.fields.${key}` as Parameters<AuditText>[0];
    return t.has(name) ? t(name) : key;
  };
  const value = (item: AuditValue | undefined, key = "") => {
    if (item === true) return t("details.yes");
    if (item === false) return t("details.no");
    if (item === null || item === undefined) return t("details.none");
    return item === "" ? t("details.empty") : named(key, String(item));
  };
  const before = (details.before ?? null) as AuditState | null;
  const after = (details.after ?? null) as AuditState | null;
  const lines = Object.entries(details)
    .filter(([key]) => key !== "before" && key !== "after")
    .map(([key, item]) => `${field(key)}: ${value(item as AuditValue)}`);
  if (before && after)
    for (const key of Object.keys(after))
      lines.push(
        t("details.changed", { field: field(key), before: value(before[key], key), after: value(after[key], key) }),
      );
  else
    for (const [key, item] of Object.entries(after ?? before ?? {}))
      lines.push(`${after ? t("details.after") : t("details.before")} · ${field(key)}: ${value(item, key)}`);
  return lines;
}

/** The details of an entry; a long list (a post created) folds away behind its first lines. */
function AuditDetailsView({ details, t, named }: { details: AuditDetails | null; t: AuditText; named: Named }) {
  if (!details) return null;
  const lines = detailLines(details, t, named);
  if (lines.length === 0) return null;
  const list = (items: string[]) => (
    <ul className="space-y-0.5">
      {items.map((line, index) => (
        <li key={index}>
          <bdi>{line}</bdi>
        </li>
      ))}
    </ul>
  );
  if (lines.length <= 4) return list(lines);
  return (
    <details>
      <summary className="cursor-pointer">
        <bdi>{lines[0]}</bdi> (+{lines.length - 1})
      </summary>
      {list(lines.slice(1))}
    </details>
  );
}
