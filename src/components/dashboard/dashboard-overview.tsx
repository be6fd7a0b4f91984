import { AlertTriangle, Trash2 } from "lucide-react";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import type { Locale } from "@/i18n/locales";
import { formatDate, formatNumber } from "@/lib/format";
import { localizedPath } from "@/lib/seo/urls";
import { POST_STATUSES } from "@/server/db/schema";
import type { PostListQuery } from "@/server/posts/editor-store";
import type { LeadRecord } from "@/server/leads/store";
import type { PostListItem } from "@/server/posts/types";
import { DataTable } from "@/components/ui/data-table";
import { hasDemoContent, type DemoContentSummary } from "@/server/demo-content";
import { DemoBadge } from "./demo-badge";
import { DemoContentPanel } from "./demo-content-panel";
import { StatusBadge } from "./status-badge";

type Props = {
  locale: Locale;
  filters: PostListQuery;
  counts: Array<{ status: string; locale: Locale; total: number }>;
  recent: PostListItem[];
  list: { items: PostListItem[]; total: number; page: number; pageCount: number };
  /** New leads, for an administrator; null for an editor (roles.ts). */
  leads: { newCount: number; latest: LeadRecord[] } | null;
  /** The demo content left, for an administrator; null for an editor. */
  demo: DemoContentSummary | null;
};

/** A post's title, in its own language's direction, linking to its editor. */
function PostEditLink({ post, href }: { post: Pick<PostListItem, "title" | "locale">; href: string }) {
  return (
    <Link href={href} className="font-medium text-brand-800 hover:underline" dir={post.locale === "ar" ? "rtl" : "ltr"}>
      {post.title}
    </Link>
  );
}

export async function DashboardOverview({ locale, filters, counts, recent, list, leads, demo }: Props) {
  const t = await getTranslations("dashboard");
  const demoBadge = <DemoBadge label={t("demo.badge")} />;
  const editHref = (id: number) => localizedPath(locale, `/dashboard/posts/${id}`);
  const total = (status?: string, language?: Locale) =>
    counts
      .filter((row) => (!status || row.status === status) && (!language || row.locale === language))
      .reduce((sum, row) => sum + row.total, 0);
  const pageHref = (page: number) => {
    const query = new URLSearchParams(Object.entries({ ...filters, page }).map(([key, value]) => [key, String(value)]));
    return `${localizedPath(locale, "/dashboard")}?${query.toString()}#posts`;
  };
  const selectClass = "min-h-11 rounded-xl border border-navy-900/20 bg-white px-3 text-sm";

  return (
    <div className="space-y-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-navy-900">{t("title")}</h1>
        <Link href={localizedPath(locale, "/dashboard/posts/create")} className="button-primary">
          {t("nav.newPost")}
        </Link>
      </div>

      {demo && (hasDemoContent(demo) || demo.company) && (
        <DemoContentPanel
          left={hasDemoContent(demo)}
          company={demo.company}
          lines={[
            ...(demo.posts ? [t("demo.posts", { count: demo.posts })] : []),
            ...(demo.authors ? [t("demo.authors", { count: demo.authors })] : []),
            ...(demo.topics ? [t("demo.topics", { count: demo.topics })] : []),
            ...(demo.partners ? [t("demo.partners", { count: demo.partners })] : []),
            ...(demo.stats ? [t("demo.stats")] : []),
          ]}
          text={{
            title: t("demo.title"),
            intro: t("demo.intro"),
            remove: t("demo.remove"),
            removing: t("demo.removing"),
            confirm: t("demo.confirm"),
            removed: t("demo.removed"),
            failed: t("demo.failed"),
            none: t("demo.none"),
            company: t("demo.company"),
          }}
        />
      )}

      {leads && (
        <section aria-labelledby="new-leads-title" className="rounded-2xl bg-white p-5 ring-1 ring-navy-900/10">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="new-leads-title" className="text-lg font-semibold text-navy-900">
              {t("leads.homeTitle")}{" "}
              <span className="ms-1 rounded-full bg-gold-300/40 px-2.5 py-0.5 text-sm" data-testid="new-leads-count">
                {formatNumber(leads.newCount, locale)}
              </span>
            </h2>
            <Link
              href={localizedPath(locale, "/dashboard/leads")}
              className="text-sm font-semibold text-brand-800 hover:underline"
            >
              {t("leads.homeAll")}
            </Link>
          </div>
          {leads.latest.length === 0 ? (
            <p className="mt-3 text-navy-700">{t("leads.homeEmpty")}</p>
          ) : (
            <ul className="mt-3 divide-y divide-navy-900/10">
              {leads.latest.map((lead) => (
                <li key={lead.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <Link
                    href={localizedPath(locale, `/dashboard/leads/${lead.id}`)}
                    className="font-medium text-brand-800 hover:underline"
                  >
                    <bdi>{lead.name}</bdi>
                    {lead.company && (
                      <span className="text-navy-700">
                        {" "}
                        · <bdi>{lead.company}</bdi>
                      </span>
                    )}
                  </Link>
                  <time dateTime={lead.createdAt} className="text-sm text-navy-700">
                    {formatDate(lead.createdAt, locale)}
                  </time>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      <section aria-labelledby="counts-title">
        <h2 id="counts-title" className="text-lg font-semibold text-navy-900">
          {t("home.counts")}
        </h2>
        <DataTable
          className="mt-4"
          testId="post-counts"
          headings={[t("list.status"), t("locales.ar"), t("locales.en"), t("home.total")]}
        >
          {POST_STATUSES.map((status) => (
            <tr key={status} className="border-t border-navy-900/10" data-status={status}>
              <th scope="row" className="px-4 py-3 text-start font-medium">
                {t(`status.${status}`)}
              </th>
              <td className="px-4 py-3" data-locale="ar">
                {formatNumber(total(status, "ar"), locale)}
              </td>
              <td className="px-4 py-3" data-locale="en">
                {formatNumber(total(status, "en"), locale)}
              </td>
              <td className="px-4 py-3 font-semibold">{formatNumber(total(status), locale)}</td>
            </tr>
          ))}
        </DataTable>
      </section>

      <section aria-labelledby="recent-title">
        <h2 id="recent-title" className="text-lg font-semibold text-navy-900">
          {t("home.recent")}
        </h2>
        {recent.length === 0 ? (
          <p className="mt-3 text-navy-700">{t("home.noRecent")}</p>
        ) : (
          <ul className="mt-4 divide-y divide-navy-900/10 rounded-2xl bg-white ring-1 ring-navy-900/10">
            {recent.map((post) => (
              <li key={post.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
                <span className="flex items-center gap-2">
                  <PostEditLink post={post} href={editHref(post.id)} />
                  {post.demo && demoBadge}
                </span>
                <span className="flex items-center gap-3 text-sm text-navy-700">
                  <StatusBadge status={post.status} label={t(`status.${post.status}`)} />
                  <time dateTime={post.updatedAt}>{formatDate(post.updatedAt, locale)}</time>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section id="posts" aria-labelledby="list-title">
        {/* The trash belongs with the posts: linked here rather than from the menu, which on a phone
            would grow by a row and push every screen's first field down. */}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="list-title" className="text-lg font-semibold text-navy-900">
            {t("list.title")}
          </h2>
          <Link
            href={localizedPath(locale, "/dashboard/trash")}
            className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand-800 hover:underline"
          >
            <Trash2 aria-hidden className="size-4" />
            {t("nav.trash")}
          </Link>
        </div>
        <form
          method="get"
          action={`${localizedPath(locale, "/dashboard")}#posts`}
          className="mt-4 flex flex-wrap items-end gap-3 rounded-2xl bg-white p-4 ring-1 ring-navy-900/10"
        >
          <label className="flex min-w-48 flex-1 flex-col gap-1 text-sm font-medium">
            {t("list.search")}
            <input
              type="search"
              name="q"
              defaultValue={filters.q ?? ""}
              className="min-h-11 rounded-xl border border-navy-900/20 px-3"
            />
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t("list.status")}
            <select name="status" defaultValue={filters.status ?? ""} className={selectClass}>
              <option value="">{t("list.any")}</option>
              {POST_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`status.${status}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t("list.language")}
            <select name="locale" defaultValue={filters.locale ?? ""} className={selectClass}>
              <option value="">{t("list.any")}</option>
              <option value="ar">{t("locales.ar")}</option>
              <option value="en">{t("locales.en")}</option>
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t("list.sort")}
            <select name="sort" defaultValue={filters.sort ?? "updated"} className={selectClass}>
              <option value="updated">{t("list.sortUpdated")}</option>
              <option value="published">{t("list.sortPublished")}</option>
              <option value="title">{t("list.sortTitle")}</option>
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t("list.order")}
            <select name="order" defaultValue={filters.order ?? "desc"} className={selectClass}>
              <option value="desc">{t("list.desc")}</option>
              <option value="asc">{t("list.asc")}</option>
            </select>
          </label>
          <button type="submit" className="button-primary">
            {t("list.apply")}
          </button>
          <Link href={`${localizedPath(locale, "/dashboard")}#posts`} className="button-secondary">
            {t("list.reset")}
          </Link>
        </form>

        <p className="mt-4 text-sm text-navy-700" data-testid="post-count">
          {t("list.count", { count: list.total })}
        </p>
        {list.items.length === 0 ? (
          <p className="mt-4 rounded-2xl bg-white p-6 text-navy-700 ring-1 ring-navy-900/10">{t("list.empty")}</p>
        ) : (
          <DataTable
            className="mt-3"
            testId="post-list"
            headings={(["title", "language", "status", "published", "updated"] as const).map((column) =>
              t(`list.columns.${column}`),
            )}
          >
            {list.items.map((post) => (
              <tr key={post.id} className="border-t border-navy-900/10">
                <td className="px-4 py-3">
                  <PostEditLink post={post} href={editHref(post.id)} />
                  {post.demo && <span className="ms-2">{demoBadge}</span>}
                  {post.translationOutOfDate && (
                    <span
                      className="ms-2 inline-flex items-center gap-1 rounded-full bg-gold-300/40 px-2.5 py-0.5 text-xs font-semibold text-navy-900 ring-1 ring-gold-700/40"
                      data-testid="translation-out-of-date"
                    >
                      <AlertTriangle aria-hidden className="size-3.5" />
                      {t("list.outOfDate")}
                    </span>
                  )}
                </td>
                <td className="px-4 py-3">{t(`locales.${post.locale}`)}</td>
                <td className="px-4 py-3">
                  <StatusBadge status={post.status} label={t(`status.${post.status}`)} />
                  <span className="sr-only"> – {t(post.isPublic ? "visibility.public" : "visibility.hidden")}</span>
                </td>
                <td className="px-4 py-3">{post.publishedAt ? formatDate(post.publishedAt, locale) : "—"}</td>
                <td className="px-4 py-3">{formatDate(post.updatedAt, locale)}</td>
              </tr>
            ))}
          </DataTable>
        )}
        {list.pageCount > 1 && (
          <nav aria-label={t("list.pagination")} className="mt-4 flex items-center justify-between gap-3 text-sm">
            {list.page > 1 ? (
              <Link href={pageHref(list.page - 1)} className="button-secondary">
                {t("list.previous")}
              </Link>
            ) : (
              <span />
            )}
            <span>{t("list.pageOf", { page: list.page, count: list.pageCount })}</span>
            {list.page < list.pageCount ? (
              <Link href={pageHref(list.page + 1)} className="button-secondary">
                {t("list.next")}
              </Link>
            ) : (
              <span />
            )}
          </nav>
        )}
      </section>
    </div>
  );
}
