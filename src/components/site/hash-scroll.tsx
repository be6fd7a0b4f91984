"use client";

import { useEffect, useLayoutEffect, useRef } from "react";
import { usePathname, useRouter } from "next/navigation";

/** Spec §2: after a navigation to a URL with a #hash, wait this long, then scroll to the element. */
export const HASH_SCROLL_DELAY_MS = 300;

const prefersReducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

function scrollToHash(hash = window.location.hash): ReturnType<typeof setTimeout> | undefined {
  const id = decodeURIComponent(hash.slice(1));
  if (!id) return undefined;
  return setTimeout(() => {
    const target = document.getElementById(id);
    if (!target) return;
    target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
  }, HASH_SCROLL_DELAY_MS);
}

/**
 * The site's link to a section of a page ("/#services", "/en#solutions"), from a plain left
 * click: the links this component animates. Links to a bare fragment ("#main", the skip link)
 * keep the browser's own behaviour, which also moves keyboard focus.
 */
function sectionLink(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const anchor = (event.target as Element | null)?.closest?.("a[href*='#']");
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute("download")) return null;
  if (anchor.target && anchor.target !== "_self") return null;
  // The language switcher loads the other language's page in full.
  if (anchor.hreflang) return null;
  if (anchor.getAttribute("href")?.startsWith("#")) return null;
  const url = new URL(anchor.href, window.location.href);
  return url.origin === window.location.origin && url.hash.length > 1 ? url : null;
}

/**
 * Hash scrolling that shows where it goes: the page waits 300 ms, then scrolls smoothly to the
 * section, so the reader sees the new page's top and then the way down to what the link named.
 * The router would jump to the section in the same frame as the navigation, so a section link is
 * taken over (in the capture phase, before the link itself sees the click): the router navigates
 * without scrolling, the new page starts at its top, and the delayed smooth scroll follows. With
 * reduced motion, links are left to the router, which jumps at once.
 */
export function HashScroll() {
  const pathname = usePathname();
  const router = useRouter();
  // The hash of a section link to another page, until that page has rendered.
  const pendingHash = useRef<string | null>(null);

  // A navigation to another page, or a page load, with a hash. Before paint, so that the new page
  // never shows a frame at the old page's scroll position.
  useLayoutEffect(() => {
    const hash = pendingHash.current ?? window.location.hash;
    if (pendingHash.current !== null) {
      pendingHash.current = null;
      window.scrollTo({ top: 0, behavior: "instant" });
    }
    const timer = scrollToHash(hash);
    return () => clearTimeout(timer);
  }, [pathname]);

  // Section links, history navigation and hash changes.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = (hash?: string) => {
      clearTimeout(timer);
      timer = scrollToHash(hash);
    };
    const onHistory = () => schedule();
    const onClick = (event: MouseEvent) => {
      const url = sectionLink(event);
      if (!url || prefersReducedMotion()) return;
      // SiteLink leaves a click whose default is prevented alone.
      event.preventDefault();
      const samePage = url.pathname === window.location.pathname;
      if (!samePage) pendingHash.current = url.hash;
      router.push(`${url.pathname}${url.search}${url.hash}`, { scroll: false });
      // On the same page no new page renders (and the pathname effect does not run).
      if (samePage) schedule(url.hash);
    };
    window.addEventListener("hashchange", onHistory);
    window.addEventListener("popstate", onHistory);
    window.addEventListener("click", onClick, { capture: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener("hashchange", onHistory);
      window.removeEventListener("popstate", onHistory);
      window.removeEventListener("click", onClick, { capture: true });
    };
  }, [router]);

  return null;
}
