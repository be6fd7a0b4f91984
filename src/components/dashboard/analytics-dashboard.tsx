import { getTranslations } from "next-intl/server";
import Link from "next/link";
import type { Locale } from "@/i18n/locales";
import { formatDate, formatNumber } from "@/lib/format";
import { localizedPath } from "@/lib/seo/urls";
import type { AnalyticsReport, Breakdown, Range, TopPages } from "@/server/analytics/report";

const RANGE_KEYS: Range[] = ["today", "7d", "30d"];

export async function AnalyticsDashboard({ locale, report }: { locale: Locale; report: AnalyticsReport }) {
  const t = await getTranslations("dashboard.analytics");
  const n = (value: number) => formatNumber(value, locale);
  const first = report.days[0]?.day ?? "";
  const last = report.days.at(-1)?.day ?? "";
  const label = (key: string, kind: "device" | "event" | "language") => {
    if (kind === "device" && (key === "mobile" || key === "tablet" || key === "desktop"))
      return t(`deviceNames.${key}`);
    if (kind === "event" && (key === "whatsapp_click" || key === "contact_submitted" || key === "language_switched"))
      return t(`eventNames.${key}`);
    if (kind === "language" && (key === "ar" || key === "en")) return key === "ar" ? "العربية" : "English";
    return key;
  };

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-navy-900">{t("title")}</h1>
        <nav aria-label={t("title")}>
          <ul className="flex gap-2">
            {RANGE_KEYS.map((range) => (
              <li key={range}>
                <Link
                  href={`${localizedPath(locale, "/dashboard/analytics")}?range=${range}`}
                  aria-current={report.range === range ? "page" : undefined}
                  className="inline-flex min-h-11 items-center rounded-full bg-white px-4 text-sm font-semibold ring-1 ring-navy-900/15 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
                >
                  {t(`ranges.${range}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="text-sm text-navy-700">{t("privacy")}</p>

      <dl className="grid gap-4 sm:grid-cols-2">
        {(
          [
            ["visitors", report.visitors],
            ["pageviews", report.pageviews],
          ] as const
        ).map(([key, value]) => (
          <div key={key} className="rounded-2xl bg-white p-5 ring-1 ring-navy-900/10">
            <dt className="text-sm text-navy-700">{t(key)}</dt>
            <dd className="mt-1 text-3xl font-bold text-navy-900" data-testid={`metric-${key}`}>
              {n(value)}
            </dd>
          </div>
        ))}
      </dl>

      <section aria-labelledby="chart-title" className="rounded-2xl bg-white p-5 ring-1 ring-navy-900/10">
        <h2 id="chart-title" className="text-lg font-semibold text-navy-900">
          {t("chartTitle")}
        </h2>
        <DailyChart
          days={report.days}
          summary={t("chartSummary", {
            visitors: report.visitors,
            visitorsText: n(report.visitors),
            pageviews: report.pageviews,
            pageviewsText: n(report.pageviews),
            firstDay: first ? formatDate(first, locale) : "",
            lastDay: last ? formatDate(last, locale) : "",
          })}
        />
        <details className="mt-4">
          <summary className="cursor-pointer text-sm font-semibold text-brand-800">{t("day")}</summary>
          <table className="mt-2 w-full text-sm">
            <thead>
              <tr>
                <th scope="col" className="text-start">
                  {t("day")}
                </th>
                <th scope="col" className="text-start">
                  {t("visitors")}
                </th>
                <th scope="col" className="text-start">
                  {t("pageviews")}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.days.map((day) => (
                <tr key={day.day}>
                  <td>{formatDate(day.day, locale)}</td>
                  <td>{n(day.visitors)}</td>
                  <td>{n(day.pageviews)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </section>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <BreakdownTable
          title={t("topPages")}
          rows={report.topPages}
          none={t("none")}
          column={t("views")}
          testId="top-pages"
          ltr
        />
        <BreakdownTable title={t("referrers")} rows={report.referrers} none={t("none")} column={t("views")} ltr />
        <BreakdownTable title={t("utmSources")} rows={report.utmSources} none={t("none")} column={t("views")} ltr />
        <BreakdownTable
          title={t("languages")}
          rows={report.languages.map((row) => ({ ...row, key: label(row.key, "language") }))}
          none={t("none")}
          column={t("views")}
        />
        <BreakdownTable
          title={t("devices")}
          rows={report.devices.map((row) => ({ ...row, key: label(row.key, "device") }))}
          none={t("none")}
          column={t("views")}
        />
        <BreakdownTable
          title={t("events")}
          rows={report.events.map((row) => ({ ...row, key: label(row.key, "event") }))}
          none={t("none")}
          column={t("count")}
          testId="events"
        />
      </div>
    </div>
  );
}

/**
 * One breakdown as a two-column table that always fits its card: long keys (an Arabic post's path,
 * a long referrer) are cut with an ellipsis and shown in full on hover, never pushing the counts out.
 */
function BreakdownTable({
  title,
  rows,
  none,
  column,
  testId,
  ltr = false,
}: {
  title: string;
  rows: Breakdown | TopPages;
  none: string;
  column: string;
  testId?: string;
  ltr?: boolean;
}) {
  const max = Math.max(1, ...rows.map((row) => row.total));
  return (
    <section className="min-w-0 rounded-2xl bg-white p-5 ring-1 ring-navy-900/10" data-testid={testId}>
      <h2 className="text-lg font-semibold text-navy-900">{title}</h2>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-navy-700">{none}</p>
      ) : (
        <table className="mt-3 w-full table-fixed text-sm">
          <colgroup>
            <col />
            <col className="w-16" />
          </colgroup>
          <thead className="sr-only">
            <tr>
              <th scope="col">{title}</th>
              <th scope="col">{column}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const path = "path" in row ? row.path : row.key;
              const postTitle = "title" in row ? row.title : null;
              return (
                <tr key={row.key}>
                  <td className="relative py-1.5 pe-3">
                    <span
                      aria-hidden
                      className="absolute inset-y-1 start-0 rounded bg-brand-50"
                      style={{ width: `${(row.total / max) * 100}%` }}
                    />
                    <span className="relative block ps-2">
                      {postTitle && (
                        <bdi className="block truncate font-medium text-navy-900" title={postTitle}>
                          {postTitle}
                        </bdi>
                      )}
                      <bdi
                        className={`block truncate ${postTitle ? "text-xs text-navy-700" : ""}`}
                        dir={ltr ? "ltr" : undefined}
                        title={path}
                      >
                        {path}
                      </bdi>
                    </span>
                  </td>
                  <td className="py-1.5 text-end align-top font-semibold tabular-nums">{row.total}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** Page views (bars) and visitors (darker bars) per day, drawn as SVG on the server. */
function DailyChart({ days, summary }: { days: AnalyticsReport["days"]; summary: string }) {
  const width = 720;
  const height = 200;
  const max = Math.max(1, ...days.map((day) => day.pageviews));
  const slot = width / Math.max(1, days.length);
  const bar = Math.max(2, slot * 0.7);
  return (
    <svg
      viewBox={`0 0 ${width} ${height + 4}`}
      role="img"
      aria-label={summary}
      className="mt-4 h-52 w-full rtl:-scale-x-100"
      preserveAspectRatio="none"
      data-testid="analytics-chart"
    >
      {days.map((day, index) => {
        const x = index * slot + (slot - bar) / 2;
        const views = (day.pageviews / max) * height;
        const visitors = (day.visitors / max) * height;
        return (
          <g key={day.day}>
            <rect x={x} y={height - views} width={bar} height={views} rx={2} className="fill-brand-200" />
            <rect
              x={x + bar * 0.25}
              y={height - visitors}
              width={bar * 0.5}
              height={visitors}
              rx={2}
              className="fill-brand-700"
            />
          </g>
        );
      })}
      <line x1={0} x2={width} y1={height} y2={height} className="stroke-navy-900/20" />
    </svg>
  );
}
