import type { ReactNode, SVGProps } from "react";
import sprite from "./icons.svg";

/*
 * The site's icons (lucide, https://lucide.dev, ISC licence) and brand glyphs, drawn from one
 * sprite, src/components/ui/icons.svg, which the build fingerprints and the browser caches for good.
 * Drawn inline, every icon cost its paths twice in each page's HTML (the markup and the React
 * payload) and again in the JavaScript of every client component that shows it; with <use> a page
 * carries only the icon's name. The shared drawing attributes are one CSS class (.icon in
 * globals.css), which the sprite's shapes inherit.
 */

export type IconProps = SVGProps<SVGSVGElement>;
export type Icon = (props: IconProps) => ReactNode;

/** The sprite's address; each symbol is `${SPRITE}#${id}`. */
export const SPRITE: string = sprite.src;

/** An icon drawn from the sprite's symbol `id`, decorative unless given a name (as lucide). */
export function spriteIcon(id: string, baseClass = "icon"): Icon {
  return function Icon({ className, ...props }: IconProps) {
    const named =
      props["aria-label"] !== undefined || props["aria-labelledby"] !== undefined || props.role !== undefined;
    return (
      <svg
        viewBox="0 0 24 24"
        aria-hidden={named ? undefined : true}
        {...props}
        className={[baseClass, className].filter(Boolean).join(" ") || undefined}
      >
        <use href={`${SPRITE}#${id}`} />
      </svg>
    );
  };
}

export const ArrowRight = /* @__PURE__ */ spriteIcon("arrow-right");
export const CheckCircle2 = /* @__PURE__ */ spriteIcon("circle-check");
export const ChevronDown = /* @__PURE__ */ spriteIcon("chevron-down");
export const CalendarCheck = /* @__PURE__ */ spriteIcon("calendar-check");
export const ChevronLeft = /* @__PURE__ */ spriteIcon("chevron-left");
export const ChevronRight = /* @__PURE__ */ spriteIcon("chevron-right");
export const Clock = /* @__PURE__ */ spriteIcon("clock");
export const Compass = /* @__PURE__ */ spriteIcon("compass");
export const Eye = /* @__PURE__ */ spriteIcon("eye");
export const FileSignature = /* @__PURE__ */ spriteIcon("file-pen-line");
export const Globe2 = /* @__PURE__ */ spriteIcon("earth");
export const Languages = /* @__PURE__ */ spriteIcon("languages");
export const Loader2 = /* @__PURE__ */ spriteIcon("loader-circle");
export const Mail = /* @__PURE__ */ spriteIcon("mail");
export const MapPin = /* @__PURE__ */ spriteIcon("map-pin");
export const Menu = /* @__PURE__ */ spriteIcon("menu");
export const MessageCircle = /* @__PURE__ */ spriteIcon("message-circle");
export const Pause = /* @__PURE__ */ spriteIcon("pause");
export const Phone = /* @__PURE__ */ spriteIcon("phone");
export const Play = /* @__PURE__ */ spriteIcon("play");
export const Scale = /* @__PURE__ */ spriteIcon("scale");
export const Search = /* @__PURE__ */ spriteIcon("search");
export const Send = /* @__PURE__ */ spriteIcon("send");
export const ShieldCheck = /* @__PURE__ */ spriteIcon("shield-check");
export const Users = /* @__PURE__ */ spriteIcon("users");
export const X = /* @__PURE__ */ spriteIcon("x");
