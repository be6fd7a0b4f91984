import { describe, expect, it } from "vitest";
import { AFTER_PAINT_LOADER, scriptsAfterFirstPaint, scriptsStartedAfterPaint } from "./scripts-after-paint.mts";

const CHUNK = '<script src="/_next/static/chunks/a.js" async="" integrity="sha256-YWFh"></script>';
const BOOTSTRAP = '<script src="/_next/static/chunks/boot.js" integrity="sha256-Ym9vdA==" id="_R_" async=""></script>';
const TRACKING = '<script src="/tracking-scripts.js?v=x&amp;y=1" integrity="sha256-dHJhY2s=" async=""></script>';

const page = (head: string, body: string) => `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;

describe("a page's scripts started after its first paint", () => {
  it("takes the page's own async scripts out of its HTML and lists them, in order, with every attribute", () => {
    const html = page(
      `<meta charset="utf-8"/>${CHUNK}<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js" integrity="sha256-Ym9vdA=="/>`,
      `<main>Hello</main>${BOOTSTRAP}<script>self.__next_f.push([1,""])</script>${TRACKING}`,
    );
    const sent = scriptsAfterFirstPaint(html);
    expect(sent).not.toMatch(/<script src=/);
    // The preload of a moved script goes too: fetched before the paint, it would compete with it.
    expect(sent).not.toContain('rel="preload" as="script"');
    expect(scriptsStartedAfterPaint(sent)).toEqual([
      { src: "/_next/static/chunks/a.js", integrity: "sha256-YWFh" },
      { src: "/_next/static/chunks/boot.js", integrity: "sha256-Ym9vdA==", id: "_R_" },
      // Attribute values as the browser reads them (entities decoded).
      { src: "/tracking-scripts.js?v=x&y=1", integrity: "sha256-dHJhY2s=" },
    ]);
    // Inline scripts stay where they are; the list and its loader come last in the body.
    expect(sent).toContain('<main>Hello</main><script>self.__next_f.push([1,""])</script>');
    expect(sent.endsWith(`<script>${AFTER_PAINT_LOADER}</script></body></html>`)).toBe(true);
  });

  it("leaves alone what is not the page's own async script", () => {
    const kept = [
      '<script src="https://elsewhere.example/x.js" async=""></script>',
      '<script src="//elsewhere.example/x.js" async=""></script>',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script src="/_next/static/chunks/ordered.js"></script>',
      '<script type="module" src="/module.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<link rel="preload" as="script" href="/_next/static/chunks/other.js"/>',
      '<link rel="preload" as="image" href="/_next/static/chunks/a.js"/>',
    ].join("");
    const sent = scriptsAfterFirstPaint(page("", kept + CHUNK));
    expect(sent).toContain(`<body>${kept}<script type="application/json"`);
    expect(scriptsStartedAfterPaint(sent)).toEqual([{ src: "/_next/static/chunks/a.js", integrity: "sha256-YWFh" }]);
  });

  it("sends a page without such scripts as it is", () => {
    const html = page("", "<main>Hello</main><script>alert(1)</script>");
    expect(scriptsAfterFirstPaint(html)).toBe(html);
    expect(scriptsAfterFirstPaint(CHUNK)).toBe(CHUNK);
    expect(scriptsStartedAfterPaint(html)).toEqual([]);
  });

  it("cannot end the list early, whatever an attribute holds", () => {
    const odd = '<script src="/x.js?q=&lt;/script&gt;&lt;script&gt;alert(1)" async=""></script>';
    const sent = scriptsAfterFirstPaint(page("", odd));
    expect(sent.match(/<\/script>/g)).toHaveLength(2);
    expect(scriptsStartedAfterPaint(sent)).toEqual([{ src: "/x.js?q=</script><script>alert(1)" }]);
  });

  it("is one loader for every page (one hash in every policy), which waits for the first paint and the priority images", () => {
    expect(AFTER_PAINT_LOADER).toContain('getEntriesByName("first-contentful-paint")');
    expect(AFTER_PAINT_LOADER).toContain('querySelectorAll("img[fetchpriority=high]")');
    expect(AFTER_PAINT_LOADER).not.toMatch(/<\/script/i);
  });
});
