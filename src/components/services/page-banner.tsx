import { ChevronLeft, ChevronRight } from "@/components/ui/icons";
import { getLocale, getTranslations } from "next-intl/server";
import { LocaleLink } from "@/components/ui/locale-link";

export type Crumb = { label: string; href?: string };

/** The banner at the top of inner pages: breadcrumbs, the page title and an optional tagline. */
export async function PageBanner({ title, tagline, crumbs }: { title: string; tagline?: string; crumbs: Crumb[] }) {
  const nav = await getTranslations("nav");
  // The separator points the way the trail is read: leftwards in Arabic. Chosen here, not flipped
  // with an ltr: class, which Chromium also applied to the icon on right-to-left pages.
  const Separator = (await getLocale()) === "ar" ? ChevronLeft : ChevronRight;
  return (
    <div className="relative overflow-hidden bg-gradient-to-br from-navy-900 via-navy-800 to-brand-800 text-white">
      <div aria-hidden className="pattern-sadu absolute inset-0 opacity-[0.08]" />
      <div className="container-page relative py-14 sm:py-20">
        <nav aria-label={nav("breadcrumb")}>
          <ol className="flex flex-wrap items-center gap-1 text-sm text-white/85">
            {crumbs.map((crumb, index) => (
              <li key={`${crumb.label}-${index}`} className="flex items-center gap-1">
                {index > 0 && <Separator aria-hidden className="size-4" data-testid="crumb-separator" />}
                {crumb.href ? (
                  <LocaleLink href={crumb.href} className="hover:text-white hover:underline">
                    {crumb.label}
                  </LocaleLink>
                ) : (
                  <span aria-current="page">{crumb.label}</span>
                )}
              </li>
            ))}
          </ol>
        </nav>
        <h1 className="mt-4 max-w-4xl text-3xl font-bold text-balance sm:text-5xl">{title}</h1>
        {tagline && <p className="mt-4 max-w-3xl text-lg text-white/90 sm:text-xl">{tagline}</p>}
      </div>
    </div>
  );
}
