import { siteConfig } from "@/config/site";
import type { Locale } from "@/i18n/locales";
import { telUrl } from "@/lib/contact-links";
import { socialProfiles } from "@/lib/site-facts";
import type { SiteSettings } from "@/lib/validation/site-settings";
import { localizedPath } from "./urls";

/**
 * The markets served, as schema.org countries named in the page's language (the names the footer
 * shows) with their ISO 3166-1 code: a bare "SA" would be read as the country's name.
 */
export function servedCountries(locale: Locale) {
  const names = new Intl.DisplayNames([locale], { type: "region" });
  return siteConfig.markets.map((code) => ({ "@type": "Country", name: names.of(code) ?? code, identifier: code }));
}

/**
 * Site-wide structured data: Organization, LocalBusiness and WebSite with a SearchAction,
 * from the company's facts in the site settings.
 */
export function siteStructuredData(
  origin: string,
  locale: Locale,
  description: string,
  company: SiteSettings["company"],
) {
  const organizationId = `${origin}/#organization`;
  const home = `${origin}${localizedPath(locale, "/")}`;
  const name = company.name[locale];
  const alternateName = locale === "ar" ? company.name.en : company.name.ar;
  const sameAs = socialProfiles(company).map(([, url]) => url);
  // schema.org wants the number without spaces: "+966114102200".
  const telephone = telUrl(company.phone).slice("tel:".length);

  const organization = {
    "@type": "Organization",
    "@id": organizationId,
    name: company.name.en,
    alternateName: company.name.ar,
    url: `${origin}/`,
    logo: { "@type": "ImageObject", url: `${origin}${siteConfig.logoPng}`, width: 512, height: 512 },
    foundingDate: String(siteConfig.foundingYear),
    email: company.email,
    telephone,
    contactPoint: [
      {
        "@type": "ContactPoint",
        telephone,
        contactType: "customer service",
        email: company.email,
        areaServed: servedCountries(locale),
        availableLanguage: ["ar", "en"],
      },
    ],
    sameAs,
  };

  const localBusiness = {
    "@type": "LocalBusiness",
    "@id": `${origin}/#localbusiness`,
    name,
    alternateName,
    description,
    url: home,
    image: `${origin}${siteConfig.logoPng}`,
    logo: `${origin}${siteConfig.logoPng}`,
    telephone,
    email: company.email,
    priceRange: siteConfig.priceRange,
    parentOrganization: { "@id": organizationId },
    address: {
      "@type": "PostalAddress",
      streetAddress: company.address.street[locale],
      addressLocality: company.address.city[locale],
      addressRegion: company.address.region[locale],
      postalCode: company.address.postalCode,
      addressCountry: company.address.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: company.geo.latitude, longitude: company.geo.longitude },
    hasMap: company.mapUrl,
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: [...company.hours.days],
        opens: company.hours.opens,
        closes: company.hours.closes,
      },
    ],
    areaServed: servedCountries(locale),
    sameAs,
  };

  const website = {
    "@type": "WebSite",
    "@id": `${origin}${localizedPath(locale, "/")}#website`,
    url: home,
    name,
    alternateName,
    inLanguage: locale,
    publisher: { "@id": organizationId },
    potentialAction: {
      "@type": "SearchAction",
      target: {
        "@type": "EntryPoint",
        // The home page's own address: "/en/?s=" would answer with a redirect.
        urlTemplate: `${home}?s={search_term_string}`,
      },
      "query-input": "required name=search_term_string",
    },
  };

  return { "@context": "https://schema.org", "@graph": [organization, localBusiness, website] };
}

export type Breadcrumb = { name: string; path: string };

/**
 * A BreadcrumbList of real pages: a crumb that is a place on another page ("/#services") is not a
 * page a search engine can list, so it is left out and the positions follow on.
 */
export function breadcrumbList(origin: string, items: Breadcrumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items
      .filter((item) => !item.path.includes("#"))
      .map((item, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: item.name,
        item: `${origin}${item.path}`,
      })),
  };
}

export type ServiceStructuredDataInput = {
  origin: string;
  url: string;
  name: string;
  description: string;
  image: string;
  locale: Locale;
  faqs: Array<{ key: string; description: string }>;
};

/** Service and FAQPage structured data of a service page. */
export function serviceStructuredData(input: ServiceStructuredDataInput) {
  return [
    {
      "@context": "https://schema.org",
      "@type": "Service",
      "@id": `${input.url}#service`,
      name: input.name,
      serviceType: input.name,
      description: input.description,
      url: input.url,
      image: `${input.origin}${input.image}`,
      inLanguage: input.locale,
      provider: { "@id": `${input.origin}/#organization` },
      areaServed: servedCountries(input.locale),
    },
    {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      "@id": `${input.url}#faq`,
      inLanguage: input.locale,
      mainEntity: input.faqs.map((faq) => ({
        "@type": "Question",
        name: faq.key,
        acceptedAnswer: { "@type": "Answer", text: faq.description },
      })),
    },
  ];
}

export type PersonInput = { slug: string; name: string; role: string; bio: string; photo: string };

/** The address of an author's page (/blog/authors/{slug}) in a language. */
export const authorPath = (locale: Locale, slug: string) => localizedPath(locale, `/blog/authors/${slug}`);

/**
 * A staff author as a schema.org Person, with the author page as `url` and `@id`, so that every
 * post naming them points at one person.
 */
export function personStructuredData(origin: string, locale: Locale, person: PersonInput) {
  const url = `${origin}${authorPath(locale, person.slug)}`;
  return {
    "@type": "Person",
    "@id": `${url}#person`,
    name: person.name,
    url,
    ...(person.role ? { jobTitle: person.role } : {}),
    ...(person.bio ? { description: person.bio } : {}),
    ...(person.photo ? { image: new URL(person.photo, origin).toString() } : {}),
    worksFor: { "@id": `${origin}/#organization` },
  };
}
