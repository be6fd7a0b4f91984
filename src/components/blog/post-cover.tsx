"use client";

import Image from "next/image";
import { useState } from "react";

/**
 * The post cover in a rounded 16:9 frame (spec §2): a grey pulsing placeholder holds the space
 * until the image has loaded; its alternative text is the post's meta description.
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
  const [loaded, setLoaded] = useState(false);
  const external = /^https?:\/\//.test(src);
  return (
    <div
      className={`relative aspect-video overflow-hidden rounded-2xl bg-gray-200 ${loaded ? "" : "animate-pulse-soft"}`}
      data-testid="post-cover"
      data-loaded={loaded || undefined}
    >
      {src && (
        <Image
          src={src}
          alt={alt}
          fill
          sizes={sizes}
          priority={priority}
          unoptimized={external}
          onLoad={() => setLoaded(true)}
          className={`object-cover transition-opacity duration-500 ${loaded ? "opacity-100" : "opacity-0"}`}
        />
      )}
    </div>
  );
}
