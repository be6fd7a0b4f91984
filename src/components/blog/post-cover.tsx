import { StaticImage } from "@/components/ui/static-image";
import { siteConfig } from "@/config/site";
import { objectPosition, type FocalPoint } from "@/lib/focal-point";

/**
 * The post cover in a rounded 16:9 frame: a grey pulsing placeholder holds the space
 * until the image has loaded and covers it; its alternative text is the post's meta description.
 * A post without a cover gets a still, brand-coloured panel with the logo mark instead: the
 * pulsing placeholder means "loading", and nothing is.
 * Rendered on the server, so the cover paints as soon as it arrives, without waiting for scripts.
 */
export function PostCover({
  src,
  alt,
  priority = false,
  eager = false,
  sizes,
  focus,
  testId = "post-cover",
}: {
  /** The editor's focal point: the crop keeps it in view (src/lib/focal-point.ts). */
  focus?: FocalPoint;
  src: string;
  alt: string;
  /** The page's largest paint: preloaded, at high priority. */
  priority?: boolean;
  /** In the first screen on some screens: loaded at once (not lazily), at normal priority. */
  eager?: boolean;
  sizes: string;
  testId?: string;
}) {
  if (!src) {
    return (
      <div
        className="relative grid aspect-video place-items-center overflow-hidden rounded-2xl bg-gradient-to-br from-brand-100 via-sand-50 to-brand-200"
        data-testid={testId}
        data-cover="none"
      >
        <div aria-hidden className="pattern-sadu absolute inset-0 text-brand-700 opacity-[0.07]" />
        {/* Decorative: the post's title is right beside it. */}
        <img
          src={siteConfig.logoMark}
          alt=""
          width={64}
          height={64}
          className="relative aspect-square w-1/5 max-w-28 rounded-full bg-white/80 p-[4%] shadow-sm ring-1 ring-brand-700/10"
        />
      </div>
    );
  }
  const external = /^https?:\/\//.test(src);
  return (
    <div className="relative aspect-video overflow-hidden rounded-2xl bg-gray-200" data-testid={testId}>
      <div aria-hidden className="absolute inset-0 animate-pulse-soft bg-gray-300/60 motion-reduce:animate-none" />
      <StaticImage
        src={src}
        alt={alt}
        fill
        sizes={sizes}
        lcp={priority}
        loading={eager ? "eager" : undefined}
        unoptimized={external}
        className="object-cover"
        {...(objectPosition(focus) ? { style: { objectPosition: objectPosition(focus) } } : {})}
      />
    </div>
  );
}
