"use client";

import { SiteLink } from "@/components/ui/site-link";
import { Fragment, type ReactNode } from "react";
import { Clock, Mail, MapPin, Phone } from "@/components/ui/icons";
import { InstagramIcon, LinkedInIcon, WhatsAppIcon, XIcon, YouTubeIcon } from "./social-icons";

const SOCIAL_ICONS = { linkedin: LinkedInIcon, x: XIcon, instagram: InstagramIcon, youtube: YouTubeIcon } as const;

/** A link as [href, label]: public hrefs, resolved for the page's language on the server. */
type FooterLink = readonly [href: string, label: string];

/** A way to reach the company: a label for screen readers, the text shown and where it links. */
type Contact = { label: string; text: string; href: string; external?: boolean; ltr?: boolean };

/** Everything the footer shows, translated and with public hrefs (built in site-footer.tsx). */
export type FooterModel = {
  about: string;
  followUs: string;
  social: Array<{ key: keyof typeof SOCIAL_ICONS; href: string; label: string }>;
  services: { title: string; links: FooterLink[] };
  company: { title: string; links: FooterLink[] };
  markets: { title: string; names: string[] };
  contact: {
    title: string;
    address: { label: string; line: string; mapHref: string; mapLabel: string };
    phone: Contact;
    whatsapp: Contact;
    email: Contact;
  };
  hours: { title: string; lines: string[] };
  copyright: string;
  /** Commercial registration, VAT number and National Address, those filled in. */
  registration: { lines: string[] };
  legal: { label: string; links: FooterLink[] };
};

/**
 * The site footer. A client component so that the page's React payload carries this model, not
 * the footer's element tree (a tenth of every page's HTML); it renders the same markup.
 */
export function FooterView({ model, brand }: { model: FooterModel; brand: ReactNode }) {
  const { contact } = model;
  return (
    <footer className="mt-auto bg-navy-900 text-white/85">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-12">
        <div className="lg:col-span-4">
          {brand}
          <p className="mt-4 max-w-sm text-sm leading-relaxed">{model.about}</p>
          {model.social.length > 0 && (
            <>
              <p className="mt-6 text-sm font-semibold text-white">{model.followUs}</p>
              <ul className="mt-3 flex gap-2">
                {model.social.map(({ key, href, label }) => {
                  const Icon = SOCIAL_ICONS[key];
                  return (
                    <li key={key}>
                      <a
                        href={href}
                        rel="noopener noreferrer me"
                        target="_blank"
                        aria-label={label}
                        className="social-link"
                      >
                        <Icon className="size-5" />
                      </a>
                    </li>
                  );
                })}
              </ul>
            </>
          )}
        </div>

        <nav aria-label={model.services.title} className="lg:col-span-3">
          <h2 className="text-base font-semibold text-white">{model.services.title}</h2>
          <LinkList links={model.services.links} className="mt-4 space-y-1 text-sm" />
        </nav>

        <div className="lg:col-span-2">
          <h2 className="text-base font-semibold text-white">{model.company.title}</h2>
          <LinkList links={model.company.links} className="mt-4 space-y-1 text-sm" />
          <h2 className="mt-8 text-base font-semibold text-white">{model.markets.title}</h2>
          <ul className="mt-3 space-y-1 text-sm">
            {model.markets.names.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </div>

        <div className="lg:col-span-3">
          <h2 className="text-base font-semibold text-white">{contact.title}</h2>
          <address className="mt-4 space-y-3 text-sm not-italic">
            <p className="flex gap-2">
              <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-gold-400" />
              <span>
                <span className="sr-only">{contact.address.label}: </span>
                {contact.address.line}
                <br />
                <a
                  href={contact.address.mapHref}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="underline hover:text-white"
                >
                  {contact.address.mapLabel}
                </a>
              </span>
            </p>
            <ContactLine
              icon={<Phone aria-hidden className="mt-0.5 size-4 shrink-0 text-gold-400" />}
              {...contact.phone}
            />
            <ContactLine
              icon={<WhatsAppIcon className="mt-0.5 size-4 shrink-0 text-gold-400" />}
              {...contact.whatsapp}
            />
            <ContactLine
              icon={<Mail aria-hidden className="mt-0.5 size-4 shrink-0 text-gold-400" />}
              {...contact.email}
            />
          </address>
          <h2 className="mt-8 text-base font-semibold text-white">{model.hours.title}</h2>
          <p className="mt-3 flex gap-2 text-sm">
            <Clock aria-hidden className="mt-0.5 size-4 shrink-0 text-gold-400" />
            <span>
              {model.hours.lines.map((line, index) => (
                <Fragment key={index}>
                  {index > 0 && <br />}
                  {line}
                </Fragment>
              ))}
            </span>
          </p>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col items-center gap-3 py-5 text-sm text-white/80 sm:flex-row sm:justify-between">
          <div>
            <p>{model.copyright}</p>
            {model.registration.lines.length > 0 && (
              <p className="mt-1 text-xs text-white/80" data-testid="registration">
                {model.registration.lines.map((line, index) => (
                  <Fragment key={index}>
                    {index > 0 && <span aria-hidden> · </span>}
                    <span className="inline-block">{line}</span>
                  </Fragment>
                ))}
              </p>
            )}
          </div>
          <nav aria-label={model.legal.label}>
            <LinkList
              links={model.legal.links}
              className="flex flex-wrap justify-center gap-x-5 gap-y-1"
              linkClassName="footer-link underline-offset-4"
            />
          </nav>
        </div>
      </div>
    </footer>
  );
}

function LinkList({
  links,
  className,
  linkClassName = "footer-link",
}: {
  links: FooterLink[];
  className: string;
  linkClassName?: string;
}) {
  return (
    <ul className={className}>
      {links.map(([href, label]) => (
        <li key={href}>
          <SiteLink href={href} className={linkClassName}>
            {label}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}

function ContactLine({ icon, label, text, href, external, ltr }: Contact & { icon: ReactNode }) {
  return (
    <p className="flex gap-2">
      {icon}
      <span>
        <span className="sr-only">{label}: </span>
        <a
          href={href}
          {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
          dir={ltr ? "ltr" : undefined}
          className="hover:text-white hover:underline"
        >
          {text}
        </a>
      </span>
    </p>
  );
}
