import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { createAnswerCounts, type AnswerCount } from "./answer-counts.mts";

const request = (url: string, method = "GET", referer?: string) =>
  ({ url, method, headers: referer ? { referer } : {} }) as unknown as IncomingMessage;

describe("the counts of the answers the dashboard shows", () => {
  it("counts a page's 404s and redirects by path, with the linking host, and hands them on once", async () => {
    const sent: AnswerCount[][] = [];
    const counts = createAnswerCounts({ send: async (batch) => void sent.push(batch), everyMs: 60_000 });
    counts.answered(request("/old-price-list?utm_source=mail", "GET", "https://partner.example.sa/links"), 404);
    counts.answered(request("/old-price-list"), 404);
    counts.answered(request("/spring-offer"), 308);
    // Not counted: other statuses, writes, the API, build files, addresses no redirect can name.
    counts.answered(request("/about"), 200);
    counts.answered(request("/old-price-list", "POST"), 404);
    counts.answered(request("/api/nope"), 404);
    counts.answered(request("/_next/static/x.js"), 404);
    counts.answered(request(`/${"a".repeat(3000)}`), 404);
    await counts.flush();
    await counts.flush();
    expect(sent).toEqual([
      [
        { path: "/old-price-list", status: 404, referrerHost: "partner.example.sa", hits: 2 },
        { path: "/spring-offer", status: 308, referrerHost: null, hits: 1 },
      ],
    ]);
  });

  it("keeps at most so many addresses between two hand-overs, whatever is made up", async () => {
    const sent: AnswerCount[][] = [];
    const counts = createAnswerCounts({ send: async (batch) => void sent.push(batch), max: 3, everyMs: 60_000 });
    for (let index = 0; index < 100; index++) counts.answered(request(`/made-up-${index}`), 404);
    counts.answered(request("/made-up-0"), 404);
    await counts.flush();
    expect(sent[0]?.map((count) => [count.path, count.hits])).toEqual([
      ["/made-up-0", 2],
      ["/made-up-1", 1],
      ["/made-up-2", 1],
    ]);
  });
});
