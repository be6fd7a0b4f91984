/**
 * Validators for every attribute value that reaches HTML. Each returns either a value that is
 * safe to emit (still to be passed through `escapeHtml` when placed in markup) or `undefined`,
 * meaning "drop it". None of them throws, whatever it is given.
 */
import type { Align, ListType, SizeFormat, UrlContext } from "./types";

const ESCAPE_TEST = /[&<>"']/;
const ESCAPE_ALL = /[&<>"']/g;
const ESCAPES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

function escapeChar(char: string): string {
  return ESCAPES[char] ?? char;
}

/** Encodes & < > " ' — safe for text content and for double-quoted attribute values. */
export function escapeHtml(text: string): string {
  // The test-first path skips allocation for the common case of text with nothing to encode.
  return ESCAPE_TEST.test(text) ? text.replace(ESCAPE_ALL, escapeChar) : text;
}

/* ------------------------------------------------------------------------------------------ */
/* URLs                                                                                        */
/* ------------------------------------------------------------------------------------------ */

// Every C0 control character and DEL, wherever it is: browsers strip tab/CR/LF inside URLs
// (so `java\tscript:` would run) and none of these belongs in a legitimate URL.

const URL_CONTROL_CHARS = /[\u0000-\u001F\u007F]+/g;
// No `u` flag on purpose: with plain `i`, non-ASCII characters never case-fold to ASCII letters.
const SAFE_URL_PREFIX = /^(?:(?:https?|s?ftp|file|blob|mailto|tel):|[#/])/i;
const DATA_IMAGE_PREFIX = /^data:image\//i;

/**
 * Sanitises a link / image / video URL.
 *
 * The value is first normalised (control characters removed everywhere, surrounding whitespace
 * trimmed) and the allow-list check runs on exactly that normalised string, which is also what is
 * returned — so what was checked is what gets emitted (after HTML encoding by the caller).
 *
 * Allowed: http, https, ftp, sftp, file, blob, mailto, tel (scheme + `:`), or a value starting with
 * `#` or `/`. Note `/` includes protocol-relative `//host/...` (allowed: it can only reach http(s);
 * docs/architecture.md, "Post content: the Delta renderer"). `data:image/…` is allowed for images
 * ONLY: an `<img src>` never executes script, even for `data:image/svg+xml`; in an href or iframe
 * it becomes `unsafe:`. Anything else is kept visible but inert by prefixing `unsafe:`. HTML
 * entities are not decoded (the caller encodes `&`, so `&#106;avascript:` stays literal text and
 * fails the allow-list).
 *
 * @returns the URL to emit, or `undefined` when the value is not a non-empty string.
 */
export function sanitizeUrl(value: unknown, context: UrlContext): string | undefined {
  if (typeof value !== "string") return undefined;
  const url = value.replace(URL_CONTROL_CHARS, "").trim();
  if (url === "") return undefined;
  if (SAFE_URL_PREFIX.test(url)) return url;
  if (context === "image" && DATA_IMAGE_PREFIX.test(url)) return url;
  return `unsafe:${url}`;
}

/** True when a URL returned by `sanitizeUrl` may be used as-is (i.e. it was not neutralised). */
export function isAllowedUrl(url: string, context: UrlContext): boolean {
  return SAFE_URL_PREFIX.test(url) || (context === "image" && DATA_IMAGE_PREFIX.test(url));
}

const LINK_TARGETS: ReadonlySet<string> = new Set(["_blank", "_self", "_parent", "_top"]);

/** `_blank` | `_self` | `_parent` | `_top` (ASCII case-insensitive, emitted lower-case); default `_blank`. */
export function sanitizeTarget(value: unknown): string {
  if (typeof value === "string") {
    const target = value.toLowerCase();
    if (LINK_TARGETS.has(target)) return target;
  }
  return "_blank";
}

const REL_TOKEN = /^[a-z][a-z0-9-]{0,31}$/;
const REL_SEPARATOR = /[\t\n\f\r ]+/;
const MAX_REL_LENGTH = 200;
const MAX_REL_TOKENS = 10;

/**
 * A rel value: the attribute's own value when it is a safe token list (1–10 tokens of
 * `[a-z][a-z0-9-]*`, ASCII whitespace separated, deduplicated), otherwise `noopener noreferrer`.
 * With target `_blank`, `noopener` and `noreferrer` are always present.
 */
export function sanitizeRel(value: unknown, target: string): string {
  let tokens: string[] = [];
  if (typeof value === "string" && value.length <= MAX_REL_LENGTH) {
    const trimmed = value.trim().toLowerCase();
    const parts = trimmed === "" ? [] : trimmed.split(REL_SEPARATOR);
    if (parts.length > 0 && parts.length <= MAX_REL_TOKENS && parts.every((p) => REL_TOKEN.test(p))) {
      tokens = [...new Set(parts)];
    }
  }
  if (tokens.length === 0) return "noopener noreferrer";
  if (target === "_blank") {
    if (!tokens.includes("noopener")) tokens.push("noopener");
    if (!tokens.includes("noreferrer")) tokens.push("noreferrer");
  }
  return tokens.join(" ");
}

/* ------------------------------------------------------------------------------------------ */
/* Inline styles and classes                                                                  */
/* ------------------------------------------------------------------------------------------ */

const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const NAMED_COLOR = /^[a-zA-Z]{1,50}$/;
const RGB_COLOR = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/i;

/** `#abc`, `#aabbcc`, a named colour of 1–50 ASCII letters, or `rgb(r, g, b)` with 0–255. Exact match, no trimming. */
export function sanitizeColor(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length > 64) return undefined;
  if (HEX_COLOR.test(value) || NAMED_COLOR.test(value)) return value;
  const rgb = RGB_COLOR.exec(value);
  if (rgb !== null && [rgb[1], rgb[2], rgb[3]].every((part) => Number(part) <= 255)) return value;
  return undefined;
}

const FONT_NAME = /^[A-Za-z0-9 -]{1,30}$/;
const HAS_ALNUM = /[A-Za-z0-9]/;

/** Font name (1–30 of letters, digits, space, hyphen; at least one letter/digit) → `ql-font-{name}`, spaces → hyphens. */
export function sanitizeFontClass(value: unknown): string | undefined {
  if (typeof value !== "string" || !FONT_NAME.test(value) || !HAS_ALNUM.test(value)) return undefined;
  return `ql-font-${value.replaceAll(" ", "-")}`;
}

const CSS_LENGTH = /^\d{1,3}(?:\.\d{1,2})?(?:px|pt|em|rem|%)$/;
const SIZE_NAME = /^[A-Za-z0-9-]{1,20}$/;

/**
 * Size: a CSS length (`14px`, `1.5em`, `120%`; ≤ 3 integer digits) → inline `font-size`
 * (Quill's style attributor); otherwise a 1–20 character token of letters, digits and hyphens
 * containing a letter or digit → class `ql-size-{size}` (Quill's small/large/huge).
 */
export function sanitizeSize(value: unknown): SizeFormat | undefined {
  if (typeof value !== "string") return undefined;
  if (CSS_LENGTH.test(value)) return { kind: "style", fontSize: value };
  if (SIZE_NAME.test(value) && HAS_ALNUM.test(value)) return { kind: "class", className: `ql-size-${value}` };
  return undefined;
}

const WIDTH = /^(\d{1,5})(px|%)?$/;

/** Image width: digits with optional `px` or `%` (integer numbers accepted too) → `300` or `50%` (px dropped: it is the attribute's unit). */
export function sanitizeWidth(value: unknown): string | undefined {
  if (typeof value === "number") {
    return Number.isSafeInteger(value) && value >= 0 && value <= 99_999 ? String(value) : undefined;
  }
  if (typeof value !== "string") return undefined;
  const match = WIDTH.exec(value);
  if (match === null || match[1] === undefined) return undefined;
  return match[2] === "%" ? `${match[1]}%` : match[1];
}

/** `sub` → `sub`, `super` → `sup`; anything else dropped. */
export function sanitizeScript(value: unknown): "sub" | "sup" | undefined {
  if (value === "sub") return "sub";
  if (value === "super") return "sup";
  return undefined;
}

/* ------------------------------------------------------------------------------------------ */
/* Block formats                                                                              */
/* ------------------------------------------------------------------------------------------ */

const DIGITS = /^\d{1,9}$/;

/** An integer from a number or a string of digits; anything else (fractions, NaN, "2px") → undefined. */
function toInteger(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isInteger(value) ? value : undefined;
  if (typeof value === "string" && DIGITS.test(value)) return Number(value);
  return undefined;
}

/** Header level 1–6; above 6 capped to 6; below 1 or non-integer → undefined (a paragraph). */
export function sanitizeHeader(value: unknown): number | undefined {
  const level = toInteger(value);
  if (level === undefined || level < 1) return undefined;
  return Math.min(level, 6);
}

export const MAX_INDENT = 30;

/** Indent 1–30; above 30 capped; 0, negative or non-integer → undefined (no indent). */
export function sanitizeIndent(value: unknown): number | undefined {
  const indent = toInteger(value);
  if (indent === undefined || indent < 1) return undefined;
  return Math.min(indent, MAX_INDENT);
}

/** `center` | `right` | `justify`; `left` (the default) and anything else → undefined. */
export function sanitizeAlign(value: unknown): Align | undefined {
  return value === "center" || value === "right" || value === "justify" ? value : undefined;
}

/** Only `rtl` means anything (ltr is the default). */
export function sanitizeDirection(value: unknown): "rtl" | undefined {
  return value === "rtl" ? "rtl" : undefined;
}

export function sanitizeListType(value: unknown): ListType | undefined {
  return value === "ordered" || value === "bullet" || value === "checked" || value === "unchecked" ? value : undefined;
}

const CODE_LANGUAGE = /^[A-Za-z0-9][A-Za-z0-9+#._-]{0,31}$/;

/**
 * `code-block` attribute: `true` (Quill 1) or a language string (Quill 2) make a code block.
 * The language must be a short token (`javascript`, `c++`, `plain`); `true` or an invalid
 * language string still make a code block, labelled `plain`. Other types → not a code block.
 */
export function sanitizeCodeBlock(value: unknown): string | undefined {
  if (value === true) return "plain";
  if (typeof value !== "string") return undefined;
  return CODE_LANGUAGE.test(value) ? value : "plain";
}

/** quill-mention denotation char: a 1–4 character string, default `@`. */
export function sanitizeDenotationChar(value: unknown): string {
  return typeof value === "string" && value.length >= 1 && value.length <= 4 ? value : "@";
}
