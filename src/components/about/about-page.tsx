import { Compass, Eye, Globe2, ShieldCheck, Users } from "@/components/ui/icons";
import { getTranslations } from "next-intl/server";
import { StatsSection } from "@/components/home/stats-section";
import { PageBanner } from "@/components/services/page-banner";
import { WorkInvitationBlock } from "@/components/services/service-sections";
import { RevealList } from "@/components/ui/reveal-list";
import { siteConfig } from "@/config/site";
import type { AboutContent } from "@/content/schema";
import type { Locale } from "@/i18n/locales";
import { StaticImage } from "@/components/ui/static-image";
import { PICTURE_WIDTHS } from "@/content/picture-widths";
import { companyFacts, fillFacts } from "@/lib/site-facts";
import { getSiteSettings } from "@/server/site-settings";

/**
 * /about: the story since 2022, mission and vision, values, markets, how the team works and the
 * certifications the company lists. The text names the office and the hours as tokens filled from
 * the site settings, so that it never states them differently (docs/content.md, "Facts in texts").
 */
export async function AboutPage({ locale, about }: { locale: Locale; about: AboutContent }) {
  const nav = await getTranslations("nav");
  const markets = await getTranslations("markets");
  const t = await getTranslations("about");
  const { company } = await getSiteSettings();
  const facts = companyFacts(company, locale);
  const fill = (text: string) => fillFacts(text, facts, locale);

  return (
    <>
      <PageBanner
        title={about.title}
        tagline={about.content}
        crumbs={[{ label: nav("home"), href: "/" }, { label: about.title }]}
      />

      <section aria-labelledby="story-title" className="container-page grid items-start gap-10 py-16 lg:grid-cols-2">
        <div>
          <h2 id="story-title" className="section-title">
            {about.story.title}
          </h2>
          <div className="mt-5 space-y-4 text-lg text-navy-700">
            {about.story.paragraphs.map((paragraph, index) => (
              <p key={index}>{fill(paragraph)}</p>
            ))}
          </div>
        </div>
        <div className="relative aspect-[3/2] overflow-hidden rounded-2xl bg-sand-100">
          <StaticImage
            src="/images/about.jpg"
            alt=""
            fill
            lcp
            sizes="(min-width: 1024px) 600px, 100vw"
            sourceWidth={PICTURE_WIDTHS.aboutImage}
            className="object-cover"
          />
        </div>
      </section>

      <section className="bg-sand-50 py-16">
        <div className="container-page grid gap-6 md:grid-cols-2">
          {[
            { block: about.mission, Icon: Compass },
            { block: about.vision, Icon: Eye },
          ].map(({ block, Icon }) => (
            <article key={block.title} className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-navy-900/5">
              <Icon aria-hidden className="size-9 text-brand-600" />
              <h2 className="mt-4 text-2xl font-bold text-navy-900">{block.title}</h2>
              <p className="mt-3 text-lg text-navy-700">{block.description}</p>
            </article>
          ))}
        </div>
      </section>

      <section aria-labelledby="values-title" className="container-page py-16">
        <h2 id="values-title" className="section-title">
          {about.values.title}
        </h2>
        <RevealList className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {about.values.steps.map((value) => (
            <li
              key={value.key}
              className="rounded-2xl border-s-4 border-gold-500 bg-white p-6 shadow-sm ring-1 ring-navy-900/10"
            >
              <h3 className="text-lg font-bold text-navy-900">{value.key}</h3>
              <p className="mt-2 text-navy-700">{value.description}</p>
            </li>
          ))}
        </RevealList>
      </section>

      <section aria-labelledby="markets-title" className="bg-navy-900 py-16 text-white">
        <div className="container-page grid gap-10 lg:grid-cols-2">
          <div>
            <Globe2 aria-hidden className="size-10 text-gold-400" />
            <h2 id="markets-title" className="mt-4 text-3xl font-bold sm:text-4xl">
              {about.markets.title}
            </h2>
            <p className="mt-4 text-lg text-white/85">{about.markets.description}</p>
          </div>
          <ul className="grid grid-cols-2 gap-3 self-center sm:grid-cols-3">
            {siteConfig.markets.map((market) => (
              <li key={market} className="rounded-xl bg-white/10 px-4 py-3 text-center font-semibold">
                {markets(market)}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="team" aria-labelledby="team-title" className="container-page py-16">
        <Users aria-hidden className="size-10 text-brand-600" />
        <h2 id="team-title" className="section-title mt-4">
          {about.team.title}
        </h2>
        <RevealList className="mt-8 grid gap-6 md:grid-cols-3">
          {about.team.steps.map((item) => (
            <li key={item.key} className="rounded-2xl bg-sand-50 p-6">
              <h3 className="text-lg font-bold text-navy-900">{item.key}</h3>
              <p className="mt-2 text-navy-700">{item.description}</p>
            </li>
          ))}
        </RevealList>
      </section>

      {company.certifications.length > 0 && (
        <section aria-labelledby="certifications-title" className="container-page pb-16">
          <ShieldCheck aria-hidden className="size-10 text-brand-600" />
          <h2 id="certifications-title" className="section-title mt-4">
            {t("certificationsTitle")}
          </h2>
          <ul className="mt-6 flex flex-wrap gap-3" data-testid="certifications">
            {company.certifications.map((certification, index) => (
              <li key={index} className="rounded-xl bg-sand-50 px-4 py-3 font-semibold text-navy-900">
                {certification.url ? (
                  <a href={certification.url} className="text-brand-800 underline underline-offset-4">
                    {certification.name[locale]}
                  </a>
                ) : (
                  certification.name[locale]
                )}
              </li>
            ))}
          </ul>
        </section>
      )}

      <StatsSection />
      <div className="pt-16">
        <WorkInvitationBlock
          title={about.work_invitation.title}
          description={fill(about.work_invitation.description)}
        />
      </div>
    </>
  );
}
