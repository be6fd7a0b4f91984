/**
 * Hostile-input corpus for renderDelta. Every output is run through `findUnsafeHtml`, a strict
 * allow-list checker of the renderer's whole output grammar (tags, attributes, encodings, URLs),
 * which is itself tested below against known-bad markup so it cannot pass vacuously.
 */
import { afterEach, describe, expect, it } from "vitest";
import { renderDelta } from "./render-delta";
import { deltaToPlainText } from "./plain-text";
import { decodeEntities, findUnsafeHtml, tokenizeHtml } from "./test-support/strict-html";

function expectSafe(input: unknown): string {
  let out = "";
  expect(() => {
    out = renderDelta(input);
  }).not.toThrow();
  expect(typeof out).toBe("string");
  expect(findUnsafeHtml(out), out).toEqual([]);
  expect(() => deltaToPlainText(input)).not.toThrow();
  return out;
}

/** Every href/src value in the output, entity-decoded. */
function urlsIn(out: string): string[] {
  const urls: string[] = [];
  for (const token of tokenizeHtml(out)) {
    if (token.type !== "open") continue;
    for (const [name, value] of token.attrs) {
      if (name === "href" || name === "src") urls.push(decodeEntities(value));
    }
  }
  return urls;
}

describe("findUnsafeHtml (the checker itself)", () => {
  it("accepts the renderer's own vocabulary", () => {
    const good =
      '<h2 class="ql-align-center ql-indent-3">T &amp; &lt;x&gt;</h2><ol><li>a<ul><li data-checked="true" class="ql-direction-rtl">b</li></ul></li></ol>' +
      '<p><a href="https://x.com/?a=1&amp;b=2" target="_blank" rel="noopener noreferrer"><strong><span class="ql-font-serif ql-size-large" style="color:#abc;background-color:rgb(1, 2, 3)">t</span></strong></a>' +
      '<img src="data:image/svg+xml;base64,AA" alt="&quot;x&quot;" width="50%"><span class="mention">@a</span><br></p>' +
      '<pre data-language="c++" class="ql-syntax">x &lt; y</pre><iframe class="ql-video" src="unsafe:javascript:x" frameborder="0" allowfullscreen="true" loading="lazy" title="video"></iframe>';
    expect(findUnsafeHtml(good)).toEqual([]);
  });

  it.each([
    ["script tag", "<script>alert(1)</script>"],
    ["event handler", '<p onclick="alert(1)">x</p>'],
    ["unquoted attribute", "<img src=x onerror=alert(1)>"],
    ["single-quoted attribute", "<img src='x' alt=''>"],
    ["javascript href", '<a href="javascript:alert(1)" target="_self" rel="nofollow">x</a>'],
    ["entity-obfuscated javascript href", '<a href="&#106;avascript:alert(1)" target="_self" rel="x">x</a>'],
    ["data:text/html href", '<a href="data:text/html,x" target="_self" rel="x">x</a>'],
    ["data:image href", '<a href="data:image/svg+xml,x" target="_self" rel="x">x</a>'],
    ["leading space in src", '<img src=" javascript:x" alt="">'],
    ["control character in a neutralised URL", '<a href="unsafe:java\tscript:x" target="_self" rel="x">x</a>'],
    ["vbscript iframe", '<iframe class="ql-video" src="vbscript:x"></iframe>'],
    ["raw quote in text", '<p>a"b</p>'],
    ["raw > in text", "<p>a>b</p>"],
    ["bare ampersand entity", "<p>&#60;script&#62;</p>"],
    ["unknown attribute", '<p id="x">y</p>'],
    ["style on a block", '<p style="color:red">y</p>'],
    ["css url in style", '<span style="background:url(javascript:x)">y</span>'],
    ["unknown class", '<p class="evil">y</p>'],
    ["unbalanced", "<p><strong>x</p></strong>"],
    ["unclosed", "<p>x"],
    ["comment", "<!-- x --><p>y</p>"],
    ["_blank without noopener", '<a href="/x" target="_blank" rel="nofollow">x</a>'],
    [
      "iframe with content",
      '<iframe class="ql-video" src="/x" frameborder="0" allowfullscreen="true" loading="lazy" title="video"><p>x</p></iframe>',
    ],
    ["text inside a list", "<ul>x<li>y</li></ul>"],
    ["srcdoc", '<iframe class="ql-video" src="/x" srcdoc="&lt;script&gt;"></iframe>'],
    ["svg", "<svg><script>x</script></svg>"],
    ["break-out via value", '<img src="/x" alt="a" onerror="alert(1)">'],
  ])("rejects %s", (_label, bad) => {
    expect(findUnsafeHtml(bad)).not.toEqual([]);
  });
});

const SCRIPT_URLS: readonly string[] = [
  "javascript:alert(1)",
  "JAVASCRIPT:alert(1)",
  "JaVaScRiPt:alert(1)",
  " javascript:alert(1)",
  "\u0000javascript:alert(1)",
  "\u0001\u001fjavascript:alert(1)",
  "java\nscript:alert(1)",
  "java\tscript:alert(1)",
  "java\rscript:alert(1)",
  "jav&#x09;ascript:alert(1)",
  "&#106;avascript:alert(1)",
  "javascript&colon;alert(1)",
  "javascript:alert(1)//https://ok.com",
  "\u00a0javascript:alert(1)",
  "\ufeffjavascript:alert(1)",
  "vbscript:msgbox(1)",
  "VBSCRIPT:msgbox(1)",
  "livescript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "DATA:text/html,x",
  "data:image/svg+xml,<svg onload=alert(1)>",
  "data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+",
  "\\\\evil.com",
  "\\/evil.com",
  "//evil.com/x",
  "/\\evil.com",
  "x:alert(1)",
  "javascript\u0000:alert(1)",
  "%6Aavascript:alert(1)",
];

const BREAKOUTS: readonly string[] = [
  '" onerror="alert(1)',
  "' onerror='alert(1)",
  "'><script>alert(1)</script>",
  '"><script>alert(1)</script>',
  "</p><img src=x onerror=alert(1)>",
  "<svg/onload=alert(1)>",
  "</a><a href=javascript:alert(1)>",
  'x" style="background:url(javascript:alert(1))',
  "red;background:url(javascript:alert(1))",
  "expression(alert(1))",
  "<!--",
  "]]><script>",
  "&lt;script&gt;",
  "\u0000<script>",
];

const NON_STRINGS: readonly unknown[] = [
  0,
  1,
  -1,
  1e308,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  true,
  false,
  null,
  [],
  ["javascript:alert(1)"],
  {},
  { toString: () => "javascript:alert(1)", valueOf: () => 3 },
  { __proto__: { link: "javascript:alert(1)" } },
];

const PAYLOADS: readonly unknown[] = [...SCRIPT_URLS, ...BREAKOUTS, ...NON_STRINGS];

/** A document placing `payload` into one field. */
const FIELDS: Readonly<Record<string, (payload: unknown) => unknown[]>> = {
  text: (p) => [{ insert: typeof p === "string" ? `${p}\n` : p }, { insert: "\n" }],
  link: (p) => [{ insert: "x", attributes: { link: p } }, { insert: "\n" }],
  target: (p) => [{ insert: "x", attributes: { link: "/ok", target: p } }, { insert: "\n" }],
  rel: (p) => [{ insert: "x", attributes: { link: "/ok", target: "_self", rel: p } }, { insert: "\n" }],
  imageSrc: (p) => [{ insert: { image: p } }, { insert: "\n" }],
  imageAlt: (p) => [{ insert: { image: "/a.png" }, attributes: { alt: p } }, { insert: "\n" }],
  imageWidth: (p) => [{ insert: { image: "/a.png" }, attributes: { width: p } }, { insert: "\n" }],
  imageLink: (p) => [{ insert: { image: "/a.png" }, attributes: { link: p, target: p, rel: p } }, { insert: "\n" }],
  video: (p) => [{ insert: { video: p } }, { insert: "\n" }],
  formula: (p) => [{ insert: { formula: p } }, { insert: "\n" }],
  color: (p) => [{ insert: "x", attributes: { color: p } }, { insert: "\n" }],
  background: (p) => [{ insert: "x", attributes: { background: p } }, { insert: "\n" }],
  font: (p) => [{ insert: "x", attributes: { font: p } }, { insert: "\n" }],
  size: (p) => [{ insert: "x", attributes: { size: p } }, { insert: "\n" }],
  script: (p) => [{ insert: "x", attributes: { script: p } }, { insert: "\n" }],
  codeLanguage: (p) => [{ insert: "x" }, { insert: "\n", attributes: { "code-block": p } }],
  header: (p) => [{ insert: "x" }, { insert: "\n", attributes: { header: p } }],
  list: (p) => [{ insert: "x" }, { insert: "\n", attributes: { list: p, indent: p } }],
  align: (p) => [{ insert: "x" }, { insert: "\n", attributes: { align: p, direction: p } }],
  indent: (p) => [{ insert: "x" }, { insert: "\n", attributes: { indent: p } }],
  blockquote: (p) => [{ insert: "x" }, { insert: "\n", attributes: { blockquote: p } }],
  mentionValue: (p) => [{ insert: { mention: { value: p, id: p } } }, { insert: "\n" }],
  mentionChar: (p) => [{ insert: { mention: { value: "a", denotationChar: p } } }, { insert: "\n" }],
  mentionLink: (p) => [{ insert: { mention: { value: "a", link: p, target: p } } }, { insert: "\n" }],
  mentionAttribute: (p) => [{ insert: "@a", attributes: { mention: { link: p, value: p } } }, { insert: "\n" }],
  mentionWhole: (p) => [{ insert: { mention: p } }, { insert: "@b", attributes: { mention: p } }, { insert: "\n" }],
  wholeAttributes: (p) => [
    { insert: "x", attributes: p },
    { insert: "\n", attributes: p },
  ],
  wholeOp: (p) => [p, { insert: "x\n" }],
  wholeEmbed: (p) => [{ insert: { [String(p)]: p } }, { insert: "x\n" }],
};

describe("renderDelta: hostile values in every field", () => {
  for (const [field, build] of Object.entries(FIELDS)) {
    it(`${field}: no executable HTML for ${PAYLOADS.length} payloads`, () => {
      for (const payload of PAYLOADS) expectSafe({ ops: build(payload) });
    });
  }

  it.each(SCRIPT_URLS)("script-like URL %j is neutralised in every URL position", (url) => {
    for (const ops of [
      FIELDS.link?.(url),
      FIELDS.video?.(url),
      FIELDS.mentionLink?.(url),
      FIELDS.mentionAttribute?.(url),
      FIELDS.imageLink?.(url),
    ]) {
      const out = expectSafe({ ops });
      for (const emitted of urlsIn(out)) {
        if (emitted === "/a.png") continue;
        // Only the allow-list (protocol-relative `//…` included) passes un-prefixed.
        expect(emitted.startsWith("unsafe:") || /^(?:https?:|\/|#)/i.test(emitted), emitted).toBe(true);
        expect(/^[\s\u0000-\u001f]/.test(emitted), emitted).toBe(false);
      }
    }
  });

  it("puts data:image/svg+xml only in <img src>, never in an href or iframe", () => {
    const svg = "data:image/svg+xml,<svg onload=alert(1)>";
    expect(expectSafe({ ops: [{ insert: { image: svg } }] })).toBe(
      '<p><img src="data:image/svg+xml,&lt;svg onload=alert(1)&gt;" alt=""></p>',
    );
    expect(urlsIn(expectSafe({ ops: FIELDS.link?.(svg) }))).toEqual([`unsafe:${svg}`]);
    expect(urlsIn(expectSafe({ ops: FIELDS.video?.(svg) }))).toEqual([`unsafe:${svg}`]);
  });

  it("does not decode entities: &#106;avascript: stays literal and is prefixed", () => {
    expect(urlsIn(expectSafe({ ops: FIELDS.link?.("&#106;avascript:alert(1)") }))).toEqual([
      "unsafe:&#106;avascript:alert(1)",
    ]);
  });

  it("keeps breakout strings inside encoded text and values", () => {
    for (const payload of BREAKOUTS) {
      const out = expectSafe({
        ops: [{ insert: `${payload}\n` }, { insert: { image: "/a.png" }, attributes: { alt: payload } }],
      });
      expect(out).not.toMatch(/<script|<svg|<img src=x| onerror="| onerror='/i);
    }
  });
});

describe("renderDelta: unknown attributes and embeds", () => {
  const JUNK = {
    onclick: "alert(1)",
    onerror: "alert(1)",
    style: "background:url(javascript:alert(1))",
    class: "x onclick",
    id: "main",
    srcdoc: "<script>alert(1)</script>",
    href: "javascript:alert(1)",
    src: "javascript:alert(1)",
    "data-x": "1",
    formaction: "javascript:alert(1)",
  };

  it("drops them on text, newline, image, video, formula and mention ops", () => {
    const out = expectSafe({
      ops: [
        { insert: "t", attributes: JUNK },
        { insert: { image: "/a.png" }, attributes: JUNK },
        { insert: { formula: "x" }, attributes: JUNK },
        { insert: { mention: { value: "a", ...JUNK } }, attributes: JUNK },
        { insert: "\n", attributes: JUNK },
        { insert: { video: "https://v" }, attributes: JUNK },
        { insert: "l" },
        { insert: "\n", attributes: { ...JUNK, list: "bullet" } },
        { insert: "c" },
        { insert: "\n", attributes: { ...JUNK, "code-block": "js" } },
      ],
    });
    expect(out).not.toMatch(/onclick|onerror|srcdoc|formaction|data-x|id=|javascript/);
  });

  it.each([
    { script: "alert(1)" },
    { iframe: "https://evil.example" },
    { html: "<b>x</b>" },
    { object: { data: "x" } },
    { svg: "<svg onload=alert(1)>" },
    { image: "/a.png", onerror: "alert(1)" },
    { video: "https://v.example", srcdoc: "<script>alert(1)</script>" },
  ])("drops unknown embed %j", (embed) => {
    const out = expectSafe({ ops: [{ insert: embed }, { insert: "x\n" }] });
    expect(out).toBe("<p>x</p>");
  });
});

describe("renderDelta: size and nesting attacks", () => {
  it("caps indent 10_000 to 30", () => {
    expect(expectSafe({ ops: [{ insert: "x" }, { insert: "\n", attributes: { indent: 10_000 } }] })).toBe(
      '<p class="ql-indent-30">x</p>',
    );
  });

  it("keeps 5_000 list levels at most 31 deep and linear in time", () => {
    const ops: unknown[] = [];
    for (let i = 0; i < 5_000; i++)
      ops.push(
        { insert: `item ${i}` },
        { insert: "\n", attributes: { list: i % 2 ? "ordered" : "bullet", indent: i } },
      );
    const out = expectSafe({ ops });
    let depth = 0;
    let max = 0;
    for (const token of tokenizeHtml(out)) {
      if (token.type === "open" && (token.name === "ul" || token.name === "ol")) max = Math.max(max, ++depth);
      if (token.type === "close" && (token.name === "ul" || token.name === "ol")) depth--;
    }
    expect(max).toBe(31);
    expect(depth).toBe(0);
  });

  it("survives deeply nested attribute values without recursing", () => {
    let nested: unknown = "javascript:alert(1)";
    for (let i = 0; i < 10_000; i++) nested = { link: nested, value: nested };
    expectSafe({
      ops: [
        { insert: "x", attributes: { link: nested, mention: nested } },
        { insert: { mention: nested } },
        { insert: "\n" },
      ],
    });
  });

  it("renders a huge single text op", () => {
    const out = expectSafe({ ops: [{ insert: `${"<&>".repeat(100_000)}\n` }] });
    expect(out.length).toBe("<p></p>".length + "&lt;&amp;&gt;".length * 100_000);
  });

  it("survives sparse arrays and array-like ops", () => {
    const ops: unknown[] = [];
    ops[5] = { insert: "x\n" };
    expect(expectSafe({ ops })).toBe("<p>x</p>");
    expect(expectSafe({ ops: { length: 1, 0: { insert: "x\n" } } })).toBe("");
  });

  it("never throws on exotic inputs (throwing getters, Proxies)", () => {
    const throwing = {
      get ops(): never {
        throw new Error("boom");
      },
    };
    const proxy = new Proxy(
      {},
      {
        ownKeys() {
          throw new Error("boom");
        },
      },
    );
    expect(expectSafe(throwing)).toBe("");
    expect(expectSafe({ ops: [{ insert: "x", attributes: proxy }, { insert: "\n" }] })).toBe("");
  });
});

describe("renderDelta: prototype pollution", () => {
  afterEach(() => {
    for (const key of ["bold", "link", "insert", "attributes", "ops", "header"]) {
      delete (Object.prototype as Record<string, unknown>)[key];
    }
  });

  it("ignores __proto__ and constructor keys from JSON and does not pollute", () => {
    const input: unknown = JSON.parse(
      '{"ops":[{"insert":"x","attributes":{"__proto__":{"bold":true,"link":"javascript:alert(1)"},"constructor":{"prototype":{"bold":true}}}},' +
        '{"insert":{"__proto__":{"image":"javascript:alert(1)"}}},{"insert":{"constructor":"x"}},' +
        '{"insert":"\\n","attributes":{"__proto__":{"header":1}}}],"__proto__":{"ops":[]}}',
    );
    expect(expectSafe(input)).toBe("<p>x</p>");
    expect(({} as Record<string, unknown>).bold).toBeUndefined();
    expect(({} as Record<string, unknown>).header).toBeUndefined();
  });

  it("reads only own properties, so a polluted Object.prototype injects nothing", () => {
    const proto = Object.prototype as Record<string, unknown>;
    proto.bold = true;
    proto.link = "javascript:alert(1)";
    proto.header = 1;
    proto.attributes = { bold: true };
    expect(expectSafe({ ops: [{ insert: "x\n" }] })).toBe("<p>x</p>");
    proto.insert = "<script>";
    proto.ops = [{ insert: "y\n" }];
    expect(expectSafe({ ops: [{}] })).toBe("");
    expect(expectSafe({})).toBe("");
  });
});
