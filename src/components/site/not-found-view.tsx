"use client";

import NextLink from "next/link";
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
        <NextLink href={home.href} prefetch={false} className="button-primary">
          {home.label}
        </NextLink>
      }
    />
  );
}
