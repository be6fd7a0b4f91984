"use client";

import { Menu, X } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

export type NavigationLink = { href: string; label: string };

export type NavigationModel = {
  links: NavigationLink[];
  services: {
    label: string;
    allLabel: string;
    allHref: string;
    groups: Array<{ label: string; items: NavigationLink[] }>;
  };
  labels: { open: string; close: string; title: string; cta: string; ctaHref: string };
};

/**
 * The navigation on small screens: a native modal dialog (focus stays inside, Escape closes it,
 * the page behind is inert), sliding in from the inline end.
 */
export function MobileMenu({ model }: { model: NavigationModel }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pathname = usePathname();

  useEffect(() => {
    dialogRef.current?.close();
  }, [pathname]);

  const close = () => dialogRef.current?.close();

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => dialogRef.current?.showModal()}
        className="inline-flex size-11 items-center justify-center rounded-full text-navy-900 hover:bg-sand-100 lg:hidden"
        aria-label={model.labels.open}
      >
        <Menu aria-hidden className="size-6" />
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby="mobile-menu-title"
        onClick={(event) => {
          // A click on the backdrop lands on the dialog element itself.
          if (event.target === event.currentTarget) close();
        }}
        className="fixed inset-y-0 start-auto end-0 m-0 h-dvh max-h-dvh w-[min(22rem,90vw)] max-w-none overflow-y-auto bg-white p-0 text-navy-900 shadow-2xl backdrop:bg-navy-950/50 lg:hidden"
      >
        <div className="flex h-16 items-center justify-between border-b border-navy-900/10 px-4">
          <h2 id="mobile-menu-title" className="text-lg font-bold">
            {model.labels.title}
          </h2>
          <button
            type="button"
            onClick={close}
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-sand-100"
            aria-label={model.labels.close}
          >
            <X aria-hidden className="size-6" />
          </button>
        </div>
        <nav aria-labelledby="mobile-menu-title" className="px-4 py-4">
          <ul className="space-y-1 text-lg font-medium">
            {model.links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="block rounded-lg px-3 py-2.5 hover:bg-sand-100" onClick={close}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-6 px-3 text-sm font-semibold text-brand-700">{model.services.label}</p>
          {model.services.groups.map((group) => (
            <div key={group.label} className="mt-3">
              <p className="px-3 text-xs font-semibold text-navy-700">{group.label}</p>
              <ul className="mt-1">
                {group.items.map((item) => (
                  <li key={item.href}>
                    <Link
                      href={item.href}
                      className="block rounded-lg px-3 py-2 text-[0.95rem] text-navy-800 hover:bg-sand-100"
                      onClick={close}
                    >
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <div className="border-t border-navy-900/10 p-4">
          <Link href={model.labels.ctaHref} className="button-primary w-full" onClick={close}>
            {model.labels.cta}
          </Link>
        </div>
      </dialog>
    </>
  );
}
