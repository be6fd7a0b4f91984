"use client";

import { usePathname } from "next/navigation";
import { useLayoutEffect, useRef } from "react";
import { WEB_FONTS_CLASS, WEB_FONTS_STORAGE_KEY } from "@/lib/web-fonts";

/**
 * Switches the web fonts on at the first client navigation after they were cached in the
 * background (src/styles/fonts.ts), in the same frame as the new page, so no text visibly moves.
 */
export function WebFontsOnNavigation() {
  const pathname = usePathname();
  const first = useRef(true);
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    try {
      if (localStorage.getItem(WEB_FONTS_STORAGE_KEY)) document.documentElement.classList.add(WEB_FONTS_CLASS);
    } catch {
      // Storage blocked: the page stays in system fonts.
    }
  }, [pathname]);
  return null;
}
