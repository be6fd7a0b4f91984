"use client";

import { ChevronDown, Menu, X } from "@/components/ui/icons";
import { SiteLink } from "@/components/ui/site-link";
import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { flushSync } from "react-dom";

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
 * the page behind is inert), sliding in from the inline end. The services are a collapsible
 * group (a disclosure button), so the menu opens as a short list.
 */
export function MobileMenu({ model }: { model: NavigationModel }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pathname = usePathname();
  const servicesId = useId();
  // Open from the start on a service page, where the visitor is likely to want another one.
  const [servicesOpen, setServicesOpen] = useState(() =>
    model.services.groups.some((group) => group.items.some((item) => item.href === pathname)),
  );

  useEffect(() => {
    dialogRef.current?.close();
  }, [pathname]);

  // The links are drawn at the first opening: a closed menu is not in the page's HTML, nor
  // hydrated, on every page of the site.
  const [opened, setOpened] = useState(false);
  const open = () => {
    // Drawn before showModal(), which moves focus into the dialog.
    flushSync(() => setOpened(true));
    dialogRef.current?.showModal();
  };
  const close = () => dialogRef.current?.close();
  const [home, ...rest] = model.links;

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={open}
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
        className="mobile-menu-panel"
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
        {opened && (
          <>
            <nav aria-labelledby="mobile-menu-title" className="px-4 py-4">
              <ul className="space-y-1 text-lg font-medium">
                {home && (
                  <li>
                    <MenuLink link={home} pathname={pathname} onClick={close} />
                  </li>
                )}
                {/* The services are many: a disclosure keeps the menu short until they are wanted. */}
                <li>
                  <button
                    type="button"
                    aria-expanded={servicesOpen}
                    aria-controls={servicesId}
                    onClick={() => setServicesOpen((open) => !open)}
                    className="flex w-full items-center justify-between gap-2 rounded-lg px-3 py-2.5 text-start hover:bg-sand-100 aria-expanded:text-brand-700"
                  >
                    {model.services.label}
                    <ChevronDown
                      aria-hidden
                      className={`size-5 shrink-0 transition-transform motion-reduce:transition-none ${servicesOpen ? "rotate-180" : ""}`}
                    />
                  </button>
                  <div id={servicesId} hidden={!servicesOpen} className="ms-3 mb-2 border-s-2 border-brand-100 ps-2">
                    {model.services.groups.map((group, index) => (
                      <div key={group.label} className="mt-2">
                        <p id={`${servicesId}-${index}`} className="px-3 text-xs font-semibold text-navy-700">
                          {group.label}
                        </p>
                        <ul aria-labelledby={`${servicesId}-${index}`} className="mt-1">
                          {group.items.map((item) => (
                            <li key={item.href}>
                              <MenuLink link={item} pathname={pathname} onClick={close} small />
                            </li>
                          ))}
                        </ul>
                      </div>
                    ))}
                    <SiteLink
                      href={model.services.allHref}
                      className="mt-2 block rounded-lg px-3 py-2 text-[0.95rem] font-semibold text-brand-700 hover:bg-sand-100"
                      onClick={close}
                    >
                      {model.services.allLabel}
                    </SiteLink>
                  </div>
                </li>
                {rest.map((link) => (
                  <li key={link.href}>
                    <MenuLink link={link} pathname={pathname} onClick={close} />
                  </li>
                ))}
              </ul>
            </nav>
            <div className="border-t border-navy-900/10 p-4">
              <SiteLink href={model.labels.ctaHref} className="button-primary w-full" onClick={close}>
                {model.labels.cta}
              </SiteLink>
            </div>
          </>
        )}
      </dialog>
    </>
  );
}

function MenuLink({
  link,
  pathname,
  onClick,
  small = false,
}: {
  link: NavigationLink;
  pathname: string;
  onClick: () => void;
  small?: boolean;
}) {
  return (
    <SiteLink
      href={link.href}
      aria-current={link.href === pathname ? "page" : undefined}
      onClick={onClick}
      className={`block rounded-lg px-3 hover:bg-sand-100 aria-[current=page]:text-brand-700 ${small ? "py-2 text-[0.95rem] font-normal text-navy-800 aria-[current=page]:font-semibold" : "py-2.5"}`}
    >
      {link.label}
    </SiteLink>
  );
}
