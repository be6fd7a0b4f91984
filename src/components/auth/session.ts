"use client";

import { useSyncExternalStore } from "react";

export type ClientUser = { id: number; name: string; email: string; role: string };

/** Spec §4 "Authentication": ready once the first fetch completes; signed in when it holds a user. */
export type SessionState = { ready: boolean; user: ClientUser | null };

let state: SessionState = { ready: false, user: null };
const listeners = new Set<() => void>();
let inFlight: Promise<SessionState> | null = null;

function publish(next: SessionState) {
  state = next;
  listeners.forEach((listener) => listener());
}

/** Fetches the session; any failure counts as signed out (docs/decisions.md, decision 38). */
export function refreshSession(): Promise<SessionState> {
  inFlight ??= fetch("/api/_auth/session", {
    headers: { accept: "application/json" },
    cache: "no-store",
    credentials: "same-origin",
  })
    .then(async (response) => {
      const body = response.ok ? ((await response.json()) as { user?: ClientUser }) : {};
      return { ready: true, user: body.user ?? null };
    })
    .catch(() => ({ ready: true, user: null }))
    .then((next) => {
      inFlight = null;
      publish(next);
      return next;
    });
  return inFlight;
}

/** Signs out on the server, then empties the local session whatever the answer. */
export async function signOut(): Promise<void> {
  try {
    await fetch("/api/_auth/session", { method: "DELETE", credentials: "same-origin" });
  } finally {
    publish({ ready: true, user: null });
  }
}

const serverSnapshot: SessionState = { ready: false, user: null };

export function useSession(): SessionState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      // The first subscriber fetches the session, after mount (pages here are prerendered or cached).
      if (!state.ready && !inFlight) void refreshSession();
      return () => listeners.delete(listener);
    },
    () => state,
    () => serverSnapshot,
  );
}
