"use client";

import { useRouter } from "next/navigation";
import type { AnchorHTMLAttributes, MouseEvent } from "react";

export type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  href: string;
  /** Whether the new page starts at its top (or at its #hash), as the router does by default. */
  scroll?: boolean;
};

/** A plain left click on a link to a page of this site, in this tab: the router's to follow. */
function routerMayFollow(event: MouseEvent<HTMLAnchorElement>): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return false;
  const anchor = event.currentTarget;
  if (anchor.hasAttribute("download") || (anchor.target && anchor.target !== "_self")) return false;
  return new URL(anchor.href, window.location.href).origin === window.location.origin;
}

/**
 * The public site's link: an `<a>` whose plain left clicks the App Router follows without a full
 * load, as next/link's do, never prefetching. next/link's prefetching, status tracking and URL
 * objects, which the site does not use, cost every public page 3.5 KB of JavaScript (Brotli, with
 * their helpers) that its budget has no room for (docs/decisions.md, decision 42).
 */
export function SiteLink({ href, scroll = true, onClick, ...rest }: SiteLinkProps) {
  const router = useRouter();
  return (
    <a
      href={href}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (!routerMayFollow(event)) return;
        event.preventDefault();
        router.push(href, { scroll });
      }}
    />
  );
}
