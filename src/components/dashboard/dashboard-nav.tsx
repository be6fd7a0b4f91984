"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";

type Item = { href: string; label: string; icon: ReactNode; exact?: boolean };

export function DashboardNav({ label, items }: { label: string; items: Item[] }) {
  const pathname = usePathname();
  return (
    <nav aria-label={label} className="px-2 pb-3 lg:px-3">
      {/* On a phone every item shows, three to a row: nothing hides off-screen, and the page's own
          heading and first fields stay on the first screen below it. */}
      <ul className="grid grid-cols-3 gap-1 sm:flex sm:flex-wrap lg:flex-col">
        {items.map((item) => {
          const current = item.exact ? pathname === item.href : pathname.startsWith(item.href);
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={current ? "page" : undefined}
                className="flex min-h-11 items-center gap-2 rounded-xl px-2 text-xs font-medium text-white/85 hover:bg-white/10 hover:text-white aria-[current=page]:bg-white/15 aria-[current=page]:text-white sm:gap-3 sm:px-3 sm:text-sm sm:whitespace-nowrap"
              >
                {item.icon}
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
