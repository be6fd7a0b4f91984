"use client";

import { SiteLink } from "@/components/ui/site-link";
import { ErrorScreen } from "./error-screen";

type Props = { status: number; title: string; description: string; home: { href: string; label: string } };

/**
 * The 404 screen from its texts. A client component: every page's React payload holds the screen
 * for its not-found boundaries (two), as these few strings rather than as its element tree.
 */
export function NotFoundView({ status, title, description, home }: Props) {
  return (
    <ErrorScreen
      status={status}
      title={title}
      description={description}
      action={
        <SiteLink href={home.href} className="button-primary">
          {home.label}
        </SiteLink>
      }
    />
  );
}
