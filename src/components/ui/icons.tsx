import type { ReactNode, SVGProps } from "react";

/*
 * The site's icons, drawn from lucide (https://lucide.dev, ISC licence; paths of lucide-react
 * 1.75.0). lucide-react's icons are client components: each one was hydrated in the browser and
 * sent its drawing twice (the HTML and the page's React payload), with eight presentation
 * attributes each. These render plain SVG on the server or in a client component; the shared
 * attributes are one CSS class (.icon in globals.css).
 */

export type IconProps = SVGProps<SVGSVGElement>;
export type Icon = (props: IconProps) => ReactNode;

function icon(paths: ReactNode): Icon {
  return function Icon({ className, ...props }: IconProps) {
    // As lucide: decorative unless given a name.
    const named =
      props["aria-label"] !== undefined || props["aria-labelledby"] !== undefined || props.role !== undefined;
    return (
      <svg
        viewBox="0 0 24 24"
        aria-hidden={named ? undefined : true}
        {...props}
        className={className ? `icon ${className}` : "icon"}
      >
        {paths}
      </svg>
    );
  };
}

/** lucide "arrow-right" */
export const ArrowRight = /* @__PURE__ */ icon(
  <>
    <path d="M5 12h14" />
    <path d="m12 5 7 7-7 7" />
  </>,
);

/** lucide "circle-check" */
export const CheckCircle2 = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m16 9-5.5 5.5L8 12" />
  </>,
);

/** lucide "chevron-down" */
export const ChevronDown = /* @__PURE__ */ icon(
  <>
    <path d="m6 9 6 6 6-6" />
  </>,
);

/** lucide "calendar-check" */
export const CalendarCheck = /* @__PURE__ */ icon(
  <>
    <path d="M8 2v4" />
    <path d="M16 2v4" />
    <rect width="18" height="18" x="3" y="4" rx="2" />
    <path d="M3 10h18" />
    <path d="m9 16 2 2 4-4" />
  </>,
);

/** lucide "chevron-left" */
export const ChevronLeft = /* @__PURE__ */ icon(
  <>
    <path d="m15 18-6-6 6-6" />
  </>,
);

/** lucide "chevron-right" */
export const ChevronRight = /* @__PURE__ */ icon(
  <>
    <path d="m9 18 6-6-6-6" />
  </>,
);

/** lucide "clock" */
export const Clock = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </>,
);

/** lucide "compass" */
export const Compass = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m16.24 7.76-1.804 5.411a2 2 0 0 1-1.265 1.265L7.76 16.24l1.804-5.411a2 2 0 0 1 1.265-1.265z" />
  </>,
);

/** lucide "eye" */
export const Eye = /* @__PURE__ */ icon(
  <>
    <path d="M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0" />
    <circle cx="12" cy="12" r="3" />
  </>,
);

/** lucide "file-pen-line" */
export const FileSignature = /* @__PURE__ */ icon(
  <>
    <path d="M14.364 13.634a2 2 0 0 0-.506.854l-.837 2.87a.5.5 0 0 0 .62.62l2.87-.837a2 2 0 0 0 .854-.506l4.013-4.009a1 1 0 0 0-3.004-3.004z" />
    <path d="M14.487 7.858A1 1 0 0 1 14 7V2" />
    <path d="M20 19.645V20a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h8a2.4 2.4 0 0 1 1.704.706l2.516 2.516" />
    <path d="M8 18h1" />
  </>,
);

/** lucide "earth" */
export const Globe2 = /* @__PURE__ */ icon(
  <>
    <path d="M21.54 15H17a2 2 0 0 0-2 2v4.54" />
    <path d="M7 3.34V5a3 3 0 0 0 3 3a2 2 0 0 1 2 2c0 1.1.9 2 2 2a2 2 0 0 0 2-2c0-1.1.9-2 2-2h3.17" />
    <path d="M11 21.95V18a2 2 0 0 0-2-2a2 2 0 0 1-2-2v-1a2 2 0 0 0-2-2H2.05" />
    <circle cx="12" cy="12" r="10" />
  </>,
);

/** lucide "languages" */
export const Languages = /* @__PURE__ */ icon(
  <>
    <path d="m5 8 6 6" />
    <path d="m4 14 6-6 2-3" />
    <path d="M2 5h12" />
    <path d="M7 2h1" />
    <path d="m22 22-5-10-5 10" />
    <path d="M14 18h6" />
  </>,
);

/** lucide "loader-circle" */
export const Loader2 = /* @__PURE__ */ icon(
  <>
    <path d="M21 12a9 9 0 1 1-6.219-8.56" />
  </>,
);

/** lucide "mail" */
export const Mail = /* @__PURE__ */ icon(
  <>
    <path d="m22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7" />
    <rect x="2" y="4" width="20" height="16" rx="2" />
  </>,
);

/** lucide "map-pin" */
export const MapPin = /* @__PURE__ */ icon(
  <>
    <path d="M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0" />
    <circle cx="12" cy="10" r="3" />
  </>,
);

/** lucide "menu" */
export const Menu = /* @__PURE__ */ icon(
  <>
    <path d="M4 5h16" />
    <path d="M4 12h16" />
    <path d="M4 19h16" />
  </>,
);

/** lucide "message-circle" */
export const MessageCircle = /* @__PURE__ */ icon(
  <>
    <path d="M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719" />
  </>,
);

/** lucide "pause" */
export const Pause = /* @__PURE__ */ icon(
  <>
    <rect x="14" y="3" width="5" height="18" rx="1" />
    <rect x="5" y="3" width="5" height="18" rx="1" />
  </>,
);

/** lucide "phone" */
export const Phone = /* @__PURE__ */ icon(
  <>
    <path d="M13.832 16.568a1 1 0 0 0 1.213-.303l.355-.465A2 2 0 0 1 17 15h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2A18 18 0 0 1 2 4a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v3a2 2 0 0 1-.8 1.6l-.468.351a1 1 0 0 0-.292 1.233 14 14 0 0 0 6.392 6.384" />
  </>,
);

/** lucide "play" */
export const Play = /* @__PURE__ */ icon(
  <>
    <path d="M5 5a2 2 0 0 1 3.008-1.728l11.997 6.998a2 2 0 0 1 .003 3.458l-12 7A2 2 0 0 1 5 19z" />
  </>,
);

/** lucide "scale" */
export const Scale = /* @__PURE__ */ icon(
  <>
    <path d="M12 3v18" />
    <path d="m19 8 3 8a5 5 0 0 1-6 0zV7" />
    <path d="M3 7h1a17 17 0 0 0 8-2 17 17 0 0 0 8 2h1" />
    <path d="m5 8 3 8a5 5 0 0 1-6 0zV7" />
    <path d="M7 21h10" />
  </>,
);

/** lucide "search" */
export const Search = /* @__PURE__ */ icon(
  <>
    <path d="m21 21-4.34-4.34" />
    <circle cx="11" cy="11" r="8" />
  </>,
);

/** lucide "send" */
export const Send = /* @__PURE__ */ icon(
  <>
    <path d="M14.536 21.686a.5.5 0 0 0 .937-.024l6.5-19a.496.496 0 0 0-.635-.635l-19 6.5a.5.5 0 0 0-.024.937l7.93 3.18a2 2 0 0 1 1.112 1.11z" />
    <path d="m21.854 2.147-10.94 10.939" />
  </>,
);

/** lucide "shield-check" */
export const ShieldCheck = /* @__PURE__ */ icon(
  <>
    <path d="M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z" />
    <path d="m9 12 2 2 4-4" />
  </>,
);

/** lucide "users" */
export const Users = /* @__PURE__ */ icon(
  <>
    <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" />
    <path d="M16 3.128a4 4 0 0 1 0 7.744" />
    <path d="M22 21v-2a4 4 0 0 0-3-3.87" />
    <circle cx="9" cy="7" r="4" />
  </>,
);

/** lucide "x" */
export const X = /* @__PURE__ */ icon(
  <>
    <path d="M18 6 6 18" />
    <path d="m6 6 12 12" />
  </>,
);
