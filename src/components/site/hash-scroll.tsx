"use client";

import { useEffect } from "react";
import { usePathname } from "next/navigation";

/** Spec §2: after a navigation to a URL with a #hash, wait this long, then scroll to the element. */
export const HASH_SCROLL_DELAY_MS = 300;

function scrollToHash(): ReturnType<typeof setTimeout> | undefined {
  const id = decodeURIComponent(window.location.hash.slice(1));
  if (!id) return undefined;
  return setTimeout(() => {
    const target = document.getElementById(id);
    if (!target) return;
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    target.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
  }, HASH_SCROLL_DELAY_MS);
}

export function HashScroll() {
  const pathname = usePathname();

  // A navigation to another page, or a page load, with a hash.
  useEffect(() => {
    const timer = scrollToHash();
    return () => clearTimeout(timer);
  }, [pathname]);

  // Same-page links (#services on the home page), history navigation and hash changes.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      timer = scrollToHash();
    };
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.("a[href*='#']");
      if (!(anchor instanceof HTMLAnchorElement) || event.defaultPrevented) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin === window.location.origin && url.pathname === window.location.pathname) {
        // Let the router update the URL first.
        requestAnimationFrame(schedule);
      }
    };
    window.addEventListener("hashchange", schedule);
    window.addEventListener("popstate", schedule);
    document.addEventListener("click", onClick);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("hashchange", schedule);
      window.removeEventListener("popstate", schedule);
      document.removeEventListener("click", onClick);
    };
  }, []);

  return null;
}
