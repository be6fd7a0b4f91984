import { StaticImage } from "@/components/ui/static-image";

/**
 * The post cover in a rounded 16:9 frame (spec §2): a grey pulsing placeholder holds the space
 * until the image has loaded and covers it; its alternative text is the post's meta description.
 * Rendered on the server, so the cover paints as soon as it arrives, without waiting for scripts.
 */
export function PostCover({
  src,
  alt,
  priority = false,
  sizes,
}: {
  src: string;
  alt: string;
  priority?: boolean;
  sizes: string;
}) {
  const external = /^https?:\/\//.test(src);
  return (
    <div className="relative aspect-video overflow-hidden rounded-2xl bg-gray-200" data-testid="post-cover">
      <div aria-hidden className="absolute inset-0 animate-pulse-soft bg-gray-300/60 motion-reduce:animate-none" />
      {src && (
        <StaticImage
          src={src}
          alt={alt}
          fill
          sizes={sizes}
          lcp={priority}
          unoptimized={external}
          className="object-cover"
        />
      )}
    </div>
  );
}
