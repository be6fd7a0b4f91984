import { describe, expect, it } from "vitest";
import { renderDelta } from "./render-delta";

/** Renders a list of ops; `unknown` on purpose, the renderer must accept anything. */
function html(ops: readonly unknown[]): string {
  return renderDelta({ ops });
}

/** One line of `text` ending in a newline that carries `attributes`. */
function line(text: string, attributes?: Record<string, unknown>): unknown[] {
  return attributes === undefined ? [{ insert: `${text}\n` }] : [{ insert: text }, { insert: "\n", attributes }];
}

const A = '<a href="https://example.com/" target="_blank" rel="noopener noreferrer">';

describe("renderDelta: input shape", () => {
  it.each([
    ["null", null],
    ["undefined", undefined],
    ["a number", 42],
    ["a string", '{"ops":[{"insert":"x\\n"}]}'],
    ["an array of ops", [{ insert: "x\n" }]],
    ["{}", {}],
    ['{ops: "x"}', { ops: "x" }],
    ["{ops: {}}", { ops: { 0: { insert: "x\n" } } }],
    ["{ops: null}", { ops: null }],
    ["empty ops", { ops: [] }],
  ])("%s renders an empty string", (_label, input) => {
    expect(renderDelta(input)).toBe("");
  });

  it("renders a post with no content (Quill's empty document, blank lines) as empty", () => {
    expect(html([{ insert: "\n" }])).toBe("");
    expect(html([{ insert: "\n\n\n" }])).toBe("");
    expect(
      html([
        { insert: "\n", attributes: { header: 1 } },
        { insert: "\n", attributes: { list: "bullet" } },
      ]),
    ).toBe("");
  });

  it("drops ops that are not objects and inserts that are neither a string nor an embed object", () => {
    expect(
      html([
        null,
        "text",
        7,
        ["x"],
        { insert: 5 },
        { insert: null },
        { insert: true },
        { insert: ["a"] },
        { retain: 3 },
        { delete: 2 },
        { attributes: { bold: true } },
        { insert: "ok\n" },
      ]),
    ).toBe("<p>ok</p>");
  });

  it("drops embeds that are not single-key objects", () => {
    expect(
      html([{ insert: {} }, { insert: { image: "https://a/b.png", video: "https://v" } }, { insert: "x\n" }]),
    ).toBe("<p>x</p>");
  });

  it("ignores attributes that are not a plain object", () => {
    expect(
      html([
        { insert: "a", attributes: ["bold"] },
        { insert: "b", attributes: "bold" },
        { insert: "\n", attributes: null },
      ]),
    ).toBe("<p>ab</p>");
  });
});

describe("renderDelta: text and newlines", () => {
  it("renders paragraphs, one per line", () => {
    expect(html([{ insert: "Hello\nWorld\n" }])).toBe("<p>Hello</p><p>World</p>");
  });

  it("does not add a paragraph for the document's trailing newline", () => {
    expect(html([{ insert: "Only line\n" }])).toBe("<p>Only line</p>");
  });

  it("still renders text after the last newline as a paragraph", () => {
    expect(html([{ insert: "a\nb" }])).toBe("<p>a</p><p>b</p>");
    expect(html([{ insert: "no newline at all" }])).toBe("<p>no newline at all</p>");
  });

  it("renders empty lines as <p><br></p>", () => {
    expect(html([{ insert: "a\n\n\nb\n" }])).toBe("<p>a</p><p><br></p><p><br></p><p>b</p>");
  });

  it("joins text from several ops on one line", () => {
    expect(html([{ insert: "Hel" }, { insert: "lo" }, { insert: "\n" }])).toBe("<p>Hello</p>");
  });

  it("HTML-encodes & < > \" ' in text", () => {
    expect(html([{ insert: `<b>Tom & "Jerry's"</b>\n` }])).toBe(
      "<p>&lt;b&gt;Tom &amp; &quot;Jerry&#39;s&quot;&lt;/b&gt;</p>",
    );
  });

  it("keeps Arabic text intact", () => {
    expect(html(line("مرحبا بالعالم", { direction: "rtl", align: "right" }))).toBe(
      '<p class="ql-align-right ql-direction-rtl">مرحبا بالعالم</p>',
    );
  });

  it("uses the block attributes of the op holding the newline, not of the text", () => {
    expect(html([{ insert: "Title", attributes: { header: 1 } }, { insert: "\n" }])).toBe("<p>Title</p>");
    expect(html([{ insert: "a\nb\n", attributes: { header: 2, bold: true } }])).toBe(
      "<h2><strong>a</strong></h2><h2><strong>b</strong></h2>",
    );
  });
});

describe("renderDelta: headers", () => {
  it.each([1, 2, 3, 4, 5, 6])("header %i → <h%i>", (level) => {
    expect(html(line("Title", { header: level }))).toBe(`<h${level}>Title</h${level}>`);
  });

  it("caps levels above 6 at 6", () => {
    expect(html(line("x", { header: 7 }))).toBe("<h6>x</h6>");
    expect(html(line("x", { header: 1_000_000 }))).toBe("<h6>x</h6>");
  });

  it("accepts a string of digits", () => {
    expect(html(line("x", { header: "2" }))).toBe("<h2>x</h2>");
  });

  it.each([0, -1, 2.5, "abc", "2px", "", true, null, [], {}, Number.NaN])("invalid level %j → paragraph", (level) => {
    expect(html(line("x", { header: level }))).toBe("<p>x</p>");
  });

  it("renders an empty header line as <br>", () => {
    expect(html([...line("a"), { insert: "\n", attributes: { header: 2 } }])).toBe("<p>a</p><h2><br></h2>");
  });
});

describe("renderDelta: lists", () => {
  it("groups consecutive ordered items into one <ol>", () => {
    expect(html([...line("one", { list: "ordered" }), ...line("two", { list: "ordered" })])).toBe(
      "<ol><li>one</li><li>two</li></ol>",
    );
  });

  it("groups bullet items into <ul> and closes the list before a paragraph", () => {
    expect(html([...line("a", { list: "bullet" }), ...line("b", { list: "bullet" }), ...line("after")])).toBe(
      "<ul><li>a</li><li>b</li></ul><p>after</p>",
    );
  });

  it("nests three levels deep with mixed types and comes back out", () => {
    expect(
      html([
        ...line("1", { list: "ordered" }),
        ...line("1.a", { list: "bullet", indent: 1 }),
        ...line("1.a.i", { list: "ordered", indent: 2 }),
        ...line("1.a.ii", { list: "ordered", indent: 2 }),
        ...line("1.b", { list: "bullet", indent: 1 }),
        ...line("2", { list: "ordered" }),
      ]),
    ).toBe("<ol><li>1<ul><li>1.a<ol><li>1.a.i</li><li>1.a.ii</li></ol></li><li>1.b</li></ul></li><li>2</li></ol>");
  });

  it("closes all open levels at once when jumping back to the top", () => {
    expect(
      html([
        ...line("a", { list: "bullet" }),
        ...line("b", { list: "bullet", indent: 1 }),
        ...line("c", { list: "bullet", indent: 2 }),
        ...line("d", { list: "bullet" }),
      ]),
    ).toBe("<ul><li>a<ul><li>b<ul><li>c</li></ul></li></ul></li><li>d</li></ul>");
  });

  it("closes one list and opens the other when the type changes at the same level", () => {
    expect(
      html([...line("a", { list: "ordered" }), ...line("b", { list: "bullet" }), ...line("c", { list: "ordered" })]),
    ).toBe("<ol><li>a</li></ol><ul><li>b</li></ul><ol><li>c</li></ol>");
  });

  it("switches type at a nested level inside the same parent item", () => {
    expect(
      html([
        ...line("p", { list: "ordered" }),
        ...line("x", { list: "bullet", indent: 1 }),
        ...line("y", { list: "ordered", indent: 1 }),
      ]),
    ).toBe("<ol><li>p<ul><li>x</li></ul><ol><li>y</li></ol></li></ol>");
  });

  it("renders checked/unchecked items in one <ul> with data-checked", () => {
    expect(html([...line("done", { list: "checked" }), ...line("todo", { list: "unchecked" })])).toBe(
      '<ul><li data-checked="true">done</li><li data-checked="false">todo</li></ul>',
    );
  });

  it("keeps a to-do list and a bullet list apart", () => {
    expect(html([...line("b", { list: "bullet" }), ...line("t", { list: "unchecked" })])).toBe(
      '<ul><li>b</li></ul><ul><li data-checked="false">t</li></ul>',
    );
  });

  it("nests to-do items", () => {
    expect(html([...line("a", { list: "checked" }), ...line("b", { list: "unchecked", indent: 1 })])).toBe(
      '<ul><li data-checked="true">a<ul><li data-checked="false">b</li></ul></li></ul>',
    );
  });

  it("wraps skipped levels in empty items, as Quill does", () => {
    expect(html(line("deep", { list: "bullet", indent: 2 }))).toBe(
      "<ul><li><ul><li><ul><li>deep</li></ul></li></ul></li></ul>",
    );
  });

  it("caps the nesting depth at indent 30", () => {
    const out = html(line("x", { list: "bullet", indent: 500 }));
    expect(out.split("<ul>").length - 1).toBe(31);
    expect(out.split("</ul>").length - 1).toBe(31);
  });

  it("puts align/direction classes on the <li> and never an indent class", () => {
    expect(html(line("x", { list: "bullet", indent: 1, align: "center", direction: "rtl" }))).toBe(
      '<ul><li><ul><li class="ql-align-center ql-direction-rtl">x</li></ul></li></ul>',
    );
  });

  it("renders an empty item as <br>", () => {
    expect(html([...line("a", { list: "bullet" }), { insert: "\n", attributes: { list: "bullet" } }])).toBe(
      "<ul><li>a</li><li><br></li></ul>",
    );
  });

  it.each(["numbered", "", 1, true, null, { type: "bullet" }])("invalid list value %j → paragraph", (value) => {
    expect(html(line("x", { list: value }))).toBe("<p>x</p>");
  });
});

describe("renderDelta: code blocks", () => {
  it("renders a code block with its language", () => {
    expect(html(line("let a = 1;", { "code-block": "js" }))).toBe(
      '<pre data-language="js" class="ql-syntax">let a = 1;</pre>',
    );
  });

  it("merges consecutive lines of the same language, joined with newlines, text encoded", () => {
    expect(
      html([
        ...line("if (a < b) {", { "code-block": "javascript" }),
        ...line('  log("&");', { "code-block": "javascript" }),
        ...line("}", { "code-block": "javascript" }),
      ]),
    ).toBe('<pre data-language="javascript" class="ql-syntax">if (a &lt; b) {\n  log(&quot;&amp;&quot;);\n}</pre>');
  });

  it("starts a new <pre> when the language changes", () => {
    expect(html([...line("a", { "code-block": "js" }), ...line("b", { "code-block": "python" })])).toBe(
      '<pre data-language="js" class="ql-syntax">a</pre><pre data-language="python" class="ql-syntax">b</pre>',
    );
  });

  it("labels Quill 1's `true` and invalid languages as plain", () => {
    expect(html(line("a", { "code-block": true }))).toBe('<pre data-language="plain" class="ql-syntax">a</pre>');
    expect(html(line("a", { "code-block": "java script" }))).toBe(
      '<pre data-language="plain" class="ql-syntax">a</pre>',
    );
    expect(html(line("a", { "code-block": "c++" }))).toBe('<pre data-language="c++" class="ql-syntax">a</pre>');
  });

  it("is not a code block for other value types", () => {
    expect(html(line("a", { "code-block": 1 }))).toBe("<p>a</p>");
    expect(html(line("a", { "code-block": false }))).toBe("<p>a</p>");
  });

  it("keeps empty lines and survives the parser dropping the newline after <pre>", () => {
    expect(
      html([
        { insert: "\n", attributes: { "code-block": "js" } },
        ...line("x", { "code-block": "js" }),
        { insert: "\n", attributes: { "code-block": "js" } },
      ]),
    ).toBe('<pre data-language="js" class="ql-syntax">\n\nx\n</pre>');
  });

  it("renders inline formats and embeds inside code as plain text", () => {
    expect(
      html([
        { insert: "a", attributes: { bold: true } },
        { insert: { image: "https://a/b.png" } },
        { insert: "b" },
        { insert: "\n", attributes: { "code-block": "js" } },
      ]),
    ).toBe('<pre data-language="js" class="ql-syntax">ab</pre>');
  });

  it("closes a list before a code block and a code block before a paragraph", () => {
    expect(html([...line("i", { list: "bullet" }), ...line("c", { "code-block": "js" }), ...line("p")])).toBe(
      '<ul><li>i</li></ul><pre data-language="js" class="ql-syntax">c</pre><p>p</p>',
    );
  });
});

describe("renderDelta: blockquote and block classes", () => {
  it("renders each quoted line as a blockquote", () => {
    expect(html([...line("q1", { blockquote: true }), ...line("q2", { blockquote: true })])).toBe(
      "<blockquote>q1</blockquote><blockquote>q2</blockquote>",
    );
  });

  it("needs blockquote: true", () => {
    expect(html(line("q", { blockquote: "yes" }))).toBe("<p>q</p>");
  });

  it.each([
    ["center", '<p class="ql-align-center">x</p>'],
    ["right", '<p class="ql-align-right">x</p>'],
    ["justify", '<p class="ql-align-justify">x</p>'],
    ["left", "<p>x</p>"],
    ["middle", "<p>x</p>"],
    [1, "<p>x</p>"],
  ])("align %j", (align, expected) => {
    expect(html(line("x", { align }))).toBe(expected);
  });

  it("direction rtl → ql-direction-rtl; anything else → nothing", () => {
    expect(html(line("x", { direction: "rtl" }))).toBe('<p class="ql-direction-rtl">x</p>');
    expect(html(line("x", { direction: "ltr" }))).toBe("<p>x</p>");
  });

  it("indent → ql-indent-N, capped at 30; 0, negative and invalid ignored", () => {
    expect(html(line("x", { indent: 3 }))).toBe('<p class="ql-indent-3">x</p>');
    expect(html(line("x", { indent: "4" }))).toBe('<p class="ql-indent-4">x</p>');
    expect(html(line("x", { indent: 31 }))).toBe('<p class="ql-indent-30">x</p>');
    expect(html(line("x", { indent: 10_000 }))).toBe('<p class="ql-indent-30">x</p>');
    for (const indent of [0, -2, 1.5, "x", true, null]) expect(html(line("x", { indent }))).toBe("<p>x</p>");
  });

  it("combines classes on headers and blockquotes", () => {
    expect(html(line("h", { header: 3, align: "center", direction: "rtl", indent: 2 }))).toBe(
      '<h3 class="ql-align-center ql-direction-rtl ql-indent-2">h</h3>',
    );
    expect(html(line("q", { blockquote: true, indent: 1 }))).toBe('<blockquote class="ql-indent-1">q</blockquote>');
  });

  it("gives a hostile line with several block formats one: code-block > header > list > blockquote", () => {
    expect(html(line("x", { header: 2, list: "bullet", blockquote: true }))).toBe("<h2>x</h2>");
    expect(html(line("x", { list: "bullet", blockquote: true }))).toBe("<ul><li>x</li></ul>");
    expect(html(line("x", { "code-block": "js", header: 1 }))).toBe(
      '<pre data-language="js" class="ql-syntax">x</pre>',
    );
  });
});

describe("renderDelta: inline formats", () => {
  it.each([
    ["bold", "<strong>t</strong>"],
    ["italic", "<em>t</em>"],
    ["underline", "<u>t</u>"],
    ["strike", "<s>t</s>"],
    ["code", "<code>t</code>"],
  ])("%s", (name, expected) => {
    expect(html([{ insert: "t", attributes: { [name]: true } }, { insert: "\n" }])).toBe(`<p>${expected}</p>`);
  });

  it("needs `true` for boolean formats", () => {
    expect(html([{ insert: "t", attributes: { bold: "true", italic: 1, underline: false } }, { insert: "\n" }])).toBe(
      "<p>t</p>",
    );
  });

  it("script sub/super → <sub>/<sup>; anything else dropped", () => {
    expect(html([{ insert: "2", attributes: { script: "sub" } }, { insert: "\n" }])).toBe("<p><sub>2</sub></p>");
    expect(html([{ insert: "2", attributes: { script: "super" } }, { insert: "\n" }])).toBe("<p><sup>2</sup></p>");
    expect(html([{ insert: "2", attributes: { script: "sup" } }, { insert: "\n" }])).toBe("<p>2</p>");
  });

  it("nests combined formats in Quill's order with styles on an innermost span", () => {
    expect(
      html([
        {
          insert: "all",
          attributes: {
            link: "https://example.com/",
            underline: true,
            strike: true,
            italic: true,
            bold: true,
            script: "super",
            code: true,
            color: "#ff0000",
            background: "rgb(0, 128, 255)",
            font: "serif",
            size: "large",
          },
        },
        { insert: "\n" },
      ]),
    ).toBe(
      `<p>${A}<u><s><em><strong><sup><code><span class="ql-font-serif ql-size-large" style="color:#ff0000;background-color:rgb(0, 128, 255)">all</span></code></sup></strong></em></s></u></a></p>`,
    );
  });

  it("formats only its own op", () => {
    expect(html([{ insert: "a " }, { insert: "b", attributes: { bold: true } }, { insert: " c\n" }])).toBe(
      "<p>a <strong>b</strong> c</p>",
    );
  });

  it.each(["#abc", "#AABBCC", "red", "rebeccapurple", "rgb(0,0,0)", "rgb( 255 , 255 , 255 )"])(
    "colour %s is kept",
    (color) => {
      expect(html([{ insert: "t", attributes: { color } }, { insert: "\n" }])).toBe(
        `<p><span style="color:${color}">t</span></p>`,
      );
    },
  );

  it.each([
    "#abcd",
    "#ggg",
    "rgb(256,0,0)",
    "rgb(1,2)",
    "rgba(0,0,0,1)",
    "hsl(0,0%,0%)",
    "red;x:y",
    " red",
    "a".repeat(51),
    "",
    255,
    null,
  ])("colour %j is dropped", (value) => {
    expect(html([{ insert: "t", attributes: { color: value, background: value } }, { insert: "\n" }])).toBe("<p>t</p>");
  });

  it("background → background-color", () => {
    expect(html([{ insert: "t", attributes: { background: "yellow" } }, { insert: "\n" }])).toBe(
      '<p><span style="background-color:yellow">t</span></p>',
    );
  });

  it("font → ql-font-{name} with spaces as hyphens; invalid dropped", () => {
    expect(html([{ insert: "t", attributes: { font: "Open Sans" } }, { insert: "\n" }])).toBe(
      '<p><span class="ql-font-Open-Sans">t</span></p>',
    );
    for (const font of ["a;b", "x".repeat(31), "", "   ", "Noto_Sans", 12]) {
      expect(html([{ insert: "t", attributes: { font } }, { insert: "\n" }])).toBe("<p>t</p>");
    }
  });

  it("size: names → ql-size-{size}; CSS lengths → font-size; invalid dropped", () => {
    expect(html([{ insert: "t", attributes: { size: "huge" } }, { insert: "\n" }])).toBe(
      '<p><span class="ql-size-huge">t</span></p>',
    );
    expect(html([{ insert: "t", attributes: { size: "14px" } }, { insert: "\n" }])).toBe(
      '<p><span style="font-size:14px">t</span></p>',
    );
    expect(html([{ insert: "t", attributes: { size: "1.5em" } }, { insert: "\n" }])).toBe(
      '<p><span style="font-size:1.5em">t</span></p>',
    );
    for (const size of ["big text", "x".repeat(21), "", "-", "14px;color:red", 14]) {
      expect(html([{ insert: "t", attributes: { size } }, { insert: "\n" }])).toBe("<p>t</p>");
    }
  });
});

describe("renderDelta: links", () => {
  const link = (attributes: Record<string, unknown>): string => html([{ insert: "go", attributes }, { insert: "\n" }]);

  it("defaults to target _blank with rel noopener noreferrer", () => {
    expect(link({ link: "https://example.com/" })).toBe(`<p>${A}go</a></p>`);
  });

  it("accepts _self/_parent/_top and a safe rel", () => {
    expect(link({ link: "/ar/about", target: "_self", rel: "nofollow" })).toBe(
      '<p><a href="/ar/about" target="_self" rel="nofollow">go</a></p>',
    );
    expect(link({ link: "/x", target: "_TOP" })).toBe(
      '<p><a href="/x" target="_top" rel="noopener noreferrer">go</a></p>',
    );
    expect(link({ link: "/x", target: "_parent" })).toBe(
      '<p><a href="/x" target="_parent" rel="noopener noreferrer">go</a></p>',
    );
  });

  it("falls back to _blank for any other target", () => {
    expect(link({ link: "/x", target: "main" })).toBe(
      '<p><a href="/x" target="_blank" rel="noopener noreferrer">go</a></p>',
    );
  });

  it("always adds noopener noreferrer to _blank", () => {
    expect(link({ link: "/x", rel: "nofollow ugc" })).toBe(
      '<p><a href="/x" target="_blank" rel="nofollow ugc noopener noreferrer">go</a></p>',
    );
    expect(link({ link: "/x", rel: "noreferrer nofollow noreferrer" })).toBe(
      '<p><a href="/x" target="_blank" rel="noreferrer nofollow noopener">go</a></p>',
    );
  });

  it("replaces an unsafe rel with noopener noreferrer", () => {
    for (const rel of ['x" onclick="y', "a,b", "", 1, ["nofollow"]]) {
      expect(link({ link: "/x", target: "_self", rel })).toBe(
        '<p><a href="/x" target="_self" rel="noopener noreferrer">go</a></p>',
      );
    }
  });

  it.each([
    "http://example.com",
    "https://example.com/a?b=1",
    "ftp://files.example.com",
    "sftp://files.example.com",
    "file:///tmp/x",
    "blob:https://example.com/uuid",
    "mailto:info@example.com",
    "tel:+96550000000",
    "#section-2",
    "/ar/blog",
    "HTTPS://EXAMPLE.COM",
  ])("allows %s", (url) => {
    expect(link({ link: url })).toBe(`<p><a href="${url}" target="_blank" rel="noopener noreferrer">go</a></p>`);
  });

  it("encodes the href", () => {
    expect(link({ link: 'https://x.com/?a=1&b="2"' })).toBe(
      '<p><a href="https://x.com/?a=1&amp;b=&quot;2&quot;" target="_blank" rel="noopener noreferrer">go</a></p>',
    );
  });

  it("prefixes other schemes with unsafe:", () => {
    expect(link({ link: "javascript:alert(1)" })).toBe(
      '<p><a href="unsafe:javascript:alert(1)" target="_blank" rel="noopener noreferrer">go</a></p>',
    );
    expect(link({ link: "data:image/png;base64,AAAA" })).toBe(
      '<p><a href="unsafe:data:image/png;base64,AAAA" target="_blank" rel="noopener noreferrer">go</a></p>',
    );
    expect(link({ link: "example.com" })).toBe(
      '<p><a href="unsafe:example.com" target="_blank" rel="noopener noreferrer">go</a></p>',
    );
  });

  it("trims whitespace and strips control characters before checking", () => {
    expect(link({ link: "  https://example.com/\n" })).toBe(`<p>${A}go</a></p>`);
    expect(link({ link: " java\tscript:x" })).toBe(
      '<p><a href="unsafe:javascript:x" target="_blank" rel="noopener noreferrer">go</a></p>',
    );
  });

  it("renders plain text when the link is not a non-empty string", () => {
    for (const value of [1, null, true, [], {}, "", "   "]) expect(link({ link: value })).toBe("<p>go</p>");
  });

  it("ignores target/rel without a link", () => {
    expect(link({ target: "_self", rel: "nofollow" })).toBe("<p>go</p>");
  });
});

describe("renderDelta: embeds", () => {
  it("image → <img src alt>", () => {
    expect(html([{ insert: { image: "https://cdn.example.com/a.png" } }, { insert: "\n" }])).toBe(
      '<p><img src="https://cdn.example.com/a.png" alt=""></p>',
    );
  });

  it("image alt and width", () => {
    expect(
      html([{ insert: { image: "/a.png" }, attributes: { alt: 'A "cat" <3', width: "300" } }, { insert: "\n" }]),
    ).toBe('<p><img src="/a.png" alt="A &quot;cat&quot; &lt;3" width="300"></p>');
    expect(html([{ insert: { image: "/a.png" }, attributes: { width: "300px" } }, { insert: "\n" }])).toBe(
      '<p><img src="/a.png" alt="" width="300"></p>',
    );
    expect(html([{ insert: { image: "/a.png" }, attributes: { width: "50%" } }, { insert: "\n" }])).toBe(
      '<p><img src="/a.png" alt="" width="50%"></p>',
    );
    expect(html([{ insert: { image: "/a.png" }, attributes: { width: 120 } }, { insert: "\n" }])).toBe(
      '<p><img src="/a.png" alt="" width="120"></p>',
    );
  });

  it("keeps an image's description, in Arabic too", () => {
    expect(
      html([{ insert: { image: "/a.png" }, attributes: { alt: "مخطط لضوابط الأمن الخمسة" } }, { insert: "\n" }]),
    ).toBe('<p><img src="/a.png" alt="مخطط لضوابط الأمن الخمسة"></p>');
  });

  it("marks a decorative image: empty alt whatever text it carries, and data-decorative", () => {
    expect(html([{ insert: { image: "/a.png" }, attributes: { decorative: true } }, { insert: "\n" }])).toBe(
      '<p><img src="/a.png" alt="" data-decorative="true"></p>',
    );
    expect(
      html([
        { insert: { image: "/a.png" }, attributes: { alt: "Stale text", decorative: true, width: "300" } },
        { insert: "\n" },
      ]),
    ).toBe('<p><img src="/a.png" alt="" width="300" data-decorative="true"></p>');
    // Only `true` marks it: a string or number is not the mark, and nothing else leaks through.
    for (const decorative of ["true", 1, "yes", null]) {
      expect(
        html([{ insert: { image: "/a.png" }, attributes: { alt: "A chart", decorative } }, { insert: "\n" }]),
      ).toBe('<p><img src="/a.png" alt="A chart"></p>');
    }
  });

  it("drops an invalid width and a non-string alt", () => {
    for (const width of ["100em", "-1", "1e3", "", "100%;x", 1.5, -3, null]) {
      expect(html([{ insert: { image: "/a.png" }, attributes: { width, alt: 5 } }, { insert: "\n" }])).toBe(
        '<p><img src="/a.png" alt=""></p>',
      );
    }
  });

  it("allows data:image/ for images only", () => {
    expect(html([{ insert: { image: "data:image/png;base64,iVBOR" } }, { insert: "\n" }])).toBe(
      '<p><img src="data:image/png;base64,iVBOR" alt=""></p>',
    );
    expect(html([{ insert: { image: "data:text/html,<b>" } }, { insert: "\n" }])).toBe(
      '<p><img src="unsafe:data:text/html,&lt;b&gt;" alt=""></p>',
    );
  });

  it("wraps a linked image in <a>", () => {
    expect(
      html([{ insert: { image: "/a.png" }, attributes: { link: "https://example.com/" } }, { insert: "\n" }]),
    ).toBe(`<p>${A}<img src="/a.png" alt=""></a></p>`);
  });

  it("drops an image without a string source", () => {
    expect(html([{ insert: { image: 1 } }, { insert: { image: { src: "/a.png" } } }, { insert: "x\n" }])).toBe(
      "<p>x</p>",
    );
  });

  it("video → sanitised iframe as a block of its own", () => {
    expect(
      html([{ insert: "before" }, { insert: { video: "https://www.youtube.com/embed/abc" } }, { insert: "after\n" }]),
    ).toBe(
      '<p>before</p><iframe class="ql-video" src="https://www.youtube.com/embed/abc" frameborder="0" allowfullscreen="true" loading="lazy" title="video"></iframe><p>after</p>',
    );
    expect(html([{ insert: { video: "javascript:alert(1)" } }])).toBe(
      '<iframe class="ql-video" src="unsafe:javascript:alert(1)" frameborder="0" allowfullscreen="true" loading="lazy" title="video"></iframe>',
    );
    expect(html([{ insert: { video: "data:image/png;base64,AA" } }])).toContain(
      'src="unsafe:data:image/png;base64,AA"',
    );
  });

  it("names each video in the page's language when told how", () => {
    const video = [{ insert: { video: "https://v.example/1" } }];
    expect(renderDelta({ ops: video }, { videoTitle: 'فيديو في «الأمن "السحابي"»' })).toContain(
      'title="فيديو في «الأمن &quot;السحابي&quot;»"',
    );
  });

  it("drops Quill's mandatory empty line after a trailing video, but not author blank lines", () => {
    const iframe =
      '<iframe class="ql-video" src="https://v.example/1" frameborder="0" allowfullscreen="true" loading="lazy" title="video"></iframe>';
    expect(html([{ insert: "a\n" }, { insert: { video: "https://v.example/1" } }, { insert: "\n" }])).toBe(
      `<p>a</p>${iframe}`,
    );
    expect(html([{ insert: { video: "https://v.example/1" } }, { insert: "\n\n" }])).toBe(
      `${iframe}<p><br></p><p><br></p>`,
    );
    expect(html([{ insert: { video: "https://v.example/1" } }, { insert: "\nb\n" }])).toBe(
      `${iframe}<p><br></p><p>b</p>`,
    );
  });

  it("closes an open list before a video", () => {
    expect(html([...line("a", { list: "bullet" }), { insert: { video: "https://v" } }])).toBe(
      '<ul><li>a</li></ul><iframe class="ql-video" src="https://v" frameborder="0" allowfullscreen="true" loading="lazy" title="video"></iframe>',
    );
  });

  it("formula → encoded text in span.ql-formula", () => {
    expect(html([{ insert: { formula: "x < \\frac{1}{2} & y" } }, { insert: "\n" }])).toBe(
      '<p><span class="ql-formula">x &lt; \\frac{1}{2} &amp; y</span></p>',
    );
    expect(html([{ insert: { formula: 42 } }, { insert: "x\n" }])).toBe("<p>x</p>");
  });

  it("mention embed → span.mention with the denotation char and value", () => {
    expect(
      html([
        { insert: "hi " },
        { insert: { mention: { index: "0", denotationChar: "@", id: "7", value: "Ali <Admin>" } } },
        { insert: "\n" },
      ]),
    ).toBe('<p>hi <span class="mention">@Ali &lt;Admin&gt;</span></p>');
    expect(html([{ insert: { mention: { value: "news", denotationChar: "#" } } }, { insert: "\n" }])).toBe(
      '<p><span class="mention">#news</span></p>',
    );
    expect(html([{ insert: { mention: { value: "sara" } } }, { insert: "\n" }])).toBe(
      '<p><span class="mention">@sara</span></p>',
    );
  });

  it("mention link goes through the URL sanitiser", () => {
    expect(html([{ insert: { mention: { value: "Ali", link: "/team/ali" } } }, { insert: "\n" }])).toBe(
      '<p><span class="mention"><a href="/team/ali" target="_blank" rel="noopener noreferrer">@Ali</a></span></p>',
    );
    expect(
      html([{ insert: { mention: { value: "Ali", link: "javascript:x", target: "_self" } } }, { insert: "\n" }]),
    ).toBe(
      '<p><span class="mention"><a href="unsafe:javascript:x" target="_self" rel="noopener noreferrer">@Ali</a></span></p>',
    );
  });

  it("drops a mention without a string value", () => {
    expect(html([{ insert: { mention: { id: 1 } } }, { insert: { mention: "Ali" } }, { insert: "x\n" }])).toBe(
      "<p>x</p>",
    );
  });

  it("mention attribute → the op's text in span.mention", () => {
    expect(
      html([{ insert: "@Ali", attributes: { mention: { id: "1", value: "Ali" }, bold: true } }, { insert: "\n" }]),
    ).toBe('<p><span class="mention"><strong>@Ali</strong></span></p>');
    expect(
      html([{ insert: "@Ali", attributes: { mention: { link: "https://example.com/" } } }, { insert: "\n" }]),
    ).toBe(`<p><span class="mention">${A}@Ali</a></span></p>`);
    expect(html([{ insert: "@Ali", attributes: { mention: "x" } }, { insert: "\n" }])).toBe("<p>@Ali</p>");
  });
});

describe("renderDelta: unknown things are dropped", () => {
  it("drops unknown attributes on text, newlines and embeds", () => {
    const junk = { onclick: "alert(1)", style: "color:red", class: "evil", id: "x", srcdoc: "<script>", height: "10" };
    expect(
      html([
        { insert: "t", attributes: { ...junk, bold: true } },
        { insert: { image: "/a.png" }, attributes: junk },
        { insert: "\n", attributes: { ...junk, header: 2 } },
      ]),
    ).toBe('<h2><strong>t</strong><img src="/a.png" alt=""></h2>');
  });

  it("drops unknown embeds", () => {
    expect(
      html([
        { insert: { script: "alert(1)" } },
        { insert: { iframe: "https://evil" } },
        { insert: { divider: true } },
        { insert: "x\n" },
      ]),
    ).toBe("<p>x</p>");
  });
});
