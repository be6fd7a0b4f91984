"use client";

import { X } from "@/components/ui/icons";
import { BANNER_STORAGE_KEY } from "./banner-constants";

export function BannerDismissButton({ label, id }: { label: string; id: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={() => {
        try {
          localStorage.setItem(BANNER_STORAGE_KEY, id);
        } catch {
          // Private mode without storage: hide for this page view only.
        }
        document.documentElement.setAttribute("data-banner-dismissed", "");
        // The button is gone: keyboard focus continues where the page continues, at the header's
        // first link (the home link), instead of falling back to the top of the document.
        const next =
          document.querySelector<HTMLElement>("[data-site-header] a[href], [data-site-header] button") ??
          document.getElementById("main");
        next?.focus();
      }}
      className="absolute end-2 top-1/2 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full hover:bg-white/15"
    >
      <X aria-hidden className="size-5" />
    </button>
  );
}
