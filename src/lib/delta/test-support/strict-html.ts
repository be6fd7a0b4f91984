/**
 * Test-only HTML tools (jsdom is not installed):
 * - `tokenizeHtml`: a small, STRICT tokenizer — it throws on anything outside a tiny grammar
 *   (tags `<name attr="value">`, `</name>`, text), so markup it accepts is read by a browser the
 *   same way (an attribute value ends at the first `"`, a tag at `>`).
 * - `findUnsafeHtml`: the allow-list checker used by the security tests.
 * - `parseHtmlTree`: a tree for the differential tests (lenient about `<br/>`).
 * Never imported by runtime code.
 */

export interface OpenToken {
  readonly type: "open";
  readonly name: string;
  readonly attrs: ReadonlyArray<readonly [string, string]>;
  readonly selfClosing: boolean;
}
export interface CloseToken {
  readonly type: "close";
  readonly name: string;
}
export interface TextToken {
  readonly type: "text";
  readonly raw: string;
}
export type HtmlToken = OpenToken | CloseToken | TextToken;

const TAG_NAME = /[a-z][a-z0-9]*/y;
const ATTR_NAME = /[a-z][a-z0-9-]*/y;

/** Strict tokenizer; throws an Error describing the first thing outside the grammar. */
export function tokenizeHtml(html: string, options: { allowSelfClosing?: boolean } = {}): HtmlToken[] {
  const tokens: HtmlToken[] = [];
  let i = 0;
  const fail = (why: string): never => {
    throw new Error(`${why} at ${i}: ${JSON.stringify(html.slice(Math.max(0, i - 20), i + 40))}`);
  };
  const readName = (re: RegExp): string => {
    re.lastIndex = i;
    const match = re.exec(html);
    if (match === null) return fail("expected a name");
    i += match[0].length;
    return match[0];
  };
  while (i < html.length) {
    if (html[i] !== "<") {
      const next = html.indexOf("<", i);
      const end = next === -1 ? html.length : next;
      tokens.push({ type: "text", raw: html.slice(i, end) });
      i = end;
      continue;
    }
    i++;
    if (html[i] === "/") {
      i++;
      const name = readName(TAG_NAME);
      if (html[i] !== ">") fail("expected > after closing tag name");
      i++;
      tokens.push({ type: "close", name });
      continue;
    }
    const name = readName(TAG_NAME);
    const attrs: Array<readonly [string, string]> = [];
    let selfClosing = false;
    for (;;) {
      if (html[i] === ">") {
        i++;
        break;
      }
      if (html.startsWith("/>", i) && options.allowSelfClosing === true) {
        i += 2;
        selfClosing = true;
        break;
      }
      if (html[i] !== " ") fail("expected a single space, > or end of tag");
      i++;
      const attrName = readName(ATTR_NAME);
      if (!html.startsWith('="', i)) fail(`attribute ${attrName} is not double-quoted`);
      i += 2;
      const end = html.indexOf('"', i);
      if (end === -1) fail("unterminated attribute value");
      const value = html.slice(i, end);
      if (value.includes("<") || value.includes(">")) fail(`raw < or > in attribute ${attrName}`);
      attrs.push([attrName, value]);
      i = end + 1;
    }
    tokens.push({ type: "open", name, attrs, selfClosing });
  }
  return tokens;
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** Decodes the entities our renderer and quill-delta-to-html emit (named basics, decimal, hex). */
export function decodeEntities(raw: string): string {
  return raw.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body.startsWith("#x") || body.startsWith("#X")) return String.fromCodePoint(parseInt(body.slice(2), 16));
    if (body.startsWith("#")) return String.fromCodePoint(parseInt(body.slice(1), 10));
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

/* ------------------------------------------------------------------------------------------ */
/* The allow-list checker                                                                     */
/* ------------------------------------------------------------------------------------------ */

/** Text and attribute values: no raw < > " ', and `&` only as one of the five entities we emit. */
const ENCODED = /^(?:[^<>&"']|&(?:amp|lt|gt|quot|#39);)*$/;

const VOID_TAGS: ReadonlySet<string> = new Set(["img", "br"]);
const BLOCK_CLASSES = /^(?:ql-align-(?:center|right|justify)|ql-direction-rtl|ql-indent-(?:[1-9]|[12]\d|30))$/;
const LI_CLASSES = /^(?:ql-align-(?:center|right|justify)|ql-direction-rtl)$/;
const SPAN_CLASSES = /^(?:ql-font-[A-Za-z0-9-]{1,30}|ql-size-[A-Za-z0-9-]{1,20}|ql-formula|mention)$/;

type ValueRule = RegExp | ((decoded: string) => boolean);

const URL_SAFE = /^(?:(?:https?|s?ftp|file|blob|mailto|tel):|[#/])/i;
const URL_IMAGE_DATA = /^data:image\//i;
const URL_NEUTRALISED = /^unsafe:/;
/** Schemes that must never appear un-neutralised, checked with whitespace/controls squeezed out. */
const SCRIPT_SCHEME = /^(?:javascript|vbscript|livescript|data:text)/i;

const LEADING_SPACE_OR_CONTROL = /^[\u0000-\u0020\u007F]/;

const CONTROL = /[\u0000-\u001F\u007F]/;

const SPACE_OR_CONTROL = /[\s\u0000-\u001F\u007F]+/g;

function urlRule(allowDataImage: boolean): (decoded: string) => boolean {
  return (url) => {
    // Control characters are invisible to a reader and reinterpreted by URL parsers: never emitted.
    if (CONTROL.test(url)) return false;
    if (URL_NEUTRALISED.test(url)) return true;
    if (LEADING_SPACE_OR_CONTROL.test(url)) return false;
    if (SCRIPT_SCHEME.test(url.replace(SPACE_OR_CONTROL, ""))) return false;
    return URL_SAFE.test(url) || (allowDataImage && URL_IMAGE_DATA.test(url));
  };
}

function classRule(allowed: RegExp): (decoded: string) => boolean {
  return (value) => value !== "" && value.split(" ").every((token) => allowed.test(token));
}

const STYLE_DECLARATION =
  /^(?:color|background-color):(?:#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})|[a-zA-Z]{1,50}|rgb\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*\))$|^font-size:\d{1,3}(?:\.\d{1,2})?(?:px|pt|em|rem|%)$/;

const ATTRIBUTE_RULES: Readonly<Record<string, Readonly<Record<string, ValueRule>>>> = {
  p: { class: classRule(BLOCK_CLASSES) },
  h1: { class: classRule(BLOCK_CLASSES) },
  h2: { class: classRule(BLOCK_CLASSES) },
  h3: { class: classRule(BLOCK_CLASSES) },
  h4: { class: classRule(BLOCK_CLASSES) },
  h5: { class: classRule(BLOCK_CLASSES) },
  h6: { class: classRule(BLOCK_CLASSES) },
  blockquote: { class: classRule(BLOCK_CLASSES) },
  ol: {},
  ul: {},
  li: { "data-checked": /^(?:true|false)$/, class: classRule(LI_CLASSES) },
  pre: { "data-language": /^[A-Za-z0-9][A-Za-z0-9+#._-]{0,31}$/, class: /^ql-syntax$/ },
  strong: {},
  em: {},
  u: {},
  s: {},
  code: {},
  sub: {},
  sup: {},
  br: {},
  a: {
    href: urlRule(false),
    target: /^(?:_blank|_self|_parent|_top)$/,
    rel: /^[a-z][a-z0-9-]*(?: [a-z][a-z0-9-]*)*$/,
  },
  span: {
    class: classRule(SPAN_CLASSES),
    style: (value) => value.split(";").every((declaration) => STYLE_DECLARATION.test(declaration)),
  },
  img: { src: urlRule(true), alt: () => true, width: /^\d{1,5}%?$/ },
  iframe: {
    class: /^ql-video$/,
    src: urlRule(false),
    frameborder: /^0$/,
    allowfullscreen: /^true$/,
    loading: /^lazy$/,
    title: /^video$/,
  },
};

const REQUIRED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ["href", "target", "rel"],
  img: ["src", "alt"],
  iframe: ["class", "src"],
};

/**
 * Returns every way `html` departs from the renderer's output grammar (empty array = safe):
 * unknown tags or attributes, any `on*` attribute, unencoded text or values, URLs that are
 * neither allow-listed nor `unsafe:`-prefixed, `_blank` links without noopener, unbalanced tags.
 */
export function findUnsafeHtml(html: string): string[] {
  const problems: string[] = [];
  let tokens: HtmlToken[];
  try {
    tokens = tokenizeHtml(html);
  } catch (error) {
    return [`not in grammar: ${error instanceof Error ? error.message : String(error)}`];
  }
  const stack: string[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index];
    if (token === undefined) continue;
    if (token.type === "text") {
      if (!ENCODED.test(token.raw)) problems.push(`unencoded text ${JSON.stringify(token.raw.slice(0, 60))}`);
      const parent = stack[stack.length - 1];
      if (parent === "ol" || parent === "ul") problems.push(`text directly inside <${parent}>`);
      continue;
    }
    if (token.type === "close") {
      const open = stack.pop();
      if (open !== token.name) problems.push(`</${token.name}> closes <${open ?? "nothing"}>`);
      continue;
    }
    const rules = ATTRIBUTE_RULES[token.name];
    if (rules === undefined) {
      problems.push(`tag <${token.name}> is not allowed`);
      continue;
    }
    const parent = stack[stack.length - 1];
    if ((parent === "ol" || parent === "ul") !== (token.name === "li")) {
      problems.push(`<${token.name}> inside <${parent ?? "root"}>`);
    }
    if (token.name === "a" && stack.includes("a")) problems.push("nested <a>");
    const seen = new Set<string>();
    for (const [name, raw] of token.attrs) {
      if (name.startsWith("on")) problems.push(`event handler attribute ${name}`);
      if (seen.has(name)) problems.push(`duplicate attribute ${name}`);
      seen.add(name);
      const rule = Object.hasOwn(rules, name) ? rules[name] : undefined;
      if (rule === undefined) {
        problems.push(`attribute ${name} not allowed on <${token.name}>`);
        continue;
      }
      if (!ENCODED.test(raw)) {
        problems.push(`unencoded value in ${name}: ${JSON.stringify(raw.slice(0, 60))}`);
        continue;
      }
      const value = decodeEntities(raw);
      const ok = typeof rule === "function" ? rule(value) : rule.test(value);
      if (!ok) problems.push(`bad ${name} on <${token.name}>: ${JSON.stringify(value.slice(0, 80))}`);
    }
    for (const name of REQUIRED_ATTRIBUTES[token.name] ?? []) {
      if (!seen.has(name)) problems.push(`<${token.name}> without ${name}`);
    }
    if (token.name === "a") {
      const target = token.attrs.find(([n]) => n === "target")?.[1];
      const rel = (token.attrs.find(([n]) => n === "rel")?.[1] ?? "").split(" ");
      if (target === "_blank" && !(rel.includes("noopener") && rel.includes("noreferrer"))) {
        problems.push("_blank link without noopener noreferrer");
      }
    }
    if (token.name === "iframe") {
      const next = tokens[index + 1];
      if (next?.type !== "close" || next.name !== "iframe") problems.push("<iframe> with content");
    }
    if (!VOID_TAGS.has(token.name)) stack.push(token.name);
  }
  if (stack.length > 0) problems.push(`unclosed: ${stack.slice(-5).join(",")}`);
  return problems;
}

/* ------------------------------------------------------------------------------------------ */
/* Tree, for differential comparisons                                                         */
/* ------------------------------------------------------------------------------------------ */

export interface HtmlElement {
  readonly tag: string;
  readonly attrs: Readonly<Record<string, string>>;
  readonly children: HtmlNode[];
}
export type HtmlNode = HtmlElement | string;

/** Parses well-formed HTML (ours or quill-delta-to-html's) into a tree; entities decoded. */
export function parseHtmlTree(html: string): HtmlNode[] {
  const root: HtmlElement = { tag: "#root", attrs: {}, children: [] };
  const stack: HtmlElement[] = [root];
  for (const token of tokenizeHtml(html, { allowSelfClosing: true })) {
    const parent = stack[stack.length - 1] ?? root;
    if (token.type === "text") {
      parent.children.push(decodeEntities(token.raw));
    } else if (token.type === "open") {
      const attrs: Record<string, string> = {};
      for (const [name, value] of token.attrs) attrs[name] = decodeEntities(value);
      const element: HtmlElement = { tag: token.name, attrs, children: [] };
      parent.children.push(element);
      if (!token.selfClosing && !VOID_TAGS.has(token.name)) stack.push(element);
    } else {
      const open = stack.pop();
      if (open?.tag !== token.name) throw new Error(`</${token.name}> closes <${open?.tag ?? "nothing"}>`);
    }
  }
  if (stack.length !== 1) throw new Error("unclosed elements");
  return root.children;
}
