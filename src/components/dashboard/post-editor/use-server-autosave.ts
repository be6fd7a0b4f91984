import { useCallback, useEffect, useRef, useState } from "react";
import { samePostForm, type PostFormState, type StoredDraft } from "../post-draft-storage";

/**
 * The server's copy of unsaved work (/api/posts/{id}/autosave): sent a few seconds after typing
 * stops, one request at a time, tried again later when the network or the server failed, and once
 * more with `keepalive` when the tab goes away. It is never the post: saving is still the Save
 * button's. The browser's own copy (use-autosave.ts) stays as the offline fallback.
 */
export const SERVER_AUTOSAVE_DELAY_MS = 3_000;
const RETRY_MS = 10_000;

/** An autosave as the server keeps it. */
export type ServerAutosave = { form: PostFormState; baseVersion: number | null; savedAt: string };

export type ServerAutosaveStatus =
  | { kind: "idle" }
  /** The server has the form as it is now (or was a moment ago), kept at `at`. */
  | { kind: "saved"; at: string }
  /** The last try failed: the browser's copy holds the work until a later try succeeds. */
  | { kind: "failed" };

/** The same state each time: setting it again renders nothing. */
const idle = (status: ServerAutosaveStatus): ServerAutosaveStatus =>
  status.kind === "idle" ? status : { kind: "idle" };

const autosaveUrl = (postId: number | null) =>
  postId === null ? "/api/posts/autosave" : `/api/posts/${postId}/autosave`;

function putRequest(postId: number | null, form: PostFormState, baseVersion: number | null, keepalive = false) {
  return fetch(autosaveUrl(postId), {
    method: "PUT",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ form, baseVersion }),
    keepalive,
  });
}

/** Forgets the server's copy (the draft was discarded or saved); failures are left for next time. */
export async function discardServerAutosave(postId: number | null): Promise<void> {
  await fetch(autosaveUrl(postId), { method: "DELETE" }).catch(() => {});
}

/**
 * This person's autosave of the post on the server, read once `enabled` (the editor has loaded):
 * undefined until known (nothing is autosaved over it before), null when there is none or it
 * cannot be read.
 */
export function useServerDraft(postId: number | null, enabled: boolean): ServerAutosave | null | undefined {
  const [draft, setDraft] = useState<ServerAutosave | null | undefined>(undefined);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    // Not waited for long: the browser's own draft is offered without it.
    void fetch(autosaveUrl(postId), { headers: { accept: "application/json" }, signal: AbortSignal.timeout(5_000) })
      .then(async (response) => (response.ok ? ((await response.json()) as { autosave: ServerAutosave | null }) : null))
      .catch(() => null)
      .then((body) => {
        if (current) setDraft(body?.autosave ?? null);
      });
    return () => {
      current = false;
    };
  }, [postId, enabled]);
  return draft;
}

/** A server copy as the editor offers it back, beside the browser's. */
export function offeredServerDraft(autosave: ServerAutosave | null): StoredDraft | null {
  return autosave ? { ...autosave, source: "server" } : null;
}

type Snapshot = {
  postId: number | null;
  version: number | null;
  form: PostFormState;
  dirty: boolean;
  enabled: boolean;
};

export function useServerAutosave(current: Snapshot): ServerAutosaveStatus {
  const [status, setStatus] = useState<ServerAutosaveStatus>({ kind: "idle" });
  const latest = useRef(current);
  /** What the server holds from this page: the post it is for and the form sent. */
  const stored = useRef<{ postId: number | null; form: PostFormState } | null>(null);
  /** The requests, one after the other: never two at once. */
  const queue = useRef<Promise<void>>(Promise.resolve());
  const queued = useRef(false);
  const retry = useRef<number | undefined>(undefined);
  const again = useRef(() => {});

  useEffect(() => {
    latest.current = current;
  });

  /** Sends what the form needs now; false when that failed (a retry is then scheduled). */
  const sync = useCallback(async (): Promise<boolean> => {
    const { postId, version, form, dirty, enabled } = latest.current;
    const held = stored.current;
    try {
      if (enabled && dirty) {
        if (held && held.postId === postId && samePostForm(held.form, form)) return true;
        const response = await putRequest(postId, form, version);
        if (!response.ok) throw new Error(`autosave refused: ${response.status}`);
        const { autosave } = (await response.json()) as { autosave: { savedAt: string } };
        stored.current = { postId, form };
        setStatus({ kind: "saved", at: autosave.savedAt });
      } else if (!dirty && held) {
        // Undone or saved: the server's copy would only offer back what the post already says.
        const response = await fetch(autosaveUrl(held.postId), { method: "DELETE" });
        if (!response.ok) throw new Error(`autosave discard refused: ${response.status}`);
        stored.current = null;
        setStatus(idle);
      }
      return true;
    } catch {
      setStatus({ kind: "failed" });
      window.clearTimeout(retry.current);
      retry.current = window.setTimeout(() => again.current(), RETRY_MS);
      return false;
    }
  }, []);

  const schedule = useCallback(() => {
    if (queued.current) return;
    queued.current = true;
    queue.current = queue.current.then(async () => {
      queued.current = false;
      if (!(await sync())) return;
      // Changed while the request was out: the newer form goes next; or saved, undone or replaced
      // by a newer version while it was out: the copy it left on the server goes.
      const now = latest.current;
      const held = stored.current;
      if (held && (now.dirty ? now.enabled && !samePostForm(held.form, now.form) : true)) again.current();
    });
  }, [sync]);
  useEffect(() => {
    again.current = schedule;
  }, [schedule]);

  const { form, dirty, enabled, postId } = current;
  useEffect(() => {
    if (!enabled) return;
    if (!dirty) {
      if (stored.current) schedule();
      else setStatus(idle);
      return;
    }
    const timer = window.setTimeout(schedule, SERVER_AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [form, dirty, enabled, postId, schedule]);

  // Back online: what failed goes now rather than at the next retry.
  useEffect(() => {
    const onOnline = () => schedule();
    window.addEventListener("online", onOnline);
    return () => {
      window.removeEventListener("online", onOnline);
      window.clearTimeout(retry.current);
    };
  }, [schedule]);

  // The tab is closing: the last state goes with the page (keepalive outlives it).
  useEffect(() => {
    const onPageHide = () => {
      const { postId, version, form, dirty, enabled } = latest.current;
      const held = stored.current;
      if (!enabled || !dirty || (held && held.postId === postId && samePostForm(held.form, form))) return;
      void putRequest(postId, form, version, true).catch(() => {});
    };
    window.addEventListener("pagehide", onPageHide);
    return () => window.removeEventListener("pagehide", onPageHide);
  }, []);

  return status;
}
