import { CalendarCheck, Clock, Mail, MapPin, Phone } from "@/components/ui/icons";
import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { PageBanner } from "@/components/services/page-banner";
import { ASSESSMENT_SERVICE } from "@/lib/validation/lead-choices";
import { WhatsAppIcon } from "@/components/site/social-icons";
import type { Locale } from "@/i18n/locales";
import { mailtoUrl, telUrl, whatsappUrl } from "@/lib/contact-links";
import { localizedHref } from "@/lib/seo/urls";
import { addressLine } from "@/lib/site-facts";
import { getSiteSettings } from "@/server/site-settings";

/** /contact: the company's contact facts, hours, map link and WhatsApp, beside the contact form. */
export async function ContactPage({ form }: { form?: ReactNode }) {
  const t = await getTranslations("contact");
  const footer = await getTranslations("footer");
  const nav = await getTranslations("nav");
  const chat = await getTranslations("chat");
  const locale = (await getLocale()) as Locale;
  const { company } = await getSiteSettings();

  return (
    <>
      <PageBanner
        title={t("title")}
        tagline={t("intro")}
        crumbs={[{ label: nav("home"), href: "/" }, { label: t("title") }]}
      />
      {/* Near the top on a phone too: the free assessment is booked in the form below, which
          offers its times once it is chosen (a link, so it works before and without scripts). */}
      <nav aria-label={t("jump.label")} className="container-page pt-8">
        <ul className="flex flex-wrap items-center gap-3">
          <li>
            {/* A whole page: the form is made again with the assessment chosen and its times shown. */}
            <a
              href={localizedHref(locale, `/contact?service=${ASSESSMENT_SERVICE}#contact-form`)}
              className="button-primary"
            >
              <CalendarCheck aria-hidden className="size-5" />
              {t("jump.book")}
            </a>
          </li>
          {form && (
            <li>
              <a href="#contact-form" className="button-secondary">
                {t("jump.message")}
              </a>
            </li>
          )}
          <li>
            <a
              href="#reach-title"
              className="inline-flex min-h-11 items-center px-2 font-semibold text-brand-800 underline-offset-4 hover:underline"
            >
              {t("jump.reach")}
            </a>
          </li>
        </ul>
      </nav>
      <div className="container-page grid gap-10 py-12 lg:grid-cols-5">
        <section aria-labelledby="reach-title" className="space-y-6 lg:col-span-2">
          <h2 id="reach-title" className="text-2xl font-bold text-navy-900">
            {t("reachUs")}
          </h2>
          <ul className="space-y-3">
            <ContactCard icon={<Phone aria-hidden className="size-5" />} label={footer("phoneLabel")}>
              <a href={telUrl(company.phone)} dir="ltr" className="font-semibold text-brand-800 hover:underline">
                {company.phone}
              </a>
            </ContactCard>
            <ContactCard icon={<WhatsAppIcon className="size-5" />} label={footer("whatsappLabel")}>
              <a
                href={whatsappUrl(company.whatsapp, chat("prefill"))}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-brand-800 hover:underline"
              >
                {t("whatsappButton")}
              </a>
            </ContactCard>
            <ContactCard icon={<Mail aria-hidden className="size-5" />} label={footer("emailLabel")}>
              <a href={mailtoUrl(company.email)} className="font-semibold text-brand-800 hover:underline">
                {company.email}
              </a>
            </ContactCard>
          </ul>
          <div className="rounded-2xl bg-sand-50 p-6">
            <h2 className="flex items-center gap-2 text-lg font-bold text-navy-900">
              <MapPin aria-hidden className="size-5 text-brand-700" />
              {t("visitUs")}
            </h2>
            <address className="mt-3 text-navy-700 not-italic">{addressLine(company, locale)}</address>
            <a
              href={company.mapUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-3 inline-block font-semibold text-brand-800 hover:underline"
            >
              {footer("mapLink")}
            </a>
          </div>
          <div className="rounded-2xl bg-sand-50 p-6">
            <h2 className="flex items-center gap-2 text-lg font-bold text-navy-900">
              <Clock aria-hidden className="size-5 text-brand-700" />
              {t("hours")}
            </h2>
            <p className="mt-3 text-navy-700">{company.hours.text[locale]}</p>
            {company.hours.closed[locale] && <p className="text-navy-700">{company.hours.closed[locale]}</p>}
          </div>
        </section>
        {form && (
          <section
            id="contact-form"
            aria-labelledby="form-title"
            className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-navy-900/10 sm:p-8 lg:col-span-3"
          >
            <h2 id="form-title" className="text-2xl font-bold text-navy-900">
              {t("formTitle")}
            </h2>
            {form}
          </section>
        )}
      </div>
    </>
  );
}

function ContactCard({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex items-center gap-4 rounded-2xl bg-white p-4 ring-1 ring-navy-900/10">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div>
        <p className="text-sm text-navy-700">{label}</p>
        {children}
      </div>
    </li>
  );
}
