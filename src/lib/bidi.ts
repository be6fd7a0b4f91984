/**
 * Left-to-right runs inside right-to-left text (docs/content.md, "Numbers and Latin text in
 * Arabic"). The Unicode bidirectional algorithm lays out a run such as "+966 11 410 2200" or
 * "/old-offer" wrongly in an Arabic sentence: digits separated by spaces are ordered right to left
 * group by group («2200 410 11 966+»), and a slash or colon at the edge of Latin text is drawn on the
 * Arabic side. Such a run must be isolated: in markup with `<bdi dir="ltr">` (or any element with a
 * `dir`), in plain text (e-mails, placeholders, titles) between U+2066 and U+2069.
 */

/** Left-to-right isolate … pop: for a value that is always left to right (a phone number, a path). */
export const LRI = "\u2066";
/** First-strong isolate … pop: for a value of either direction (a name, a title, a search term). */
export const FSI = "\u2068";
export const PDI = "\u2069";

/** A value that is always left to right, isolated for plain right-to-left text. */
export const isolateLtr = (value: string) => `${LRI}${value}${PDI}`;
/** A value of either direction, isolated for plain text of the other direction. */
export const isolate = (value: string) => `${FSI}${value}${PDI}`;

const ISOLATE_OPEN = /[\u2066\u2067\u2068]/;

/** The text laid out with the sentence: each isolate stands for one neutral character (UAX #9, X5a). */
function outsideIsolates(text: string): string {
  let depth = 0;
  let outside = "";
  for (const character of text) {
    if (ISOLATE_OPEN.test(character)) {
      if (depth === 0) outside += "\uFFFC";
      depth++;
    } else if (character === PDI) depth = Math.max(0, depth - 1);
    else if (depth === 0) outside += character;
  }
  return outside;
}

/** Numbers in groups separated by spaces: "055 123 4567", "966 11 410 2200". */
const NUMBER_GROUPS = /\d+(?:[ \u00a0]+\d+)+/g;
/** A run of Latin letters, digits and the punctuation of addresses, paths and numbers. */
const LATIN_TOKEN = /[A-Za-z0-9/\\:.@_#+%=?&-]+/g;

/**
 * Runs that would be drawn wrongly in right-to-left text because nothing isolates them:
 * - numbers in groups separated by spaces ("055 123 4567");
 * - a run led by "+", a slash or a backslash ("+966", "/old-offer");
 * - Latin text that ends with a slash ("https://", "/blog/topics/").
 * Other Latin words and numbers ("ISO 27001", "iOS", "5,000", "08:00") are laid out correctly.
 */
export function unisolatedLtrRuns(text: string, context: { rtl?: boolean } = {}): string[] {
  const outside = outsideIsolates(text);
  // Only right-to-left text is at risk: a sentence without Arabic letters is laid out left to right,
  // unless it sits in a right-to-left paragraph (a number alone in an Arabic page's element).
  if (!context.rtl && !/\p{Script=Arabic}/u.test(outside)) return [];
  const risky = [...outside.matchAll(NUMBER_GROUPS)].map((match) => match[0]);
  for (const [token] of outside.matchAll(LATIN_TOKEN)) {
    const run = token.replace(/[.,]+$/, "");
    if (!/[A-Za-z0-9]/.test(run)) continue;
    // A colon after a word is the sentence's own punctuation ("React Native:"), drawn where it belongs.
    if (/^[+/\\]/.test(run) || (/[A-Za-z]/.test(run) && /[/\\]$/.test(run))) risky.push(run);
  }
  return risky;
}

/**
 * The same check for HTML written by this site's own templates (the e-mails): the text of a
 * `<bdi>` or of an element with a `dir` attribute is isolated, as a browser or mail client lays it out.
 */
export function unisolatedLtrRunsInHtml(html: string): string[] {
  const marked = html
    .replace(/<(style|script|title|head)\b[^>]*>[\s\S]*?<\/\1>/gi, "")
    .replace(/<(a|bdi|span|p|td|th|div|strong)\b(?=[^>]*\bdir=)[^>]*>([\s\S]*?)<\/\1>/gi, (_all, _tag, inner: string) =>
      isolate(inner),
    )
    .replace(/<bdi\b[^>]*>([\s\S]*?)<\/bdi>/gi, (_all, inner: string) => isolate(inner))
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;/g, "\u00a0")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
  // Each block of the document is its own paragraph in the check, as it is on screen.
  return marked.split(/\n/).flatMap((line) => unisolatedLtrRuns(line));
}
