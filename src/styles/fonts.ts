import localFont from "next/font/local";
import type { CSSProperties } from "react";
import { WEB_FONTS_CLASS, WEB_FONTS_STORAGE_KEY } from "@/lib/web-fonts";

// Fonts ship with the app from @fontsource packages; nothing is fetched from a font CDN.

/** Latin text in both languages. */
export const latinFont = localFont({
  src: [
    { path: "../../node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2", weight: "400", style: "normal" },
    { path: "../../node_modules/@fontsource/inter/files/inter-latin-700-normal.woff2", weight: "700", style: "normal" },
  ],
  // Used only once cached (see WEB_FONTS_SCRIPT); "optional" still guarantees that text never moves
  // if a face is slow to come out of the cache.
  display: "optional",
  preload: false,
  // The page falls back to system fonts itself (globals.css), not to metric-matched Arial.
  adjustFontFallback: false,
});

/** Arabic script; Latin characters use the Latin face, which comes first in the stack. */
export const arabicFont = localFont({
  src: [
    {
      path: "../../node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2",
      weight: "400",
      style: "normal",
    },
    {
      path: "../../node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff2",
      weight: "700",
      style: "normal",
    },
  ],
  display: "optional",
  preload: false,
  // The page falls back to system fonts itself (globals.css), not to metric-matched Arial.
  adjustFontFallback: false,
});

const family = (font: { style: { fontFamily: string } }) => font.style.fontFamily.split(",")[0]?.trim() ?? "";

/**
 * The web font faces, both before any system font (globals.css appends those): a system font that
 * also has Arabic letters would otherwise stop Arabic text before IBM Plex Sans Arabic is reached.
 */
const WEB_FONT_STACK = [family(latinFont), family(arabicFont)].join(", ");

/** The style of <html> (or a frame's root) that gives globals.css the web font stack. */
export const WEB_FONT_STACK_STYLE = { "--font-stack": WEB_FONT_STACK } as CSSProperties;

/**
 * The web fonts are a progressive enhancement. A visitor's first page paints in system fonts and
 * requests no font file, so nothing competes with the page's own content on a phone's first
 * load (and no text moves when a font arrives late). Once that page has loaded, the fonts its
 * language uses are fetched in the background; from then on (the next page, client navigations
 * included) the "web-fonts" class on <html> switches them on, and they come from the cache.
 *
 * This builds the inline script at the top of each public page that applies, or fetches, them.
 */
function buildWebFontsScript(locale: "ar" | "en"): string {
  const faces = [family(latinFont), ...(locale === "ar" ? [family(arabicFont)] : [])].flatMap((name) => [
    `400 1em ${name}`,
    `700 1em ${name}`,
  ]);
  const key = JSON.stringify(WEB_FONTS_STORAGE_KEY);
  const className = JSON.stringify(WEB_FONTS_CLASS);
  return [
    "(function(){var d=document.documentElement;",
    `try{if(localStorage.getItem(${key})){d.classList.add(${className});return}}catch(e){return}`,
    'addEventListener("load",function(){var c=navigator.connection;if(c&&c.saveData||!document.fonts)return;',
    `setTimeout(function(){Promise.all(${JSON.stringify(faces)}.map(function(f){return document.fonts.load(f)}))`,
    `.then(function(){try{localStorage.setItem(${key},"1")}catch(e){}})},500)})})();`,
  ].join("");
}

/** The script per language, built once. */
export const WEB_FONTS_SCRIPT = { ar: buildWebFontsScript("ar"), en: buildWebFontsScript("en") } as const;
