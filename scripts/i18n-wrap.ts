// `bun scripts/i18n-wrap.ts <file.tsx>...`: wraps a screen's plain English for Lingui, the
// mechanical part of docs/languages.md "Wrapping a string": JSX text becomes <Trans>…</Trans>
// (a paragraph with inline links or <strong> is one message), and the UI's words in attributes
// and props (aria-label, title, placeholder, label, hint…) become {t`…`}. The imports are added.
// Strings in code (toasts, constants) are left for a person: run it, read the diff, wrap the rest
// with t`…` (in a function) or msg`…` (at module level), then `npm run i18n:extract`.
import { parse } from "@babel/parser";
import _traverse from "@babel/traverse";
import type { NodePath } from "@babel/traverse";
import type * as T from "@babel/types";
import { readFileSync, writeFileSync } from "node:fs";

const traverse = ((_traverse as unknown as { default?: typeof _traverse }).default ?? _traverse) as typeof _traverse;

/** Props whose string value people read. */
const TEXT_PROPS = new Set([
  "aria-label", "aria-description", "aria-roledescription", "title", "placeholder", "alt", "label", "hint", "description",
  "confirmLabel", "cancelLabel", "submitLabel", "heading", "emptyText", "legend", "caption", "subtitle", "tooltip", "pendingLabel",
  "text", "message", "intro", "lead", "body",
]);
/** Elements that may sit inside one sentence. */
const INLINE = new Set(["a", "strong", "em", "b", "i", "code", "kbd", "abbr", "span", "br", "Link", "time", "small", "mark", "sup", "sub", "q", "cite", "dfn"]);
const hasWords = (s: string) => /[A-Za-z]{2,}/.test(s);

interface Edit {
  start: number;
  end: number;
  text: string;
}

function inlineChild(node: T.Node): boolean {
  if (node.type === "JSXText") return true;
  // A value in the sentence ({count}, {page + 1}: a placeholder of the message), not a piece of
  // markup chosen by logic ({open && <X />}, {items.map(…)}), which splits the sentence instead.
  if (node.type === "JSXExpressionContainer") return !containsJsx(node.expression);
  if (node.type === "JSXElement") {
    const name = node.openingElement.name;
    if (name.type !== "JSXIdentifier" || !INLINE.has(name.name)) return false;
    return node.children.every(inlineChild);
  }
  return false;
}

function wrapFile(path: string): boolean {
  const source = readFileSync(path, "utf8");
  const ast = parse(source, { sourceType: "module", plugins: ["typescript", "jsx"] });
  const edits: Edit[] = [];
  let usesTrans = false;
  let usesT = false;
  const done = new Set<T.Node>();

  traverse(ast, {
    JSXElement(p: NodePath<T.JSXElement>) {
      const el = p.node;
      if (done.has(el)) return;
      const name = el.openingElement.name;
      if (name.type === "JSXIdentifier" && (name.name === "Trans" || name.name === "style" || name.name === "script")) {
        p.skip();
        return;
      }
      const kids = el.children;
      if (kids.some((k) => k.type === "JSXSpreadChild")) return;
      const texty = kids.some((k) => k.type === "JSXText" && hasWords(k.value));
      if (!texty) return;
      if (kids.every(inlineChild)) {
        // One sentence: every child from the first to the last that is not blank.
        const meaningful = kids.filter((k) => !(k.type === "JSXText" && k.value.trim() === ""));
        const first = meaningful[0]!;
        const last = meaningful[meaningful.length - 1]!;
        let start = first.start!;
        let end = last.end!;
        if (first.type === "JSXText") start += first.value.length - first.value.trimStart().length;
        if (last.type === "JSXText") end -= last.value.length - last.value.trimEnd().length;
        edits.push({ start, end: start, text: "<Trans>" }, { start: end, end, text: "</Trans>" });
        for (const k of kids) markInside(k, done);
        usesTrans = true;
        return;
      }
      // Mixed with blocks or logic: each run of words on its own.
      for (const k of kids) {
        if (k.type !== "JSXText" || !hasWords(k.value) || done.has(k)) continue;
        const lead = k.value.length - k.value.trimStart().length;
        const trail = k.value.length - k.value.trimEnd().length;
        edits.push({ start: k.start! + lead, end: k.start! + lead, text: "<Trans>" }, { start: k.end! - trail, end: k.end! - trail, text: "</Trans>" });
        usesTrans = true;
      }
    },
    JSXAttribute(p: NodePath<T.JSXAttribute>) {
      const a = p.node;
      if (a.name.type !== "JSXIdentifier" || !TEXT_PROPS.has(a.name.name) || !a.value) return;
      const v = a.value;
      if (v.type === "StringLiteral" && hasWords(v.value)) {
        edits.push({ start: v.start!, end: v.end!, text: `{t\`${v.value.replace(/`/g, "\\`").replace(/\$\{/g, "\\${")}\`}` });
        usesT = true;
      } else if (v.type === "JSXExpressionContainer") {
        const e = v.expression;
        if (e.type === "StringLiteral" && hasWords(e.value)) {
          edits.push({ start: e.start!, end: e.end!, text: `t\`${e.value.replace(/`/g, "\\`")}\`` });
          usesT = true;
        } else if (e.type === "TemplateLiteral" && e.quasis.some((q) => hasWords(q.value.raw))) {
          edits.push({ start: e.start!, end: e.start!, text: "t" });
          usesT = true;
        }
      }
    },
  });

  if (!edits.length) return false;
  edits.sort((a, b) => b.start - a.start || b.end - a.end);
  let out = source;
  for (const e of edits) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  const imports: string[] = [];
  if (usesTrans && !/import \{[^}]*\bTrans\b[^}]*\} from "@lingui\/react\/macro"/.test(out)) imports.push('import { Trans } from "@lingui/react/macro";');
  if (usesT && !/import \{[^}]*\bt\b[^}]*\} from "@lingui\/core\/macro"/.test(out)) imports.push('import { t } from "@lingui/core/macro";');
  if (imports.length) {
    // After the last import of the file's head.
    const lastImport = [...out.matchAll(/^import [^;]*;$/gms)].pop();
    const at = lastImport ? lastImport.index! + lastImport[0].length : 0;
    out = out.slice(0, at) + (at ? "\n" : "") + imports.join("\n") + (at ? "" : "\n") + out.slice(at);
  }
  writeFileSync(path, out);
  return true;
}

function containsJsx(node: T.Node | null | undefined): boolean {
  if (!node || typeof node !== "object") return false;
  if (node.type === "JSXElement" || node.type === "JSXFragment") return true;
  for (const key of Object.keys(node) as (keyof T.Node)[]) {
    if (key === "loc" || key === "leadingComments" || key === "trailingComments") continue;
    const value = node[key] as unknown;
    if (Array.isArray(value)) {
      if (value.some((v) => v && typeof v === "object" && "type" in v && containsJsx(v as T.Node))) return true;
    } else if (value && typeof value === "object" && "type" in value && containsJsx(value as T.Node)) return true;
  }
  return false;
}

function markInside(node: T.Node, done: Set<T.Node>) {
  done.add(node);
  if (node.type === "JSXElement") for (const k of node.children) markInside(k, done);
}

/** Calls whose string arguments are not words for people (paths, keys, selectors, formats). */
const NOT_TEXT_CALLS = new Set([
  "invalidate", "fetch", "apiRequest", "fetchPage", "mutation", "useSWR", "useSWRInfinite", "querySelector", "querySelectorAll", "getElementById",
  "getAttribute", "setAttribute", "getItem", "setItem", "removeItem", "addEventListener", "removeEventListener", "Date", "DateTimeFormat",
  "NumberFormat", "matchMedia", "get", "has", "delete", "startsWith", "endsWith", "includes", "replace", "split", "join", "test", "match", "error", "warn", "log", "info",
  "RegExp", "Error", "closest", "toLocaleString", "toLocaleDateString", "toLocaleTimeString", "createElement", "navigate", "searchParams", "set", "append",
  "scrollIntoView", "focus", "postMessage", "dispatchEvent", "Event", "CustomEvent", "encodeURI", "Symbol", "require", "import",
]);
const textLike = (s: string) => /[A-Za-z]{2,}/.test(s) && (/^[A-Z][a-z']/.test(s.trim()) || /[a-z]{2,}[,.!?]? +[a-z]{2,}[^-]* [a-z]{2,}/.test(s) || /^[A-Z][a-z]*$/.test(s.trim())) && !/^[a-z-]+( [a-z-]+)*$/.test(s.trim()) && !/^[\/#.]/.test(s) && !/^[A-Z][A-Za-z]*-[A-Z]/.test(s);

/**
 * The --code pass: words in code (toasts, messages, labels in objects, `cond ? "A" : "B"` in JSX).
 * Inside a function a string becomes t`…`; a module-level object's `key: "words"` becomes a getter
 * `get key() { return t\`words\`; }` (read at render, so it follows the language; its users need no
 * change). Anything else is listed for a person.
 */
function wrapCode(path: string): boolean {
  const source = readFileSync(path, "utf8");
  const ast = parse(source, { sourceType: "module", plugins: ["typescript", "jsx"] });
  const edits: Edit[] = [];
  let usesT = false;
  const visit = (p: NodePath<T.StringLiteral | T.TemplateLiteral>) => {
    const node = p.node;
    const raw = node.type === "StringLiteral" ? node.value : node.quasis.map((q) => q.value.raw).join("{}");
    if (!textLike(raw)) return;
    const parent = p.parentPath;
    if (!parent) return;
    // Where a string is not words for people.
    if (p.findParent((a) => a.isTSType() || a.isImportDeclaration() || a.isExportAllDeclaration() || a.isExportNamedDeclaration() && Boolean((a.node as T.ExportNamedDeclaration).source) || a.isTaggedTemplateExpression() || a.isTSEnumDeclaration())) return;
    if (parent.isBinaryExpression() && ["===", "!==", "==", "!=", "in"].includes(parent.node.operator)) return;
    if (parent.isSwitchCase() || parent.isMemberExpression() || parent.isJSXAttribute() || parent.isObjectProperty() && parent.node.key === node) return;
    if (parent.isTemplateLiteral()) return;
    // An option of plural()/select(): the macro takes it as it is.
    if (parent.isObjectProperty() && p.parentPath?.parentPath?.parentPath?.isCallExpression() && ["plural", "select", "selectOrdinal"].includes(String(((p.parentPath.parentPath.parentPath.node as T.CallExpression).callee as T.Identifier).name))) return;
    const call = p.findParent((a) => a.isCallExpression() || a.isNewExpression()) as NodePath<T.CallExpression> | null;
    if (call && parent === call) {
      const callee = call.node.callee;
      const name = callee.type === "Identifier" ? callee.name : callee.type === "MemberExpression" && callee.property.type === "Identifier" ? callee.property.name : "";
      if (NOT_TEXT_CALLS.has(name)) return;
    }
    // A prop's own value (className="…"), not words inside a handler it holds (onClick={() => toast("…")}).
    const owner = p.findParent((a) => a.isJSXAttribute() || a.isFunction());
    // …and a prop's object of words: tabs={[{ value: "a", label: "Words" }]}.
    const wordsKey = parent.isObjectProperty() && parent.node.value === node && parent.node.key.type === "Identifier" && TEXT_PROPS.has(parent.node.key.name);
    if (owner?.isJSXAttribute() && !TEXT_PROPS.has(String((owner.node as T.JSXAttribute).name.name)) && !wordsKey) return;
    const inFunction = Boolean(p.getFunctionParent());
    const text = node.type === "StringLiteral" ? node.value.replace(/\\/g, "\\\\").replace(/`/g, "\\`").replace(/\$\{/g, "\\${") : null;
    if (inFunction) {
      if (node.type === "StringLiteral") {
        const inJsx = parent.isJSXExpressionContainer() || Boolean(p.findParent((a) => a.isJSXExpressionContainer()));
        edits.push({ start: node.start!, end: node.end!, text: `t\`${text}\`` });
        void inJsx;
      } else edits.push({ start: node.start!, end: node.start!, text: "t" });
      usesT = true;
      return;
    }
    if (parent.isObjectProperty() && parent.node.value === node && !parent.node.computed) {
      const key = parent.node.key;
      const keyText = key.type === "Identifier" ? key.name : key.type === "StringLiteral" ? JSON.stringify(key.value) : null;
      if (keyText === null) return;
      const body = node.type === "StringLiteral" ? `t\`${text}\`` : `t${source.slice(node.start!, node.end!)}`;
      edits.push({ start: parent.node.start!, end: parent.node.end!, text: `get ${keyText}() { return ${body}; }` });
      usesT = true;
      return;
    }
    console.log(`  ${path}:${node.loc?.start.line}: left as is (module level): ${raw.slice(0, 70)}`);
  };
  traverse(ast, { StringLiteral: visit, TemplateLiteral: visit } as never);
  if (!edits.length) return false;
  edits.sort((a, b) => b.start - a.start || b.end - a.end);
  let out = source;
  let lastStart = Infinity;
  for (const e of edits) {
    if (e.end > lastStart) continue; // nested in an edit already made
    out = out.slice(0, e.start) + e.text + out.slice(e.end);
    lastStart = e.start;
  }
  if (usesT && !/import \{[^}]*\bt\b[^}]*\} from "@lingui\/core\/macro"/.test(out)) {
    const lastImport = [...out.matchAll(/^import [^;]*;$/gms)].pop();
    const at = lastImport ? lastImport.index! + lastImport[0].length : 0;
    out = out.slice(0, at) + (at ? "\n" : "") + 'import { t } from "@lingui/core/macro";' + (at ? "" : "\n") + out.slice(at);
  }
  writeFileSync(path, out);
  return true;
}

const code = process.argv.includes("--code");
for (const file of process.argv.slice(2)) {
  if (file.startsWith("--")) continue;
  if (code) {
    if (/\.tsx?$/.test(file) && wrapCode(file)) console.log(`wrapped code strings of ${file}`);
  } else if (/\.tsx$/.test(file) && wrapFile(file)) console.log(`wrapped ${file}`);
}
