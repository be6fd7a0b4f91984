/**
 * Quill 2 Delta → HTML, server-side, pure and dependency-free.
 *
 * The input is untrusted (it comes from a jsonb column): every value is validated, everything
 * unknown is dropped, all text and attribute values are HTML-encoded, and the function never
 * throws. One pass over the ops, O(n) in the size of the document.
 */
import {
  escapeHtml,
  sanitizeAlign,
  sanitizeCodeBlock,
  sanitizeColor,
  sanitizeDenotationChar,
  sanitizeDirection,
  sanitizeFontClass,
  sanitizeHeader,
  sanitizeIndent,
  sanitizeListType,
  sanitizeRel,
  sanitizeScript,
  sanitizeSize,
  sanitizeTarget,
  sanitizeUrl,
  sanitizeWidth,
} from "./sanitize";
import { isRecord, ownValue, readOps } from "./types";

/** The list element a list line belongs to; checked and unchecked items share one to-do list. */
type ListGroup = "ordered" | "bullet" | "check";

const LIST_TAG: Readonly<Record<ListGroup, string>> = { ordered: "ol", bullet: "ul", check: "ul" };

/** A validated block format with its markup precomputed (once per op, not once per line). */
type BlockFormat =
  | { readonly kind: "block"; readonly open: string; readonly close: string }
  | { readonly kind: "list"; readonly group: ListGroup; readonly level: number; readonly liOpen: string }
  | { readonly kind: "code"; readonly language: string };

/** Everything an op's attributes mean, precomputed as markup. */
interface OpFormat {
  /** Inline wrappers for the op's text. */
  readonly open: string;
  readonly close: string;
  /** `<a …>` for an embed carrying a link, or "". */
  readonly linkOpen: string;
  /** Block format carried by the op's newlines. */
  readonly block: BlockFormat;
  /**
   * ` alt="…"` plus ` width="…"` when valid, for image embeds; a decorative image gets `alt=""`
   * and ` data-decorative="true"` whatever text it carries, so screen readers pass over it.
   */
  readonly imageAttrs: string;
}

const PARAGRAPH: BlockFormat = { kind: "block", open: "<p>", close: "</p>" };
const NO_FORMAT: OpFormat = { open: "", close: "", linkOpen: "", block: PARAGRAPH, imageAttrs: ' alt=""' };

function classAttr(classes: readonly string[]): string {
  return classes.length === 0 ? "" : ` class="${escapeHtml(classes.join(" "))}"`;
}

function linkOpenTag(href: string, targetValue: unknown, relValue: unknown): string {
  const target = sanitizeTarget(targetValue);
  const rel = sanitizeRel(relValue, target);
  return `<a href="${escapeHtml(href)}" target="${target}" rel="${escapeHtml(rel)}">`;
}

/**
 * Validates an op's attributes. Only own keys are read (`Object.keys`), unknown keys fall through
 * the switch and are dropped; wrong-typed values are rejected by the sanitisers.
 */
function parseFormat(raw: unknown): OpFormat {
  if (!isRecord(raw)) return NO_FORMAT;
  const keys = Object.keys(raw);
  if (keys.length === 0) return NO_FORMAT;

  let bold = false;
  let italic = false;
  let underline = false;
  let strike = false;
  let code = false;
  let script: "sub" | "sup" | undefined;
  let href: string | undefined;
  let target: unknown;
  let rel: unknown;
  let color: string | undefined;
  let background: string | undefined;
  let fontClass: string | undefined;
  let size: ReturnType<typeof sanitizeSize>;
  let mention: Record<string, unknown> | undefined;
  let header: number | undefined;
  let list: ReturnType<typeof sanitizeListType>;
  let codeBlock: string | undefined;
  let blockquote = false;
  let align: ReturnType<typeof sanitizeAlign>;
  let rtl = false;
  let indent: number | undefined;
  let alt = "";
  let width: string | undefined;
  let decorative = false;

  for (const key of keys) {
    const value = raw[key];
    switch (key) {
      case "bold":
        bold = value === true;
        break;
      case "italic":
        italic = value === true;
        break;
      case "underline":
        underline = value === true;
        break;
      case "strike":
        strike = value === true;
        break;
      case "code":
        code = value === true;
        break;
      case "script":
        script = sanitizeScript(value);
        break;
      case "link":
        href = sanitizeUrl(value, "link");
        break;
      case "target":
        target = value;
        break;
      case "rel":
        rel = value;
        break;
      case "color":
        color = sanitizeColor(value);
        break;
      case "background":
        background = sanitizeColor(value);
        break;
      case "font":
        fontClass = sanitizeFontClass(value);
        break;
      case "size":
        size = sanitizeSize(value);
        break;
      case "mention":
        mention = isRecord(value) ? value : undefined;
        break;
      case "header":
        header = sanitizeHeader(value);
        break;
      case "list":
        list = sanitizeListType(value);
        break;
      case "code-block":
        codeBlock = sanitizeCodeBlock(value);
        break;
      case "blockquote":
        blockquote = value === true;
        break;
      case "align":
        align = sanitizeAlign(value);
        break;
      case "direction":
        rtl = sanitizeDirection(value) === "rtl";
        break;
      case "indent":
        indent = sanitizeIndent(value);
        break;
      case "alt":
        alt = typeof value === "string" ? value : "";
        break;
      case "width":
        width = sanitizeWidth(value);
        break;
      case "decorative":
        decorative = value === true;
        break;
      default:
        // Unknown attribute (onclick, style, class, id, …): dropped, never emitted.
        break;
    }
  }

  // Inline wrappers, outermost first, in Quill's blot order: link, underline, strike, italic,
  // bold, script, code; colour/background/font/size go on an innermost <span>.
  let linkOpen = "";
  if (href !== undefined) {
    linkOpen = linkOpenTag(href, target, rel);
  } else if (mention !== undefined) {
    const mentionHref = sanitizeUrl(ownValue(mention, "link"), "link");
    if (mentionHref !== undefined) linkOpen = linkOpenTag(mentionHref, ownValue(mention, "target"), undefined);
  }
  let open = "";
  let close = "";
  if (mention !== undefined) {
    open += '<span class="mention">';
    close = `</span>${close}`;
  }
  if (linkOpen !== "") {
    open += linkOpen;
    close = `</a>${close}`;
  }
  if (underline) {
    open += "<u>";
    close = `</u>${close}`;
  }
  if (strike) {
    open += "<s>";
    close = `</s>${close}`;
  }
  if (italic) {
    open += "<em>";
    close = `</em>${close}`;
  }
  if (bold) {
    open += "<strong>";
    close = `</strong>${close}`;
  }
  if (script !== undefined) {
    open += `<${script}>`;
    close = `</${script}>${close}`;
  }
  if (code) {
    open += "<code>";
    close = `</code>${close}`;
  }
  const spanClasses: string[] = [];
  if (fontClass !== undefined) spanClasses.push(fontClass);
  if (size?.kind === "class") spanClasses.push(size.className);
  const styles: string[] = [];
  if (color !== undefined) styles.push(`color:${color}`);
  if (background !== undefined) styles.push(`background-color:${background}`);
  if (size?.kind === "style") styles.push(`font-size:${size.fontSize}`);
  if (spanClasses.length > 0 || styles.length > 0) {
    const style = styles.length === 0 ? "" : ` style="${escapeHtml(styles.join(";"))}"`;
    open += `<span${classAttr(spanClasses)}${style}>`;
    close = `</span>${close}`;
  }

  // One block format per line; a hostile op carrying several gets code-block > header > list > blockquote.
  const blockClasses: string[] = [];
  if (align !== undefined) blockClasses.push(`ql-align-${align}`);
  if (rtl) blockClasses.push("ql-direction-rtl");
  let block: BlockFormat;
  if (codeBlock !== undefined) {
    block = { kind: "code", language: codeBlock };
  } else if (header === undefined && list !== undefined) {
    // In a list the indent is the nesting depth, not a class.
    const checked = list === "checked" ? ' data-checked="true"' : list === "unchecked" ? ' data-checked="false"' : "";
    block = {
      kind: "list",
      group: list === "checked" || list === "unchecked" ? "check" : list,
      level: indent ?? 0,
      liOpen: `<li${checked}${classAttr(blockClasses)}>`,
    };
  } else {
    if (indent !== undefined) blockClasses.push(`ql-indent-${indent}`);
    const tag = header !== undefined ? `h${header}` : blockquote ? "blockquote" : "p";
    block =
      tag === "p" && blockClasses.length === 0
        ? PARAGRAPH
        : { kind: "block", open: `<${tag}${classAttr(blockClasses)}>`, close: `</${tag}>` };
  }

  const widthAttr = width === undefined ? "" : ` width="${escapeHtml(width)}"`;
  const altAttr = decorative ? ' alt=""' : ` alt="${escapeHtml(alt)}"`;
  const decorativeAttr = decorative ? ' data-decorative="true"' : "";
  return { open, close, linkOpen, block, imageAttrs: `${altAttr}${widthAttr}${decorativeAttr}` };
}

/** Streaming renderer state: the current line plus the open list / code-block groups. */
class Renderer {
  constructor(private readonly options: RenderOptions) {}

  private readonly out: string[] = [];
  /** Rendered inline HTML of the line being built. */
  private lineHtml = "";
  /** Encoded text only of the line being built (what a code-block line shows). */
  private lineText = "";
  /** Whether any text or embed was rendered at all; a document without any renders "". */
  private hasContent = false;
  /** Open list elements, outermost first; index = nesting level. */
  private readonly listStack: ListGroup[] = [];
  /** Lines of the open code block, or null. */
  private codeLines: string[] | null = null;
  private codeLanguage = "";
  /** `out.length` right after the last video; detects Quill's mandatory empty line after it. */
  private afterVideo = -1;
  /** Index in `out` of an empty paragraph directly following a video, if any. */
  private emptyAfterVideo = -1;

  text(text: string, format: OpFormat): void {
    let start = 0;
    for (;;) {
      const newline = text.indexOf("\n", start);
      const end = newline === -1 ? text.length : newline;
      if (end > start) {
        const encoded = escapeHtml(start === 0 && end === text.length ? text : text.slice(start, end));
        this.lineHtml += format.open + encoded + format.close;
        this.lineText += encoded;
      }
      if (newline === -1) return;
      this.endLine(format.block);
      start = newline + 1;
    }
  }

  embed(embed: Record<string, unknown>, attributes: unknown): void {
    const keys = Object.keys(embed);
    // An embed is a single-key object; anything else is malformed and dropped.
    if (keys.length !== 1) return;
    const type = keys[0];
    if (type === undefined) return;
    const value = embed[type];
    switch (type) {
      case "image": {
        const src = sanitizeUrl(value, "image");
        if (src === undefined) return;
        const format = parseFormat(attributes);
        const img = `<img src="${escapeHtml(src)}"${format.imageAttrs}>`;
        this.lineHtml += format.linkOpen === "" ? img : `${format.linkOpen}${img}</a>`;
        return;
      }
      case "video": {
        const src = sanitizeUrl(value, "video");
        if (src === undefined) return;
        // A video is a block of its own (Quill BlockEmbed): finish any text before it first.
        if (this.lineHtml !== "") this.endLine(PARAGRAPH);
        this.closeGroups();
        this.out.push(
          `<iframe class="ql-video" src="${escapeHtml(src)}" frameborder="0" allowfullscreen="true" loading="lazy" title="${escapeHtml(this.options.videoTitle ?? "video")}"></iframe>`,
        );
        this.hasContent = true;
        this.afterVideo = this.out.length;
        return;
      }
      case "formula": {
        if (typeof value !== "string" || value === "") return;
        this.lineHtml += `<span class="ql-formula">${escapeHtml(value)}</span>`;
        return;
      }
      case "mention": {
        if (!isRecord(value)) return;
        const name = ownValue(value, "value");
        if (typeof name !== "string" || name === "") return;
        const label = escapeHtml(sanitizeDenotationChar(ownValue(value, "denotationChar")) + name);
        const href = sanitizeUrl(ownValue(value, "link"), "link");
        const inner =
          href === undefined ? label : `${linkOpenTag(href, ownValue(value, "target"), undefined)}${label}</a>`;
        this.lineHtml += `<span class="mention">${inner}</span>`;
        return;
      }
      default:
        // Unknown embed ({script}, {iframe}, …): dropped.
        return;
    }
  }

  private endLine(block: BlockFormat): void {
    const html = this.lineHtml;
    const text = this.lineText;
    this.lineHtml = "";
    this.lineText = "";
    if (html !== "") this.hasContent = true;

    if (block.kind === "code") {
      this.closeList();
      if (this.codeLines === null || this.codeLanguage !== block.language) {
        this.flushCode();
        this.codeLines = [];
        this.codeLanguage = block.language;
      }
      this.codeLines.push(text);
      return;
    }
    this.flushCode();
    if (block.kind === "list") {
      this.listItem(block.group, block.level, block.liOpen, html === "" ? "<br>" : html);
      return;
    }
    this.closeList();
    if (html === "" && block === PARAGRAPH && this.out.length === this.afterVideo) {
      this.emptyAfterVideo = this.out.length;
    }
    this.out.push(block.open + (html === "" ? "<br>" : html) + block.close);
  }

  /**
   * Quill's list nesting: deeper items open a list inside the previous (still open) <li>;
   * shallower items close lists; another list type at the same level closes that list and opens
   * a new one. Skipped levels get an empty <li> wrapper, as Quill's own getSemanticHTML does.
   * Each item does O(depth change) work, and the depth is capped at MAX_INDENT + 1.
   */
  private listItem(group: ListGroup, level: number, liOpen: string, content: string): void {
    const stack = this.listStack;
    const out = this.out;
    // `stack.pop() ?? "bullet"` below: pop() is typed as possibly undefined; the guards make it defined.
    while (stack.length > level + 1) {
      out.push(`</li></${LIST_TAG[stack.pop() ?? "bullet"]}>`);
    }
    if (stack.length === level + 1) {
      if (stack[level] === group) {
        out.push("</li>");
      } else {
        out.push(`</li></${LIST_TAG[stack.pop() ?? "bullet"]}>`);
      }
    }
    while (stack.length < level + 1) {
      stack.push(group);
      out.push(stack.length < level + 1 ? `<${LIST_TAG[group]}><li>` : `<${LIST_TAG[group]}>`);
    }
    out.push(liOpen + content);
  }

  private closeList(): void {
    const stack = this.listStack;
    while (stack.length > 0) {
      this.out.push(`</li></${LIST_TAG[stack.pop() ?? "bullet"]}>`);
    }
  }

  private flushCode(): void {
    const lines = this.codeLines;
    if (lines === null) return;
    this.codeLines = null;
    // An HTML parser drops one newline right after <pre>; double it so an empty first line survives.
    const body = lines.join("\n");
    const lead = lines[0] === "" && lines.length > 1 ? "\n" : "";
    this.out.push(`<pre data-language="${escapeHtml(this.codeLanguage)}" class="ql-syntax">${lead}${body}</pre>`);
  }

  private closeGroups(): void {
    this.flushCode();
    this.closeList();
  }

  finish(): string {
    // Text after the last newline still forms a (paragraph) line; a trailing "\n" adds nothing.
    if (this.lineHtml !== "") this.endLine(PARAGRAPH);
    this.closeGroups();
    if (!this.hasContent) return "";
    // Quill always keeps an empty line after a trailing video; it is not author content.
    if (this.emptyAfterVideo !== -1 && this.emptyAfterVideo === this.out.length - 1) this.out.pop();
    return this.out.join("");
  }
}

/** What the page around the content says, in its language. */
export type RenderOptions = {
  /** Each video's accessible name (an iframe's title): the words of the page's language. */
  videoTitle?: string;
};

function render(input: unknown, options: RenderOptions): string {
  const ops = readOps(input);
  if (ops === null || ops.length === 0) return "";
  const renderer = new Renderer(options);
  for (const op of ops) {
    if (!isRecord(op)) continue;
    const insert = ownValue(op, "insert");
    if (typeof insert === "string") {
      if (insert !== "") renderer.text(insert, parseFormat(ownValue(op, "attributes")));
    } else if (isRecord(insert)) {
      renderer.embed(insert, ownValue(op, "attributes"));
    }
    // Any other insert (number, array, null) and retain/delete ops: dropped.
  }
  return renderer.finish();
}

/**
 * Renders a stored Quill Delta (`{ ops: [...] }`) to sanitised HTML.
 * Anything that is not `{ ops: Array }`, and a document without any text or embed, renders "".
 */
export function renderDelta(input: unknown, options: RenderOptions = {}): string {
  try {
    return render(input, options);
  } catch {
    // Only reachable through exotic inputs (throwing getters, Proxies); a post must never crash the page.
    return "";
  }
}
