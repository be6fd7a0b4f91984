/**
 * Step four of the front server: the answers the dashboard counts. A page's 404 and a redirect an
 * editor made are answered by Next.js from its cache, where no page code runs, so the front server
 * counts them as they go out (the path, never the query, and the host of the page that linked),
 * and hands the counts to the app every few seconds, over loopback, as one request
 * (POST /api/internal/answers: the 404 log and the redirects' visits, src/server/redirects/).
 */
import type { IncomingMessage } from "node:http";

export type AnswerCount = { path: string; status: number; referrerHost: string | null; hits: number };

export type AnswerCounts = {
  /** Counts a page's 404, 307 or 308 (anything else, and every address under /api/ or /_next/, is left). */
  answered(request: IncomingMessage, status: number): void;
  /** Hands what was counted to `send` now (also done every `everyMs`). */
  flush(): Promise<void>;
};

const COUNTED = new Set([404, 307, 308]);
const PAGE = /^\/(?!api\/|_next\/)/;

const hostOf = (referer: string | undefined) => {
  try {
    return referer ? new URL(referer).host.slice(0, 255) || null : null;
  } catch {
    return null;
  }
};

export function createAnswerCounts(options: {
  /** Hands the counts on; it says itself when that fails (they are dropped then). */
  send: (counts: AnswerCount[]) => Promise<void>;
  /** Distinct addresses kept between two sends; made-up ones past this are not counted. */
  max?: number;
  everyMs?: number;
}): AnswerCounts {
  const { send, max = 500, everyMs = 5_000 } = options;
  let counts = new Map<string, AnswerCount>();
  const flush = async () => {
    if (counts.size === 0) return;
    const batch = [...counts.values()];
    counts = new Map();
    await send(batch);
  };
  setInterval(() => void flush(), everyMs).unref();
  return {
    answered(request, status) {
      const path = (request.url ?? "/").split("?", 1)[0] ?? "/";
      const counted = COUNTED.has(status) && (request.method === "GET" || request.method === "HEAD");
      // Past 2,000 characters no redirect can name it (the dashboard takes 500).
      if (!counted || !PAGE.test(path) || path.length > 2000) return;
      const key = `${status} ${path}`;
      const known = counts.get(key);
      if (known) known.hits += 1;
      else if (counts.size < max)
        counts.set(key, { path, status, referrerHost: hostOf(request.headers.referer), hits: 1 });
    },
    flush,
  };
}
