// The one way page Markdown becomes HTML (contract §7.6): the About and Tenant Rights pages an
// admin writes, shown to every visitor and previewed in the admin editor. Whatever the text says,
// nothing it becomes can run script, load outside content or style the site:
// - markdown-it in its safe mode: `html: false`, so raw HTML (<script>, <iframe>, <style>, event
//   attributes) is shown as text, escaped, never passed through;
// - every link is checked by `isSafeHref`: only http(s), mailto, tel and relative addresses,
//   decided on the address as the browser would read it (entities and percent escapes decoded,
//   the blanks and control characters browsers skip removed), so `&#106;avascript:` or
//   `java\tscript:` are refused too; a refused link is drawn as its text;
// - no images at all: an image is drawn as its alt text (an outside image would tell a third party
//   who reads the page; there is no upload to host a local one);
// - no style attributes (markdown-it writes table alignment as style="text-align:..."): dropped.
// Imported by the UI's Markdown pages and the admin editor only (their own chunks, never the
// landing page's bundle), and by the server's tests of this file's table of hostile Markdown.
import MarkdownIt from "markdown-it";

const ALLOWED_SCHEMES = new Set(["http", "https", "mailto", "tel"]);

/** What a browser would take the scheme of `href` to be, or null for a relative address. */
function schemeOf(href: string): string | null {
  let decoded = href;
  // Percent escapes decoded until nothing changes (a few rounds at most): "%6Aavascript:".
  for (let i = 0; i < 3; i++) {
    try {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    } catch {
      break;
    }
  }
  // Browsers drop leading C0 controls and spaces and every tab and newline inside a URL.
  const compact = decoded.replace(/[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g, "").toLowerCase();
  const match = /^([a-z][a-z0-9+.-]*):/.exec(compact);
  return match ? match[1]! : null;
}

/** Whether a link may lead to `href`: http(s), mailto, tel, or a relative address. */
export function isSafeHref(href: string): boolean {
  const scheme = schemeOf(href);
  return scheme === null || ALLOWED_SCHEMES.has(scheme);
}

const md = new MarkdownIt({ html: false, linkify: false, typographer: false });
// Links and autolinks, with their entities already decoded by the parser: a refused one is not
// made a link (markdown-it then writes its text).
md.validateLink = isSafeHref;

md.core.ruler.push("rentfair_safety", (state) => {
  for (const block of state.tokens) {
    block.attrs = block.attrs?.filter(([name]) => name !== "style") ?? null;
    for (const token of block.children ?? []) {
      token.attrs = token.attrs?.filter(([name]) => name !== "style") ?? null;
      if (token.type === "link_open") {
        const href = String(token.attrGet("href") ?? "");
        // Outside sites are not vouched for and learn nothing of where the reader came from.
        if (/^(https?:)?\/\//i.test(href) || /^\\/.test(href)) token.attrSet("rel", "nofollow noopener noreferrer");
      }
    }
  }
});

// No image is ever drawn: its alt text stands in its place, escaped.
md.renderer.rules.image = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  return md.utils.escapeHtml(self.renderInlineAsText(token.children ?? [], options, env));
};

/** Page Markdown as safe HTML (see the top of this file). */
export function renderMarkdown(markdown: string): string {
  return md.render(markdown);
}

/**
 * A page's title is its first line when that is a level-one heading ("# About RentFair"): the
 * page draws it as its <h1> and document title, and the rest below it. Null when there is none.
 */
export function splitTitle(markdown: string): { title: string | null; body: string } {
  const match = /^\s*#[ \t]+(.+?)[ \t#]*(?:\r?\n|$)/.exec(markdown);
  if (!match) return { title: null, body: markdown };
  return { title: match[1]!.trim(), body: markdown.slice(match[0].length) };
}
