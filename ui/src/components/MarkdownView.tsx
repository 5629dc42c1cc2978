// Page Markdown drawn as HTML, through the one safe renderer (src/contract/markdown.ts: no raw HTML,
// only http(s)/mailto/tel/relative links, no images, no styles). It pulls markdown-it in, so only
// the pages that show Markdown import this (their own lazy chunks), never the landing page.
// A click on a link within the site moves with the router instead of reloading the page.
import { useMemo, type MouseEvent } from "react";
import { useNavigate } from "react-router-dom";
import { renderMarkdown } from "@contract/markdown";
import "./MarkdownView.css";

export function MarkdownView({ markdown, className, label }: { markdown: string; className?: string; label?: string }) {
  const html = useMemo(() => renderMarkdown(markdown), [markdown]);
  const navigate = useNavigate();
  function onClick(e: MouseEvent<HTMLDivElement>) {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const link = (e.target as Element).closest?.("a");
    if (!link || !e.currentTarget.contains(link)) return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin || link.getAttribute("href")?.startsWith("#")) return;
    e.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  }
  // The HTML comes from renderMarkdown alone, which lets nothing through that can run, load or style.
  return <div className={["markdown-body", className].filter(Boolean).join(" ")} aria-label={label} role={label ? "region" : undefined} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
