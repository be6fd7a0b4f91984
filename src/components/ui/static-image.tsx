import { getImageProps, type ImageProps } from "next/image";
import type { CSSProperties } from "react";
import { preload } from "react-dom";

type StaticImageProps = Omit<ImageProps, "priority" | "preload" | "onLoad" | "onError" | "placeholder" | "loader"> & {
  /** The page's largest paint: loaded eagerly at high priority, and preloaded from the head. */
  lcp?: boolean;
};

/**
 * next/image's optimisation (responsive srcset, AVIF/WebP, lazy loading) rendered on the server as
 * a plain <img>. next/image itself is a client component; this ships no JavaScript, which keeps the
 * home page within its script budget.
 */
export function StaticImage({ lcp = false, ...image }: StaticImageProps) {
  const { props } = getImageProps({
    ...image,
    loading: lcp ? "eager" : image.loading,
    fetchPriority: lcp ? "high" : image.fetchPriority,
  });
  if (lcp && props.src) {
    preload(props.src, {
      as: "image",
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: "high",
    });
  }
  if (image.fill) {
    // next/image writes the filling position as an inline style on every such image, in the HTML
    // and again in the page's React payload; one class says the same (globals.css).
    const { style, ...rest } = props;
    return (
      <img {...rest} style={withoutFillStyle(style)} className={`img-fill ${props.className ?? ""}`} alt={props.alt} />
    );
  }
  return <img {...props} alt={props.alt} />;
}

const FILL_STYLE = ["position", "height", "width", "left", "top", "right", "bottom", "color"] as const;

/** The inline style next/image gives a filling image, less what `.img-fill` says; undefined if nothing is left. */
function withoutFillStyle(style: CSSProperties | undefined): CSSProperties | undefined {
  if (!style) return undefined;
  const rest: Record<string, unknown> = { ...style };
  for (const key of FILL_STYLE) delete rest[key];
  return Object.keys(rest).length > 0 ? (rest as CSSProperties) : undefined;
}
