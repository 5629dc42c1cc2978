// The sanitizing of page Markdown (contract §7.6, src/contract/markdown.ts): a table of hostile
// Markdown, each rendered and checked for what must never reach the page.
import { describe, expect, test } from "bun:test";
import { isSafeHref, renderMarkdown, splitTitle } from "./markdown";

const ELEMENTS = new Set(["p", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "a", "strong", "em", "s", "blockquote", "code", "pre", "hr", "br", "table", "thead", "tbody", "tr", "th", "td"]);
const ATTRIBUTES: Record<string, Set<string>> = { a: new Set(["href", "title", "rel"]), ol: new Set(["start"]), code: new Set(["class"]) };

/** Every element and attribute of `html`, as a browser's parser sees them (Bun's HTMLRewriter). */
function parse(html: string): { tag: string; attributes: [string, string][] }[] {
  const found: { tag: string; attributes: [string, string][] }[] = [];
  new HTMLRewriter()
    .on("*", { element: (el) => void found.push({ tag: el.tagName.toLowerCase(), attributes: [...el.attributes].map(([n, v]) => [n.toLowerCase(), v]) }) })
    .transform(html);
  return found;
}

/** Only the elements and attributes Markdown makes; links only where isSafeHref allows; no style, no event, no image. */
function assertInert(html: string) {
  for (const { tag, attributes } of parse(html)) {
    expect(ELEMENTS.has(tag), `<${tag}> in ${html}`).toBe(true);
    for (const [name, value] of attributes) {
      expect(ATTRIBUTES[tag]?.has(name) ?? false, `${tag}[${name}] in ${html}`).toBe(true);
      if (name === "href") expect(isSafeHref(value), value).toBe(true);
      if (name === "class") expect(value).toMatch(/^language-[\w-]+$/);
    }
  }
}

const HOSTILE: [string, string][] = [
  ["a script tag", "<script>alert(1)</script>"],
  ["a script tag inline", "Hello <script>alert(1)</script> there"],
  ["an iframe", '<iframe src="https://evil.example/"></iframe>'],
  ["a style tag", "<style>body{display:none}</style>"],
  ["a link tag", '<link rel="stylesheet" href="https://evil.example/x.css">'],
  ["an event attribute", '<img src=x onerror="alert(1)">'],
  ["an event attribute in a div", '<div onmouseover="alert(1)">hover</div>'],
  ["an svg with onload", "<svg onload=alert(1)>"],
  ["a javascript: link", "[click](javascript:alert(1))"],
  ["a JavaScript: link in capitals", "[click](JaVaScRiPt:alert(1))"],
  ["a javascript: link with a leading space", "[click]( javascript:alert(1))"],
  ["a javascript: link in angle brackets", "[click](<javascript:alert(1)>)"],
  ["a vbscript: link", "[click](vbscript:msgbox(1))"],
  ["a data: link", "[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)"],
  ["a file: link", "[click](file:///etc/passwd)"],
  ["an entity-encoded javascript: link (decimal)", "[click](&#106;avascript:alert(1))"],
  ["an entity-encoded javascript: link (hex)", "[click](&#x6A;&#x61;vascript:alert(1))"],
  ["an entity-encoded colon", "[click](javascript&#58;alert(1))"],
  ["a named entity colon", "[click](javascript&colon;alert(1))"],
  ["a tab inside the scheme (entity)", "[click](java&#9;script:alert(1))"],
  ["a newline inside the scheme (entity)", "[click](java&#10;script:alert(1))"],
  ["a percent-encoded scheme", "[click](%6Aavascript:alert(1))"],
  ["a javascript: autolink", "<javascript:alert(1)>"],
  ["a data: autolink", "<data:text/html,<script>alert(1)</script>>"],
  ["a javascript: reference link", "[click][x]\n\n[x]: javascript:alert(1)"],
  ["an entity-encoded reference link", "[click][x]\n\n[x]: &#106;avascript:alert(1)"],
  ["a reference link with a title attribute break-out", '[click][x]\n\n[x]: https://ok.example "a\\" onmouseover=\\"alert(1)"'],
  ["a link title breaking out", '[click](https://ok.example "x\\" onclick=\\"alert(1))'],
  ["a remote image", "![tracker](https://evil.example/pixel.png)"],
  ["a remote image by reference", "![tracker][p]\n\n[p]: https://evil.example/pixel.png"],
  ["a data: image", "![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)"],
  ["a protocol-relative image", "![x](//evil.example/pixel.png)"],
  ["an image inside a link", "[![x](https://evil.example/a.png)](javascript:alert(1))"],
  ["raw HTML entities spelling a tag", "&lt;script&gt;alert(1)&lt;/script&gt;"],
  ["an HTML comment", "<!-- <script>alert(1)</script> -->"],
  ["an object tag", '<object data="https://evil.example/x.swf"></object>'],
  ["a meta refresh", '<meta http-equiv="refresh" content="0;url=https://evil.example">'],
  ["a base tag", '<base href="https://evil.example/">'],
  ["a form", '<form action="https://evil.example"><input name=x></form>'],
  ["a table with alignment (style attribute)", "| a | b |\n|:--|--:|\n| 1 | 2 |"],
  ["a raw HTML block", '<div style="position:fixed;inset:0;background:red">covered</div>'],
  ["a code span with a tag", "`<script>alert(1)</script>`"],
];

describe("hostile Markdown renders inert", () => {
  test.each(HOSTILE)("%s", (_name, markdown) => {
    assertInert(renderMarkdown(markdown));
  });

  test("raw HTML is shown as text, escaped, not dropped silently", () => {
    expect(renderMarkdown("<script>alert(1)</script>")).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  test("a refused link keeps its text, without the link", () => {
    const html = renderMarkdown("[click me](javascript:alert(1))");
    expect(html).not.toContain("<a");
    expect(html).toContain("click me");
  });

  test("an image is drawn as its alt text only", () => {
    expect(renderMarkdown("![Our office](https://evil.example/o.png)").trim()).toBe("<p>Our office</p>");
  });
});

describe("what the page text may do", () => {
  test("links to http(s), mailto, tel and relative addresses stay links; outside ones get rel=nofollow noopener noreferrer", () => {
    const html = renderMarkdown("[a](https://cityofchicago.example/rlto) [b](mailto:help@example.org) [c](tel:+13125550100) [d](/resources) [e](#deposits) <https://auto.example>");
    expect(html).toContain('<a href="https://cityofchicago.example/rlto" rel="nofollow noopener noreferrer">a</a>');
    expect(html).toContain('<a href="mailto:help@example.org">b</a>');
    expect(html).toContain('<a href="tel:+13125550100">c</a>');
    expect(html).toContain('<a href="/resources">d</a>');
    expect(html).toContain('<a href="#deposits">e</a>');
    expect(html).toContain('<a href="https://auto.example" rel="nofollow noopener noreferrer">https://auto.example</a>');
  });

  test("headings, lists, emphasis, quotes and tables render", () => {
    const html = renderMarkdown("## Deposits\n\n- **one**\n- *two*\n\n> note\n\n| a |\n|---|\n| 1 |");
    expect(html).toContain("<h2>Deposits</h2>");
    expect(html).toContain("<li><strong>one</strong></li>");
    expect(html).toContain("<blockquote>");
    expect(html).toContain("<table>");
    // The parser the hostile table is checked with sees them too.
    expect(parse(html).map((e) => e.tag)).toEqual(expect.arrayContaining(["h2", "ul", "li", "strong", "em", "blockquote", "table", "td"]));
    assertInert(html);
  });

  test("isSafeHref: the schemes allowed and refused", () => {
    for (const ok of ["https://a.example", "http://a.example", "mailto:a@b.example", "tel:311", "/x", "x/y", "#top", "?q=1", "//a.example"]) expect(isSafeHref(ok), ok).toBe(true);
    for (const bad of ["javascript:alert(1)", " javascript:x", "java\tscript:x", "JAVASCRIPT:x", "data:text/html,x", "vbscript:x", "file:///x", "%6Aavascript:x", "blob:https://a/b", "ftp://x"]) expect(isSafeHref(bad), bad).toBe(false);
  });

  test("splitTitle takes a first-line level-one heading as the title", () => {
    expect(splitTitle("# About Us\n\nHello")).toEqual({ title: "About Us", body: "\nHello" });
    expect(splitTitle("Hello\n# Not a title")).toEqual({ title: null, body: "Hello\n# Not a title" });
    expect(splitTitle("## Smaller")).toEqual({ title: null, body: "## Smaller" });
  });
});
