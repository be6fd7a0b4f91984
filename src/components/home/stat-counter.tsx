"use client";

import { useEffect, useRef } from "react";

type Props = {
  target: number;
  /** The target and the start, as the server formatted them for the page's language. */
  text: string;
  zero: string;
  durationMs: number;
  delayMs: number;
  suffix: string;
  /** Intl tag of the page's number convention. */
  intlTag: string;
};

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/**
 * A number that counts from 0 to its target once scrolled into view. The HTML
 * holds the final value, for readers without scripts, screen readers and search engines; with
 * reduced motion it simply stays there.
 *
 * The texts come formatted from the server and the formatter is made only when the count starts:
 * Chromium's first Intl.NumberFormat for a language loads its data, 14 ms of the main thread while
 * the home page hydrated (four counters, each formatting in render and effect), a long task on a
 * phone for numbers below the fold.
 */
export function StatCounter({ target, text, zero, durationMs, delayMs, suffix, intlTag }: Props) {
  const ref = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    element.textContent = zero;

    let frame = 0;
    let timer: number | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        timer = window.setTimeout(() => {
          const format = new Intl.NumberFormat(intlTag, { maximumFractionDigits: 0 });
          const started = performance.now();
          const tick = (now: number) => {
            const progress = Math.min(1, (now - started) / durationMs);
            element.textContent = `${format.format(Math.round(target * easeOutCubic(progress)))}${suffix}`;
            if (progress < 1) frame = requestAnimationFrame(tick);
          };
          frame = requestAnimationFrame(tick);
        }, delayMs);
      },
      { threshold: 0.4 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
      cancelAnimationFrame(frame);
      element.textContent = text;
    };
  }, [target, text, zero, durationMs, delayMs, suffix, intlTag]);

  return (
    <span ref={ref} data-target={target} className="tabular-nums">
      {text}
    </span>
  );
}
