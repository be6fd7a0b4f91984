import { resolveRobots } from "next/dist/build/webpack/loaders/metadata/resolve-route-data";
import { describe, expect, it } from "vitest";
import { env } from "@/env";
import robots from "./robots";

/** robots.txt as Next.js writes it from the route, i.e. as a crawler receives it. */
const robotsTxt = () =>
  resolveRobots(robots())
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

describe("robots.txt", () => {
  it("has only standard directives (RFC 9309 and Sitemap): no Host line", () => {
    const lines = robotsTxt();
    expect(lines.filter((line) => /^host\s*:/i.test(line))).toEqual([]);
    for (const line of lines) expect(line).toMatch(/^(User-Agent|Allow|Disallow|Sitemap):\s/i);
  });

  it("keeps staff pages out and names both sitemaps", () => {
    const lines = robotsTxt();
    expect(lines).toContain("Disallow: /dashboard");
    expect(lines).toContain("Disallow: /en/dashboard");
    expect(lines).toContain(`Sitemap: ${env.SITE_URL}/sitemap.xml`);
    expect(lines).toContain(`Sitemap: ${env.SITE_URL}/en/sitemap.xml`);
  });
});
