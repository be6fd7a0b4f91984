import { getImageProps, type ImageProps } from "next/image";
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
  return <img {...props} alt={props.alt} />;
}
