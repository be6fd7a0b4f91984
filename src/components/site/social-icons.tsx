import type { SVGProps } from "react";

/**
 * Brand glyphs (the icon set has no brand logos), decorative: the link carries the name. Their
 * paths live once in public/brand/social-icons.svg, which the browser fetches and caches for every page;
 * drawn inline, each copy cost its path twice in every page's HTML (the markup and the React
 * payload) and again in the footer's JavaScript.
 */
type IconProps = SVGProps<SVGSVGElement>;

const SPRITE = "/brand/social-icons.svg";

function brandIcon(id: "linkedin" | "x" | "instagram" | "youtube" | "whatsapp") {
  return function BrandIcon(props: IconProps) {
    return (
      <svg viewBox="0 0 24 24" aria-hidden {...props}>
        <use href={`${SPRITE}#${id}`} />
      </svg>
    );
  };
}

export const LinkedInIcon = brandIcon("linkedin");
export const XIcon = brandIcon("x");
export const InstagramIcon = brandIcon("instagram");
export const YouTubeIcon = brandIcon("youtube");
export const WhatsAppIcon = brandIcon("whatsapp");
