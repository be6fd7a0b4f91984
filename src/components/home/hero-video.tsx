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

    // The poster the visitor already sees, at the size the browser picked.
    const poster = video.parentElement?.querySelector("img")?.currentSrc;
    if (poster) video.poster = poster;

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
