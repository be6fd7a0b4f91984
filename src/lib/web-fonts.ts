/** Set once the page's web fonts are in the browser's cache (see WEB_FONTS_SCRIPT in src/styles/fonts.ts). */
export const WEB_FONTS_STORAGE_KEY = "asas:web-fonts:1";
/** On <html> (or a frame's root): the text uses the web fonts. */
export const WEB_FONTS_CLASS = "web-fonts";
