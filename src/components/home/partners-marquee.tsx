"use client";

import { Pause, Play } from "@/components/ui/icons";
import { useState, type CSSProperties } from "react";

type Props = {
  /**
   * The logos' addresses, drawn here rather than passed as elements: the page's React payload
   * carries each once. A run shows them `repeat` times; the strip shows the run twice so the loop
   * has no seam.
   */
  logos: string[];
  repeat: number;
  direction: "left" | "right";
  /** Seconds for one run to pass. */
  durationSeconds: number;
  labels: { pause: string; play: string };
};

/**
 * The partner logos scrolling in a loop (spec §2 Home 6): right in English, left in Arabic,
 * pausing while a mouse is over the strip, with a button to stop and restart it (WCAG 2.2.2). The
 * movement is a CSS animation (.marquee-track in globals.css); this component only holds the
 * pause state. The button sits centred under the strip, in the page flow, out of the way of the
 * chat button that floats in the end corner of the screen.
 */
export function PartnersMarquee({ logos, repeat, direction, durationSeconds, labels }: Props) {
  const [paused, setPaused] = useState(false);
  const run = Array.from({ length: repeat }, (_, copy) =>
    logos.map((src, index) => (
      <img key={`${copy}-${index}`} src={src} alt="" width={180} height={60} loading="lazy" className="partner-logo" />
    )),
  );
  return (
    <div
      className="marquee motion-reduce:hidden"
      data-marquee-direction={direction}
      data-paused={paused || undefined}
      style={{ "--marquee-duration": `${durationSeconds}s` } as CSSProperties}
    >
      {/* The moving copies repeat the logos; assistive technology reads the still list instead. */}
      <div aria-hidden className="marquee-strip overflow-hidden">
        {/* Physical directions: the strip moves the same way on screen whatever the text direction. */}
        <div dir="ltr" className="marquee-track">
          <div className="flex shrink-0 items-center">{run}</div>
          <div className="flex shrink-0 items-center">{run}</div>
        </div>
      </div>
      <div className="mt-6 flex justify-center">
        <button
          type="button"
          onClick={() => setPaused((value) => !value)}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-4 text-sm font-semibold text-navy-700 ring-1 ring-navy-900/15 hover:bg-sand-100"
        >
          {paused ? <Play aria-hidden className="size-4" /> : <Pause aria-hidden className="size-4" />}
          {paused ? labels.play : labels.pause}
        </button>
      </div>
    </div>
  );
}
