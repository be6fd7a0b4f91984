"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";

type Item = { href: string; label: string; icon: ReactNode; exact?: boolean };

export function DashboardNav({ label, items }: { label: string; items: Item[] }) {
  const pathname = usePathname();
  return (
    <nav aria-label={label} className="px-2 pb-3 lg:px-3">
      {/* On a phone every item shows, two to a row: nothing hides off-screen. */}
      <ul className="grid grid-cols-2 gap-1 sm:flex sm:flex-wrap lg:flex-col">
        {items.map((item) => {
          const current = item.exact ? pathname === item.href : pathname.startsWith(item.href);
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={current ? "page" : undefined}
                className="flex min-h-11 items-center gap-3 rounded-xl px-3 text-sm font-medium text-white/85 hover:bg-white/10 hover:text-white aria-[current=page]:bg-white/15 aria-[current=page]:text-white sm:whitespace-nowrap"
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
