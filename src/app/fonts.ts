import localFont from "next/font/local";

// Fonts ship with the app from @fontsource packages; nothing is fetched from a font CDN.

/** Latin text in both languages. */
export const latinFont = localFont({
  src: [
    { path: "../../node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2", weight: "400", style: "normal" },
    { path: "../../node_modules/@fontsource/inter/files/inter-latin-700-normal.woff2", weight: "700", style: "normal" },
  ],
  variable: "--font-latin",
  display: "swap",
  // Text paints at once in the size-matched fallback; preloading every face would compete with the hero image.
  preload: false,
  fallback: ["system-ui", "Arial", "sans-serif"],
});

/** Arabic script; Latin characters fall back to the Latin face before this one. */
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
  variable: "--font-arabic",
  display: "swap",
  preload: false,
  fallback: ["Tahoma", "Arial", "sans-serif"],
});
