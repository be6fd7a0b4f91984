"use client";

import { AUTH_POPUP_MARKER } from "@/lib/auth-popup";
import { refreshSession, type SessionState } from "./session";

export const POPUP_SIZE = { width: 960, height: 600 } as const;

/** Where a popup of the given size sits centred on the screen that shows this window. */
export function centredPopupFeatures(screen: { left: number; top: number; width: number; height: number }): string {
  const left = Math.round(screen.left + (screen.width - POPUP_SIZE.width) / 2);
  const top = Math.round(screen.top + (screen.height - POPUP_SIZE.height) / 2);
  return `popup=yes,width=${POPUP_SIZE.width},height=${POPUP_SIZE.height},left=${Math.max(0, left)},top=${Math.max(0, top)}`;
}

/**
 * Opens the provider's sign-in in a popup (docs/decisions.md, decision 37): sets the marker,
 * and when another window removes it, refetches the session once and stops listening.
 */
export function openProviderPopup(url: string): Promise<SessionState> | null {
  localStorage.setItem(AUTH_POPUP_MARKER, String(Date.now()));
  const popup = window.open(
    url,
    "asas-sign-in",
    centredPopupFeatures({
      left: window.screenX ?? window.screenLeft,
      top: window.screenY ?? window.screenTop,
      width: window.outerWidth,
      height: window.outerHeight,
    }),
  );
  if (!popup) {
    localStorage.removeItem(AUTH_POPUP_MARKER);
    return null;
  }
  return new Promise((resolve) => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== AUTH_POPUP_MARKER || event.newValue !== null) return;
      window.removeEventListener("storage", onStorage);
      void refreshSession().then(resolve);
    };
    window.addEventListener("storage", onStorage);
  });
}
