// The frame of an informational page: icon, title, lead paragraph, then the content.
import { useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from "react";
import { useDocumentTitle } from "./DocumentTitle";
import type { IconProps } from "./icons";
import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";

export function StaticPage(props: {
  title: string;
  /** The paragraph under the title; none for a page whose text says it all (the editable pages). */
  lead?: ReactNode;
  icon: ComponentType<IconProps>;
  updated?: string;
  /**
   * An "On this page" box beside the content (from 1024 px up) listing its sections: every
   * <h2 id> of the content, read from the page itself so each title is written once.
   */
  contents?: boolean;
  children: ReactNode;
}) {
  useDocumentTitle(props.title);
  const Icon = props.icon;
  const contentRef = useRef<HTMLDivElement>(null);
  const [toc, setToc] = useState<{ id: string; title: string }[]>([]);
  // Before paint, so the box never draws empty first.
  useLayoutEffect(() => {
    const headings = contentRef.current?.querySelectorAll<HTMLHeadingElement>("h2[id]") ?? [];
    setToc(Array.from(headings, (h) => ({ id: h.id, title: h.textContent?.trim() ?? "" })));
  }, [props.children]);
  return (
    <div className="static-page">
      <header className="page-header">
        <div className="cluster" style={{ marginBottom: "0.75rem" }}>
          <span className="icon-bubble" aria-hidden="true"><Icon /></span>
        </div>
        <h1>{props.title}</h1>
        {props.lead && <p>{props.lead}</p>}
        {props.updated && <p className="text-sm" style={{ marginTop: "0.5rem" }}><Trans>Last updated: {props.updated}</Trans></p>}
      </header>
      {props.contents ? (
        <div className="policy-layout">
          <div ref={contentRef}>{props.children}</div>
          <nav className="card policy-toc" aria-label={t`On this page`}>
            <h2><Trans>On this page</Trans></h2>
            <ul>
              {toc.map((t) => (
                <li key={t.id}>
                  <a href={`#${t.id}`}>{t.title}</a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      ) : (
        props.children
      )}
    </div>
  );
}

/** A titled card section inside a static page. */
export function InfoSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card prose-card" aria-labelledby={id}>
      <h2 id={id} style={{ fontSize: "1.25rem" }}>{title}</h2>
      {children}
    </section>
  );
}
