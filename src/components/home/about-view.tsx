"use client";

import { SiteLink } from "@/components/ui/site-link";

type Props = {
  logo: { src: string; alt: string };
  eyebrow: string;
  title: string;
  text: string;
  learnMore: { href: string; label: string };
};

/** The home page's short 'about us', drawn from its texts. */
export function AboutView({ logo, eyebrow, title, text, learnMore }: Props) {
  return (
    <section id="about" aria-labelledby="about-title" className="bg-sand-50 py-20 sm:py-24">
      <div className="container-page grid items-center gap-12 lg:grid-cols-2">
        <div className="flex justify-center">
          <div className="relative flex size-56 items-center justify-center rounded-[2.5rem] bg-white shadow-xl ring-1 ring-navy-900/5 sm:size-72">
            <img
              src={logo.src}
              alt={logo.alt}
              width={192}
              height={192}
              loading="lazy"
              className="scroll-linked-logo size-36 sm:size-48"
            />
          </div>
        </div>
        <div>
          <p className="section-eyebrow">{eyebrow}</p>
          <h2 id="about-title" className="section-title mt-2">
            {title}
          </h2>
          <p className="mt-5 text-lg text-navy-700">{text}</p>
          <SiteLink href={learnMore.href} className="button-primary mt-8">
            {learnMore.label}
          </SiteLink>
        </div>
      </div>
    </section>
  );
}
