/**
 * A public page's scripts start after its first paint.
 *
 * Every public page is rendered whole on the server (docs/decisions.md, decision 11): it reads
 * before any script runs.
 * Next.js names its scripts with `<script async>`, so a browser fetches them while the page's
 * styles and hero image are still on their way and runs each one as soon as it arrives, often
 * before the first paint: on a phone the page then waits for ~130 KB of JavaScript to download and
 * evaluate before anything shows (Lighthouse: the largest paint at 2.1–2.8 s, held by the scripts
 * on every page whose largest element is an image). Next.js has no setting for this (`defer` is
 * not offered for the App Router: vercel/next.js#66958, #79799), so the edge does it, in the same
 * pass that completes the page's script policy (page-finish.mts):
 *
 * - each same-origin `<script src async>` (Next.js's chunks, the tracking script) and the
 *   preloads of those scripts leave the HTML; their other attributes (with `integrity`) go, in
 *   order, into a JSON data block (the home page's HTML keeps its length, within its budget);
 * - one inline script, the same on every page, adds them to the page once the browser reports the
 *   page's first contentful paint and the page's priority images (`fetchpriority="high"`: the
 *   hero, a listing's first cover: its largest paint) are decoded, a frame later;
 *   right away where the browser has no paint timing, or the page is not visible (a background
 *   tab or a prerender, which paints later or never); after three seconds at the latest. Waiting
 *   for the first paint alone would leave the scripts racing the hero whenever the text paints
 *   first (an image not yet in the server's image cache, a listing's covers): Lighthouse's largest
 *   paint is then 2.1–2.4 s instead of 1.2 s.
 *
 * The browser then spends its first bandwidth and main thread on what the visitor sees; the page
 * becomes interactive right after its first paint. The scripts run as Next.js means them to:
 * `async`, in any order, Next.js's runtime waiting for the ones it needs. Under the page's policy
 * ('strict-dynamic'), scripts added by a trusted script run; the inline script is trusted by its
 * hash like every other inline script.
 *
 * Plain Node.js with erasable types only: server.mjs imports it through page-finish.mts.
 */

/** The id of the data block that lists the scripts, which the bench and the tests read too. */
export const AFTER_PAINT_LIST_ID = "scripts-after-paint";

/** The inline script that adds the listed scripts after the first paint (see above). */
export const AFTER_PAINT_LOADER =
  `(d=>{let n,l=JSON.parse(d.getElementById("${AFTER_PAINT_LIST_ID}").textContent),g=()=>{if(!n){n=1;` +
  `for(const a of l){const e=d.createElement("script");for(const k in a)e.setAttribute(k,a[k]);e.async=!0;d.body.append(e)}}},` +
  `w=()=>Promise.allSettled([...d.querySelectorAll("img[fetchpriority=high]")].map(i=>i.decode()))` +
  `.then(()=>requestAnimationFrame(()=>setTimeout(g)));` +
  `try{if(d.visibilityState!="visible"||!PerformanceObserver.supportedEntryTypes.includes("paint"))throw 0;` +
  `new PerformanceObserver((x,o)=>{x.getEntriesByName("first-contentful-paint").length&&(o.disconnect(),w())})` +
  `.observe({type:"paint",buffered:!0});setTimeout(g,3e3)}catch{g()}})(document)`;

/** An external script with no content: `<script …></script>`, as React writes them. */
const EMPTY_SCRIPT = /<script\b([^>]*)><\/script>/gi;
const LINK = /<link\b([^>]*?)\/?>/gi;
const ATTRIBUTE = /\s([^\s"'>/=]+)(?:="([^"]*)")?/g;

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&quot;": '"',
  "&#x27;": "'",
  "&#39;": "'",
  "&lt;": "<",
  "&gt;": ">",
};

/** A start tag's attributes, in order, with their values decoded (React always quotes with "). */
function attributesOf(text: string): Array<[string, string]> {
  return [...text.matchAll(ATTRIBUTE)].map(([, name = "", value = ""]) => [
    name.toLowerCase(),
    value.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity),
  ]);
}

/** A path on this site (`/…`, not `//host/…`). */
const sameOrigin = (url: string | undefined): url is string => !!url && url.startsWith("/") && !url.startsWith("//");

/**
 * The page with its same-origin async scripts started after its first paint (see above). A page
 * without such scripts, or without a `</body>`, is returned as it is.
 */
export function scriptsAfterFirstPaint(html: string): string {
  if (!html.includes("</body>")) return html;
  const moved: Array<Record<string, string>> = [];
  const withoutScripts = html.replace(EMPTY_SCRIPT, (tag, text: string) => {
    const attributes = attributesOf(text);
    const names = new Set(attributes.map(([name]) => name));
    const src = attributes.find(([name]) => name === "src")?.[1];
    if (!names.has("async") || names.has("type") || names.has("nomodule") || !sameOrigin(src)) return tag;
    // Every one is async: the loader adds the attribute back to all.
    moved.push(Object.fromEntries(attributes.filter(([name]) => name !== "async")));
    return "";
  });
  if (moved.length === 0) return html;
  const movedSources = new Set(moved.map((attributes) => attributes.src));
  const withoutPreloads = withoutScripts.replace(LINK, (tag, text: string) => {
    const attributes = new Map(attributesOf(text));
    const preload = attributes.get("rel") === "preload" && attributes.get("as") === "script";
    return preload && movedSources.has(attributes.get("href")) ? "" : tag;
  });
  // "<" as \u003c: no "</script>" can end the data block early.
  const list = JSON.stringify(moved).replaceAll("<", "\\u003c");
  const end = withoutPreloads.lastIndexOf("</body>");
  return (
    withoutPreloads.slice(0, end) +
    `<script type="application/json" id="${AFTER_PAINT_LIST_ID}">${list}</script>` +
    `<script>${AFTER_PAINT_LOADER}</script>` +
    withoutPreloads.slice(end)
  );
}

/** The attributes of the scripts a page starts after its first paint (none if it starts none). */
export function scriptsStartedAfterPaint(html: string): Array<Record<string, string>> {
  const match = new RegExp(`<script type="application/json" id="${AFTER_PAINT_LIST_ID}">([^<]*)</script>`).exec(html);
  return match?.[1] ? (JSON.parse(match[1]) as Array<Record<string, string>>) : [];
}
