"use client";

import { ChevronDown } from "@/components/ui/icons";
import { useEffect, useId, useRef, useState } from "react";
import { SiteLink } from "@/components/ui/site-link";
import { usePathname } from "next/navigation";
import type { NavigationModel } from "./mobile-menu";

/**
 * The services menu of the desktop navigation: a disclosure (button + list of links), the
 * WAI-ARIA pattern for site navigation menus. Escape, a click outside or leaving it closes it.
 */
export function ServicesMenu({ model }: { model: NavigationModel["services"] }) {
  // Remember where the menu was opened: navigating elsewhere closes it without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();

  const open = openAt === pathname;
  const setOpen = (value: boolean | ((current: boolean) => boolean)) =>
    setOpenAt((current) => ((typeof value === "function" ? value(current === pathname) : value) ? pathname : null));

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpenAt(null);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  return (
    <div
      ref={rootRef}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="nav-link gap-1 aria-expanded:text-brand-700"
      >
        {model.label}
        <ChevronDown aria-hidden className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      {/* Positioned against the sticky header, so the panel spans the page width under it. */}
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-4 top-full z-50 mx-auto mt-1 max-w-5xl rounded-2xl border border-navy-900/10 bg-white p-6 shadow-xl"
      >
        {/* Drawn only while open: the closed panel is not in the HTML of every page. */}
        {open && (
          <>
            <div className="grid grid-cols-3 gap-6">
              {model.groups.map((group) => (
                <div key={group.label}>
                  <p className="mb-2 text-sm font-semibold text-brand-700">{group.label}</p>
                  <ul className="space-y-0.5">
                    {group.items.map((item) => (
                      <li key={item.href}>
                        <SiteLink
                          href={item.href}
                          className="block rounded-lg px-2 py-2 text-[0.95rem] text-navy-800 hover:bg-sand-100 hover:text-brand-700"
                        >
                          {item.label}
                        </SiteLink>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
            <div className="mt-4 border-t border-navy-900/10 pt-4">
              <SiteLink href={model.allHref} className="text-sm font-semibold text-brand-700 hover:underline">
                {model.allLabel}
              </SiteLink>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
