import { describe, expect, it } from "vitest";
import { scriptsAfterFirstPaint } from "../../front/scripts-after-paint.mts";
import { scriptsNamedBy } from "./assets";

describe("the scripts a page's HTML names", () => {
  it("counts script sources and script preloads once each, and nothing else (not nomodule polyfills)", () => {
    const html = [
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>',
      '<link rel="modulepreload" href="/_next/static/chunks/m.js"/>',
      '<link rel="preload" as="style" href="/_next/static/chunks/s.css"/>',
      '<link rel="stylesheet" href="/_next/static/chunks/s.css"/>',
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script src="/_next/static/chunks/polyfills.js" integrity="sha256-y" noModule=""></script>',
      '<script src="/tracking-scripts.js?v=1&amp;x=2" async="" integrity="sha256-x"></script>',
      "<script>self.__next_f.push([1])</script>",
    ].join("");
    expect(scriptsNamedBy(html, "http://localhost:3000/en")).toEqual([
      "http://localhost:3000/_next/static/chunks/a.js",
      "http://localhost:3000/tracking-scripts.js?v=1&x=2",
      "http://localhost:3000/_next/static/chunks/m.js",
    ]);
  });

  it("counts the scripts a page starts after its first paint, as the page sends them", () => {
    const html = scriptsAfterFirstPaint(
      '<html><body><main>x</main><script src="/_next/static/chunks/b.js" async=""></script>' +
        '<script src="/tracking-scripts.js?v=1&amp;x=2" async=""></script></body></html>',
    );
    expect(html).not.toContain("<script src=");
    expect(scriptsNamedBy(html, "http://localhost:3000/en")).toEqual([
      "http://localhost:3000/_next/static/chunks/b.js",
      "http://localhost:3000/tracking-scripts.js?v=1&x=2",
    ]);
  });
});
