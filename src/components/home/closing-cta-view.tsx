"use client";

import { SiteLink } from "@/components/ui/site-link";
import { WhatsAppIcon } from "@/components/site/social-icons";
import { whatsappUrl } from "@/lib/contact-links";

type Props = {
  title: string;
  text: string;
  contact: { href: string; label: string };
  /**
   * The WhatsApp number and the prefilled message. The wa.me link is built here: percent-encoded,
   * an Arabic message is twice as long in the page's React payload.
   */
  whatsapp: { number: string; message: string; label: string };
};

/** The home page's closing call to action, drawn from its texts. */
export function ClosingCtaView({ title, text, contact, whatsapp }: Props) {
  return (
    <section aria-labelledby="cta-title" className="px-4 pb-20 sm:pb-24">
      <div className="container-page rounded-3xl bg-gradient-to-br from-brand-700 to-navy-900 px-6 py-14 text-center text-white sm:px-12">
        <h2 id="cta-title" className="text-3xl font-bold text-balance sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-white/90">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <SiteLink href={contact.href} className="button-light">
            {contact.label}
          </SiteLink>
          <a
            href={whatsappUrl(whatsapp.number, whatsapp.message)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-2 rounded-full border border-white/60 px-6 py-2.5 font-semibold text-white hover:bg-white/10"
          >
            <WhatsAppIcon className="size-5" />
            {whatsapp.label}
          </a>
        </div>
      </div>
    </section>
  );
}
