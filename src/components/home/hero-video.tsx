"use client";

import { Pause, Play } from "@/components/ui/icons";
import { useEffect, useRef, useState } from "react";

type Source = { src: string; type: string };

/** A visitor who paused the video finds it paused on their next visit (this browser only). */
const PAUSED_KEY = "asas:hero-video-paused";

function rememberPaused(paused: boolean): void {
  try {
    if (paused) localStorage.setItem(PAUSED_KEY, "1");
    else localStorage.removeItem(PAUSED_KEY);
  } catch {
    // Storage unavailable: the choice holds for this visit.
  }
}

function pausedBefore(): boolean {
  try {
    return localStorage.getItem(PAUSED_KEY) === "1";
  } catch {
    return false;
  }
}

/**
 * The looping, muted hero video. It is declared with preload="none" and only started once the
 * page has loaded and the browser is idle, so it never competes with the poster image; it stays
 * off for visitors who prefer reduced motion or ask to save data. A button pauses and plays it
 * (WCAG 2.2.2: moving content that lasts more than five seconds can be stopped); with reduced
 * motion nothing moves, so there is nothing to pause and the button is not shown. A pause is
 * remembered in this browser: the next visit shows the poster, with the button offering to play.
 */
export function HeroVideo({ sources, labels }: { sources: Source[]; labels: { pause: string; play: string } }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const startTimer = useRef<number | undefined>(undefined);
  const [shown, setShown] = useState(false);
  // "running" until the visitor pauses it, or autoplay is off or refused.
  const [running, setRunning] = useState(true);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // React sets `muted` only as a property; the attribute keeps autoplay policies and the DOM in agreement.
    video.muted = true;
    video.setAttribute("muted", "");
    const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
    if (saveData || pausedBefore() || window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
      // Deferred: the state follows the visitor's settings, known only in the browser.
      queueMicrotask(() => setRunning(false));
      return;
    }

    // The poster the visitor already sees, at the size the browser picked: known once the browser
    // has chosen a source for the image, which can be after this runs.
    const image = video.parentElement?.querySelector("img");
    const applyPoster = () => {
      if (image?.currentSrc) video.poster = image.currentSrc;
    };
    applyPoster();
    if (image && !image.currentSrc) image.addEventListener("load", applyPoster, { once: true });

    const start = () => {
      startTimer.current = window.setTimeout(() => play(video), 1200);
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => {
      image?.removeEventListener("load", applyPoster);
      window.removeEventListener("load", start);
      window.clearTimeout(startTimer.current);
    };
  }, []);

  function play(video: HTMLVideoElement) {
    setRunning(true);
    video.play().catch(() => {
      // Autoplay refused (e.g. battery saver): the poster stays, and the button offers to play.
      setRunning(false);
    });
  }

  function toggle() {
    const video = videoRef.current;
    if (!video) return;
    window.clearTimeout(startTimer.current);
    if (running) {
      video.pause();
      setRunning(false);
    } else {
      play(video);
    }
    rememberPaused(running);
  }

  return (
    <>
      <video
        ref={videoRef}
        muted
        loop
        playsInline
        preload="none"
        aria-hidden
        tabIndex={-1}
        onPlaying={() => setShown(true)}
        className={`absolute inset-0 -z-20 size-full object-cover transition-opacity duration-1000 ${shown ? "opacity-100" : "opacity-0"}`}
      >
        {sources.map((source) => (
          <source key={source.type} src={source.src} type={source.type} />
        ))}
      </video>
      {/* At the start corner: the chat button floats at the end corner of the screen. */}
      <button type="button" onClick={toggle} className="hero-video-toggle">
        {running ? <Pause aria-hidden className="size-4" /> : <Play aria-hidden className="size-4" />}
        {running ? labels.pause : labels.play}
      </button>
    </>
  );
}
