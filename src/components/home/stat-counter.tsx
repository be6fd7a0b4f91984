"use client";

import { useEffect, useRef } from "react";

type Props = {
  target: number;
  durationMs: number;
  delayMs: number;
  suffix: string;
  /** Intl tag of the page's number convention. */
  intlTag: string;
};

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/**
 * A number that counts from 0 to its target once scrolled into view (spec §2 Home 5). The HTML
 * holds the final value, for readers without scripts, screen readers and search engines; with
 * reduced motion it simply stays there.
 */
export function StatCounter({ target, durationMs, delayMs, suffix, intlTag }: Props) {
  const ref = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const format = new Intl.NumberFormat(intlTag, { maximumFractionDigits: 0 });
    const show = (value: number) => {
      element.textContent = `${format.format(value)}${suffix}`;
    };
    show(0);

    let frame = 0;
    let timer: number | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        timer = window.setTimeout(() => {
          const started = performance.now();
          const tick = (now: number) => {
            const progress = Math.min(1, (now - started) / durationMs);
            show(Math.round(target * easeOutCubic(progress)));
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
      show(target);
    };
  }, [target, durationMs, delayMs, suffix, intlTag]);

  return (
    <span ref={ref} data-target={target} className="tabular-nums">
      {`${new Intl.NumberFormat(intlTag, { maximumFractionDigits: 0 }).format(target)}${suffix}`}
    </span>
  );
}
