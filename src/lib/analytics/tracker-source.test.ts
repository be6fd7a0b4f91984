import { runInNewContext } from "node:vm";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { TRACKER_SOURCE } from "./tracker-source";

type Sent = { url: string; init?: RequestInit; body: Record<string, unknown> };

/**
 * Runs the script as a browser would, in a context of its own with just what it touches: the
 * address, the history, fetch (or only sendBeacon) and what the visitor's browser says about them.
 */
function load(visitor: { userAgent?: string; doNotTrack?: string; gpc?: boolean; fetch?: boolean } = {}) {
  const sent: Sent[] = [];
  const listeners = new Map<string, (event?: unknown) => void>();
  const location = { pathname: "/en/blog", search: "?utm_source=news" };
  const timers: Array<() => void> = [];
  const window: Record<string, unknown> = {
    addEventListener: (type: string, listener: (event?: unknown) => void) => listeners.set(type, listener),
  };
  Object.assign(window, {
    window,
    location,
    document: { referrer: "https://search.example/", documentElement: { lang: "en" } },
    navigator: {
      userAgent: visitor.userAgent ?? "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0",
      doNotTrack: visitor.doNotTrack ?? null,
      globalPrivacyControl: visitor.gpc ?? false,
      sendBeacon: (url: string, blob: { text: string }) => {
        sent.push({ url, body: JSON.parse(blob.text) as Record<string, unknown> });
        return true;
      },
    },
    history: {
      pushState(_state: unknown, _title: string, url: string) {
        const [pathname = "", search = ""] = url.split(/(?=\?)/);
        Object.assign(location, { pathname, search });
      },
    },
    Blob: class {
      text: string;
      constructor(parts: string[]) {
        this.text = parts.join("");
      }
    },
    setTimeout: (callback: () => void) => timers.push(callback),
    ...(visitor.fetch === false
      ? {}
      : {
          fetch: (url: string, init: RequestInit) => {
            sent.push({ url, init, body: JSON.parse(init.body as string) as Record<string, unknown> });
            return Promise.resolve();
          },
        }),
  });
  runInNewContext(TRACKER_SOURCE, window);
  const history = window.history as { pushState: (state: unknown, title: string, url: string) => void };
  return {
    sent,
    window: window as { asasTrack?: (name: string, properties?: Record<string, unknown>) => void },
    navigate(url: string) {
      history.pushState(null, "", url);
      timers.splice(0).forEach((callback) => callback());
    },
    /** A click on an element, whose closest marked ancestor is `marked` (or none). */
    click(marked: Record<string, string> | null) {
      const target = {
        closest: (selector: string) =>
          selector === "[data-track]" && marked ? { getAttribute: (name: string) => marked[name] ?? null } : null,
      };
      listeners.get("click")?.({ target });
    },
    back(pathname: string) {
      Object.assign(location, { pathname, search: "" });
      listeners.get("popstate")?.();
    },
  };
}

describe("the tracking script", () => {
  it("stays well under 2 KB compressed", () => {
    expect(gzipSync(TRACKER_SOURCE).length).toBeLessThan(2048);
  });

  it("sends one page view on load, with the address, the referrer and the page's language", () => {
    const { sent } = load();
    expect(sent).toEqual([
      {
        url: "/api/collect",
        init: expect.objectContaining({
          method: "POST",
          keepalive: true,
          credentials: "same-origin",
          headers: { "content-type": "application/json" },
        }) as RequestInit,
        body: { t: "pageview", p: "/en/blog?utm_source=news", r: "https://search.example/", l: "en" },
      },
    ]);
  });

  it("sends a page view for each client-side navigation to a new address, and on going back", () => {
    const tracker = load();
    tracker.navigate("/en/blog/a-post");
    tracker.navigate("/en/blog/a-post");
    tracker.back("/en/blog");
    expect(tracker.sent.map(({ body }) => [body.t, body.p])).toEqual([
      ["pageview", "/en/blog?utm_source=news"],
      ["pageview", "/en/blog/a-post"],
      ["pageview", "/en/blog"],
    ]);
  });

  it("sends named events with their properties through window.asasTrack", () => {
    const tracker = load();
    tracker.window.asasTrack?.("cta_click", { place: "hero" });
    expect(tracker.sent[1]?.body).toMatchObject({ t: "event", n: "cta_click", d: { place: "hero" } });
  });

  it("sends the event a clicked element is marked with, and nothing for unmarked clicks", () => {
    const tracker = load();
    tracker.click({ "data-track": "whatsapp_click", "data-track-placement": "chat_widget" });
    tracker.click(null);
    tracker.click({ "data-track": "phone_click" });
    expect(tracker.sent.slice(1).map(({ body }) => [body.n, body.d])).toEqual([
      ["whatsapp_click", { placement: "chat_widget" }],
      ["phone_click", { placement: "" }],
    ]);
  });

  it("uses sendBeacon where fetch is missing", () => {
    const { sent } = load({ fetch: false });
    expect(sent).toEqual([{ url: "/api/collect", body: expect.objectContaining({ t: "pageview" }) as unknown }]);
  });

  it("sends nothing for visitors who ask not to be tracked, or for crawlers", () => {
    for (const visitor of [
      { doNotTrack: "1" },
      { gpc: true },
      { userAgent: "Googlebot/2.1" },
      { userAgent: "Chrome-Lighthouse" },
    ]) {
      const tracker = load(visitor);
      tracker.window.asasTrack?.("cta_click");
      expect(tracker.sent, JSON.stringify(visitor)).toEqual([]);
      expect(tracker.window.asasTrack, JSON.stringify(visitor)).toBeUndefined();
    }
  });
});
