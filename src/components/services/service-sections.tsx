import { CheckCircle2, ChevronDown } from "@/components/ui/icons";
import { getLocale, getTranslations } from "next-intl/server";
import { LocaleLink } from "@/components/ui/locale-link";
import { RevealList } from "@/components/ui/reveal-list";
import type { Locale } from "@/i18n/locales";
import { formatNumber } from "@/lib/format";
import { StaticImage } from "@/components/ui/static-image";
import { PICTURE_WIDTHS } from "@/content/picture-widths";

type Step = { key: string; description: string };

/**
 * A service page's section 1 (the order: docs/decisions.md, decision 34): the image (alt 'service
 * image', localised) beside the long description.
 */
export async function ServiceContentBlock({ description, imagePath }: { description: string; imagePath: string }) {
  const t = await getTranslations("servicePage");
  return (
    <section aria-labelledby="overview-title" className="container-page grid items-start gap-10 py-16 lg:grid-cols-2">
      <div className="relative aspect-[1200/630] overflow-hidden rounded-2xl bg-sand-100 shadow-sm">
        <StaticImage
          src={imagePath}
          alt={t("imageAlt")}
          fill
          lcp
          sizes="(min-width: 1024px) 600px, 100vw"
          sourceWidth={PICTURE_WIDTHS.serviceImage}
          className="object-cover"
        />
      </div>
      <div>
        <h2 id="overview-title" className="section-title">
          {t("overview")}
        </h2>
        <div className="mt-5 space-y-4 text-lg text-navy-700">
          {description.split(/\n\s*\n/).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      </div>
    </section>
  );
}

/** Section 2: a section title and a checklist of feature titles. */
export function FeaturesBlock({ title, steps }: { title: string; steps: Step[] }) {
  return (
    <section aria-labelledby="features-title" className="bg-sand-50 py-16">
      <div className="container-page">
        <h2 id="features-title" className="section-title">
          {title}
        </h2>
        <RevealList className="mt-8 grid gap-4 sm:grid-cols-2">
          {steps.map((step) => (
            <li key={step.key} className="flex gap-3 rounded-xl bg-white p-5 shadow-sm ring-1 ring-navy-900/5">
              <CheckCircle2 aria-hidden className="mt-0.5 size-6 shrink-0 text-brand-600" />
              <div>
                <h3 className="font-semibold text-navy-900">{step.key}</h3>
                <p className="mt-1 text-navy-700">{step.description}</p>
              </div>
            </li>
          ))}
        </RevealList>
      </div>
    </section>
  );
}

/** Section 3: 'Our ... services' cards. */
export function WorksBlock({ title, steps }: { title: string; steps: Step[] }) {
  return (
    <section aria-labelledby="works-title" className="container-page py-16">
      <h2 id="works-title" className="section-title">
        {title}
      </h2>
      <RevealList className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {steps.map((step) => (
          <li
            key={step.key}
            className="rounded-2xl border-t-4 border-brand-600 bg-white p-6 shadow-sm ring-1 ring-navy-900/10"
          >
            <h3 className="text-lg font-bold text-navy-900">{step.key}</h3>
            <p className="mt-2 text-navy-700">{step.description}</p>
          </li>
        ))}
      </RevealList>
    </section>
  );
}

/** Section 4: work steps numbered from 1. */
export async function WorkStepsBlock({ title, steps }: { title: string; steps: Step[] }) {
  const locale = (await getLocale()) as Locale;
  return (
    <section aria-labelledby="steps-title" className="bg-navy-900 py-16 text-white">
      <div className="container-page">
        <h2 id="steps-title" className="text-3xl font-bold sm:text-4xl">
          {title}
        </h2>
        <RevealList as="ol" className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.key} className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/10" data-step={index + 1}>
              <span
                className="inline-flex size-11 items-center justify-center rounded-full bg-gold-500 text-lg font-bold text-navy-950"
                aria-hidden
              >
                {formatNumber(index + 1, locale)}
              </span>
              <h3 className="mt-4 text-lg font-bold">{step.key}</h3>
              <p className="mt-2 text-white/85">{step.description}</p>
            </li>
          ))}
        </RevealList>
      </div>
    </section>
  );
}

/** Section 5: the FAQ accordion under 'FAQs', first item open. Native disclosure: no script needed. */
export async function FaqsBlock({ faqs }: { faqs: Step[] }) {
  const t = await getTranslations("servicePage");
  return (
    <section aria-labelledby="faqs-title" className="container-page py-16">
      <h2 id="faqs-title" className="section-title">
        {t("faqsTitle")}
      </h2>
      <div
        className="mt-8 divide-y divide-navy-900/10 rounded-2xl bg-white ring-1 ring-navy-900/10"
        data-testid="faq-accordion"
      >
        {faqs.map((faq, index) => (
          <details key={faq.key} open={index === 0} className="group px-5 sm:px-6">
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-4 text-start text-lg font-semibold text-navy-900 [&::-webkit-details-marker]:hidden">
              <h3>{faq.key}</h3>
              <ChevronDown
                aria-hidden
                className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="pb-5 text-navy-700">{faq.description}</p>
          </details>
        ))}
      </div>
    </section>
  );
}

/** Section 6: the invitation with a 'Contact us' button to the localised /contact. */
export async function WorkInvitationBlock({
  title,
  description,
  service,
}: {
  title: string;
  description: string;
  /** Preselects the service of interest on the contact form. */
  service?: string;
}) {
  const t = await getTranslations("servicePage");
  return (
    <section aria-labelledby="invitation-title" className="px-4 pb-20">
      <div className="container-page rounded-3xl bg-gradient-to-br from-brand-700 to-navy-900 px-6 py-12 text-center text-white sm:px-12">
        <h2 id="invitation-title" className="text-2xl font-bold text-balance sm:text-3xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-white/90">{description}</p>
        <LocaleLink href={service ? `/contact?service=${service}` : "/contact"} className="button-light mt-8">
          {t("contactUs")}
        </LocaleLink>
      </div>
    </section>
  );
}
