"use client";

import { useEffect, useRef, useState } from "react";

type Source = { src: string; type: string };

/**
 * The looping, muted hero video. It is declared with preload="none" and only started once the
 * page has loaded and the browser is idle, so it never competes with the poster image; it stays
 * off for visitors who prefer reduced motion or ask to save data.
 */
export function HeroVideo({ sources }: { sources: Source[] }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // React sets `muted` only as a property; the attribute keeps autoplay policies and the DOM in agreement.
    video.muted = true;
    video.setAttribute("muted", "");
    const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
    if (saveData || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;

    // The poster the visitor already sees, at the size the browser picked: known once the browser
    // has chosen a source for the image, which can be after this runs.
    const image = video.parentElement?.querySelector("img");
    const applyPoster = () => {
      if (image?.currentSrc) video.poster = image.currentSrc;
    };
    applyPoster();
    if (image && !image.currentSrc) image.addEventListener("load", applyPoster, { once: true });

    let idle: number | undefined;
    const start = () => {
      idle = window.setTimeout(() => {
        video.play().catch(() => {
          // Autoplay refused (e.g. battery saver): the poster stays.
        });
      }, 1200);
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => {
      image?.removeEventListener("load", applyPoster);
      window.removeEventListener("load", start);
      window.clearTimeout(idle);
    };
  }, []);

  return (
    <video
      ref={videoRef}
      muted
      loop
      playsInline
      preload="none"
      aria-hidden
      tabIndex={-1}
      onPlaying={() => setPlaying(true)}
      className={`absolute inset-0 -z-20 size-full object-cover transition-opacity duration-1000 ${playing ? "opacity-100" : "opacity-0"}`}
    >
      {sources.map((source) => (
        <source key={source.type} src={source.src} type={source.type} />
      ))}
    </video>
  );
}
