import { ChevronLeft, ChevronRight } from "@/components/ui/icons";
import { getTranslations } from "next-intl/server";
import { LocaleLink } from "@/components/ui/locale-link";
import { listingPageHref } from "@/lib/routing/listing-pages";

export const blogPageHref = (page: number) => listingPageHref("/blog", page);

/** Numbered pages with previous and next; the browser and search engines also get rel prev/next links. */
export async function Pagination({
  page,
  pageCount,
  basePath = "/blog",
}: {
  page: number;
  pageCount: number;
  basePath?: string;
}) {
  const blogPageHref = (number: number) => listingPageHref(basePath, number);
  if (pageCount <= 1) return null;
  const t = await getTranslations("blog");
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  const base = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 font-semibold";
  return (
    <nav aria-label={t("pagination")} className="mt-12 flex justify-center">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 && (
          <li>
            <LocaleLink
              href={blogPageHref(page - 1)}
              rel="prev"
              className={`${base} gap-1 text-brand-800 hover:bg-sand-100`}
            >
              <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
              {t("previous")}
            </LocaleLink>
          </li>
        )}
        {pages.map((number) => (
          <li key={number}>
            {number === page ? (
              <span aria-current="page" className={`${base} bg-brand-700 text-white`}>
                <span className="sr-only">{t("page", { page: number })}</span>
                <span aria-hidden>{number}</span>
              </span>
            ) : (
              <LocaleLink
                href={blogPageHref(number)}
                aria-label={t("page", { page: number })}
                className={`${base} text-navy-800 hover:bg-sand-100`}
              >
                {number}
              </LocaleLink>
            )}
          </li>
        ))}
        {page < pageCount && (
          <li>
            <LocaleLink
              href={blogPageHref(page + 1)}
              rel="next"
              className={`${base} gap-1 text-brand-800 hover:bg-sand-100`}
            >
              {t("next")}
              <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />
            </LocaleLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
