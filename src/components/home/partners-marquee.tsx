"use client";

import { Pause, Play } from "lucide-react";
import { useState } from "react";
import Marquee from "react-fast-marquee";

type Partner = { key: string; name: string; logo: string };

type Props = {
  partners: readonly Partner[];
  direction: "left" | "right";
  speed: number;
  labels: { pause: string; play: string };
};

/**
 * The partner logos scrolling in a loop (spec §2 Home 6): right in English, left in Arabic,
 * pausing on hover, with a button to stop it (WCAG 2.2.2). With reduced motion the logos stand still.
 */
export function PartnersMarquee({ partners, direction, speed, labels }: Props) {
  const [paused, setPaused] = useState(false);
  const logos = partners.map((partner) => (
    <img
      key={partner.key}
      src={partner.logo}
      alt={partner.name}
      width={180}
      height={60}
      loading="lazy"
      className="mx-8 h-12 w-auto opacity-80 grayscale transition hover:opacity-100 hover:grayscale-0 sm:mx-12 sm:h-14"
    />
  ));
  return (
    <div className="relative">
      <div className="motion-reduce:hidden" data-marquee-direction={direction}>
        {/* The moving copies repeat the logos; assistive technology reads the still list below. */}
        <div aria-hidden>
          <Marquee direction={direction} speed={speed} pauseOnHover play={!paused} autoFill gradient={false}>
            {logos}
          </Marquee>
        </div>
        <button
          type="button"
          onClick={() => setPaused((value) => !value)}
          className="absolute end-0 -bottom-12 inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-navy-700 hover:bg-sand-100"
        >
          {paused ? <Play aria-hidden className="size-4" /> : <Pause aria-hidden className="size-4" />}
          {paused ? labels.play : labels.pause}
        </button>
      </div>
      <ul className="sr-only motion-reduce:not-sr-only motion-reduce:flex motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:gap-y-6">
        {partners.map((partner) => (
          <li key={partner.key}>
            <img
              src={partner.logo}
              alt={partner.name}
              width={180}
              height={60}
              loading="lazy"
              className="mx-8 h-12 w-auto"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
