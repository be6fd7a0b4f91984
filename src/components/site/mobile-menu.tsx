"use client";

import { Menu, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useLocale } from "next-intl";
import { useState } from "react";
import { localeInfo } from "@/i18n/locales";
import { Link, usePathname } from "@/i18n/navigation";

export type NavigationModel = {
  links: Array<{ href: string; label: string }>;
  services: {
    label: string;
    allLabel: string;
    allHref: string;
    groups: Array<{ label: string; items: Array<{ href: string; label: string }> }>;
  };
  labels: { open: string; close: string; title: string; cta: string };
};

/** The navigation on small screens: a side sheet (modal dialog) opened from the header. */
export function MobileMenu({ model }: { model: NavigationModel }) {
  // Remember where the menu was opened: navigating elsewhere closes it without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const pathname = usePathname();
  const locale = useLocale();

  const open = openAt === pathname;
  const setOpen = (value: boolean | ((current: boolean) => boolean)) =>
    setOpenAt((current) => ((typeof value === "function" ? value(current === pathname) : value) ? pathname : null));

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className="inline-flex size-11 items-center justify-center rounded-full text-navy-900 hover:bg-sand-100 lg:hidden"
        aria-label={model.labels.open}
      >
        <Menu aria-hidden className="size-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/50" />
        <Dialog.Content
          dir={localeInfo[locale].dir}
          className="fixed inset-y-0 end-0 z-50 flex w-[min(22rem,90vw)] flex-col overflow-y-auto bg-white shadow-2xl focus:outline-none"
          aria-describedby={undefined}
        >
          <div className="flex h-16 items-center justify-between border-b border-navy-900/10 px-4">
            <Dialog.Title className="text-lg font-bold">{model.labels.title}</Dialog.Title>
            <Dialog.Close
              className="inline-flex size-11 items-center justify-center rounded-full hover:bg-sand-100"
              aria-label={model.labels.close}
            >
              <X aria-hidden className="size-6" />
            </Dialog.Close>
          </div>
          <nav aria-label={model.labels.title} className="flex-1 px-4 py-4">
            <ul className="space-y-1 text-lg font-medium">
              {model.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className="block rounded-lg px-3 py-2.5 hover:bg-sand-100" onClick={() => setOpen(false)}>
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
                        onClick={() => setOpen(false)}
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
            <Link href="/contact" className="button-primary w-full" onClick={() => setOpen(false)}>
              {model.labels.cta}
            </Link>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
