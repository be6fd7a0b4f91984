import { getImageProps, type ImageProps } from "next/image";
import type { CSSProperties } from "react";
import { preload } from "react-dom";
import { widestSource } from "@/lib/srcset";

type StaticImageProps = Omit<ImageProps, "priority" | "preload" | "onLoad" | "onError" | "placeholder" | "loader"> & {
  /** The page's largest paint: loaded eagerly at high priority, and preloaded from the head. */
  lcp?: boolean;
  /** The picture file's own width, when known: srcset entries wider than it are left out. */
  sourceWidth?: number;
};

/**
 * next/image's optimisation (responsive srcset, AVIF/WebP, lazy loading) rendered on the server as
 * a plain <img>. next/image itself is a client component; this ships no JavaScript, which keeps the
 * home page within its script budget.
 */
export function StaticImage(image: StaticImageProps) {
  const props = staticImageProps(image);
  if (image.lcp) preloadLcpImage(props);
  return <img {...props} alt={props.alt} />;
}

/** Preloads a page's largest paint from the head, at high priority, with its srcset. */
export function preloadLcpImage(props: ReturnType<typeof staticImageProps>) {
  if (!props.src) return;
  preload(props.src, { as: "image", imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: "high" });
}

/**
 * The <img> attributes StaticImage renders, for a client component that draws many pictures from
 * plain data (the home page's service cards).
 */
export function staticImageProps({ lcp = false, sourceWidth, ...image }: StaticImageProps) {
  const { props } = getImageProps({
    ...image,
    loading: lcp ? "eager" : image.loading,
    fetchPriority: lcp ? "high" : image.fetchPriority,
  });
  // Each srcset entry is a long URL, written in the HTML and again in the page's React payload.
  const srcSet = props.srcSet && trimSrcSet(props.srcSet, neededWidths(image, sourceWidth));
  const src = (srcSet && entries(srcSet) && widestSource(srcSet)) || props.src;
  const { style, ...rest } = props;
  if (!image.fill) return { ...props, src, srcSet };
  // next/image writes the filling position as an inline style on every such image, in the HTML
  // and again in the page's React payload; one class says the same (globals.css).
  const fillStyle = withoutFillStyle(style);
  return {
    ...rest,
    src,
    srcSet,
    className: `img-fill ${props.className ?? ""}`,
    ...(fillStyle ? { style: fillStyle } : {}),
  };
}

/** What the <img> attributes of several pictures drawn alike share: all but their own URLs and text. */
export function sharedImageProps(images: Array<ReturnType<typeof staticImageProps>>) {
  const { src: _src, srcSet: _srcSet, alt: _alt, ...shared } = images[0] ?? {};
  return shared;
}

type Entry = { url: string; width: number };

/** A srcset's entries, or null when they are not all `w` descriptors (a fixed image's 1x and 2x). */
function entries(srcSet: string): Entry[] | null {
  const list = srcSet.split(", ").map((entry) => {
    const [url = "", descriptor = ""] = entry.split(" ");
    return { url, width: /^\d+w$/.test(descriptor) ? Number.parseInt(descriptor, 10) : Number.NaN };
  });
  return list.some((entry) => Number.isNaN(entry.width)) ? null : list;
}

/**
 * Which `w` entries can ever be chosen: for a fixed-size image with `sizes` in pixels, the first
 * width at or above 1, 2 and 3 times its size (screens up to 3x); for any image whose file width is
 * known, none past the first width that covers the file. `undefined`: keep every entry.
 */
function neededWidths(image: StaticImageProps, sourceWidth: number | undefined) {
  const fixed = !image.fill && typeof image.width === "number" && image.sizes === `${image.width}px`;
  return (widths: number[]): number[] => {
    let kept = widths;
    if (sourceWidth) {
      const cover = widths.find((width) => width >= sourceWidth);
      kept = kept.filter((width) => cover === undefined || width <= cover);
    }
    if (fixed) {
      const size = image.width as number;
      const picks = [1, 2, 3].map((scale) => kept.find((width) => width >= size * scale) ?? kept.at(-1));
      kept = kept.filter((width) => picks.includes(width));
    }
    return kept;
  };
}

/** The srcset with only the entries whose width `keep` returns; unchanged when it is not `w`-based. */
function trimSrcSet(srcSet: string, keep: (widths: number[]) => number[]): string {
  const list = entries(srcSet);
  if (!list) return srcSet;
  const kept = new Set(keep(list.map((entry) => entry.width)));
  return list
    .filter((entry) => kept.has(entry.width))
    .map((entry) => `${entry.url} ${entry.width}w`)
    .join(", ");
}

const FILL_STYLE = ["position", "height", "width", "left", "top", "right", "bottom", "color"] as const;

/**
 * The inline style next/image gives a filling image, less what `.img-fill` says and the properties
 * it leaves undefined (each still written into the React payload); undefined if nothing is left.
 */
function withoutFillStyle(style: CSSProperties | undefined): CSSProperties | undefined {
  if (!style) return undefined;
  const rest: Record<string, unknown> = { ...style };
  for (const key of FILL_STYLE) delete rest[key];
  for (const [key, value] of Object.entries(rest)) if (value === undefined) delete rest[key];
  return Object.keys(rest).length > 0 ? (rest as CSSProperties) : undefined;
}
