"use client";

import { useSyncExternalStore } from "react";
import { notFoundMessage } from "@/lib/routing/not-found-message";
import { matchRoute } from "@/lib/routing/site-routes";
import { splitLocalePath } from "@/lib/seo/urls";

const subscribe = () => () => {};
const requestedPath = () => `${window.location.pathname}${window.location.search}`;

/**
 * The 404 status message (spec §8) for the path in the address bar. The not-found screen is
 * rendered statically, so the path is only known in the browser; bots get it from the proxy.
 */
export function NotFoundMessage() {
  const requested = useSyncExternalStore(subscribe, requestedPath, () => null);
  if (!requested) return null;
  const pathname = requested.split("?")[0] ?? "/";
  const match = matchRoute(splitLocalePath(pathname.replace(/\/+$/, "") || "/").path);
  const reason = match.kind === "post" ? "post" : match.kind === "unknown" ? "unknown" : "invalid-params";
  return (
    <p className="mt-3 max-w-xl text-sm break-all text-navy-700" data-testid="error-message">
      <bdi>{notFoundMessage(reason, safeDecode(requested))}</bdi>
    </p>
  );
}

function safeDecode(value: string): string {
  try {
    return decodeURI(value);
  } catch {
    return value;
  }
}
