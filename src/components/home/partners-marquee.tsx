"use client";

import { Pause, Play } from "@/components/ui/icons";
import { useState, type CSSProperties } from "react";

type Props = {
  /**
   * The partners, drawn here rather than passed as elements: the page's React payload carries each
   * once. A run shows their logos `repeat` times; the strip shows the run twice so the loop has no
   * seam.
   */
  partners: Array<{ name: string; logo: string; url: string; demo: boolean }>;
  /** The caption under a demo logo, until an admin replaces it (docs/content.md, "Demo content"). */
  demoCaption: string;
  /** The page's direction, for the caption inside the strip (which is laid out left to right). */
  dir: "rtl" | "ltr";
  repeat: number;
  direction: "left" | "right";
  /** Seconds for one run to pass. */
  durationSeconds: number;
  labels: { pause: string; play: string };
};

/**
 * The partner logos scrolling in a loop: right in English, left in Arabic,
 * pausing while a mouse is over the strip, with a button to stop and restart it (WCAG 2.2.2). The
 * movement is a CSS animation (.marquee-track in globals.css); this component only holds the
 * pause state. The button sits centred under the strip, in the page flow, out of the way of the
 * chat button that floats in the end corner of the screen. After it, the still list of the
 * partners, named and linked, for reduced motion and for keyboards.
 */
export function PartnersMarquee({ partners, demoCaption, dir, repeat, direction, durationSeconds, labels }: Props) {
  const [paused, setPaused] = useState(false);
  const caption = (demo: boolean) =>
    demo ? (
      <span dir={dir} className="partner-demo-caption">
        {demoCaption}
      </span>
    ) : null;
  // In the moving copies a demo logo's caption is drawn by the style sheet from one custom property
  // (.partner-demo in globals.css): written out, its twenty copies cost the home page 2 KB of HTML.
  const run = Array.from({ length: repeat }, (_, copy) =>
    partners.map((partner, index) => (
      <span key={`${copy}-${index}`} className={partner.demo ? "partner partner-demo" : "partner"}>
        <img src={partner.logo} alt="" width={180} height={60} loading="lazy" className="partner-logo" />
      </span>
    )),
  );
  return (
    <>
      <div
        className="marquee motion-reduce:hidden"
        data-marquee-direction={direction}
        data-paused={paused || undefined}
        style={
          {
            "--marquee-duration": `${durationSeconds}s`,
            "--demo-caption": JSON.stringify(demoCaption),
          } as CSSProperties
        }
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
          <button type="button" onClick={() => setPaused((value) => !value)} className="pause-button">
            {paused ? <Play aria-hidden className="size-4" /> : <Pause aria-hidden className="size-4" />}
            {paused ? labels.play : labels.pause}
          </button>
        </div>
      </div>
      {/* Shown still with reduced motion, and while a keyboard user is on one of its links. */}
      <ul className="partners-still">
        {partners.map((partner, index) => {
          const logo = (
            <img
              src={partner.logo}
              alt={partner.name}
              width={180}
              height={60}
              loading="lazy"
              className="mx-8 h-12 w-auto"
            />
          );
          return (
            <li key={index} className="flex flex-col items-center">
              {partner.url ? (
                <a href={partner.url} target="_blank" rel="noopener noreferrer">
                  {logo}
                </a>
              ) : (
                logo
              )}
              {caption(partner.demo)}
            </li>
          );
        })}
      </ul>
    </>
  );
}
