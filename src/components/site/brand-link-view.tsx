"use client";

import { SiteLink } from "@/components/ui/site-link";

type Props = { href: string; label: string; name: string; logo: string; tone: "dark" | "light" };

/** The logo and the company's short name, linking home (BrandLink gives it its texts). */
export function BrandLinkView({ href, label, name, logo, tone }: Props) {
  return (
    <SiteLink href={href} className="flex shrink-0 items-center gap-2.5 rounded-lg" aria-label={label}>
      {/* Decorative: the link's accessible name carries the brand. */}
      <img src={logo} alt="" width={36} height={36} className="size-9" />
      <span className={`text-lg leading-tight font-bold ${tone === "dark" ? "text-navy-900" : "text-white"}`}>
        {name}
      </span>
    </SiteLink>
  );
}
