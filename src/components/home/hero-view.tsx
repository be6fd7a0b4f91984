"use client";

import { SiteLink } from "@/components/ui/site-link";
import type { ComponentProps } from "react";
import { HeroVideo } from "./hero-video";

type Link = { href: string; label: string };

type Props = {
  /** The poster's <img> attributes (StaticImage's, computed and preloaded on the server). */
  poster: ComponentProps<"img">;
  video: ComponentProps<typeof HeroVideo>;
  words: string[];
  subtitle: string;
  primary: Link;
  secondary: Link;
};

/**
 * The home page's hero, drawn from its texts: the page's React payload carries these rather than
 * the title's spans, each with its animation delay, as an element tree.
 */
export function HeroView({ poster, video, words, subtitle, primary, secondary }: Props) {
  return (
    <section className="relative isolate flex min-h-[min(44rem,88svh)] items-center overflow-hidden bg-navy-950 text-white">
      {/* The poster is the largest paint: it loads first, and the video only starts once the page is idle. */}
      <img {...poster} alt="" />
      <HeroVideo {...video} />
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-gradient-to-b from-navy-950/70 via-navy-950/55 to-navy-950/85"
      />
      <div className="container-page py-24">
        <h1 className="max-w-3xl text-4xl leading-tight font-bold text-balance sm:text-5xl lg:text-6xl">
          {words.map((word, index) => (
            <span key={index}>
              <span className="inline-block animate-fade-up" style={{ animationDelay: `${index * 0.12}s` }}>
                {word}
              </span>{" "}
            </span>
          ))}
        </h1>
        <p
          className="mt-6 max-w-2xl animate-fade-up text-lg text-white/90 sm:text-xl"
          style={{ animationDelay: `${words.length * 0.12 + 0.1}s` }}
        >
          {subtitle}
        </p>
        <div
          className="mt-10 flex animate-fade-up flex-wrap gap-3"
          style={{ animationDelay: `${words.length * 0.12 + 0.3}s` }}
        >
          <SiteLink href={primary.href} className="button-light">
            {primary.label}
          </SiteLink>
          <SiteLink href={secondary.href} className="button-outline-light">
            {secondary.label}
          </SiteLink>
        </div>
      </div>
    </section>
  );
}
