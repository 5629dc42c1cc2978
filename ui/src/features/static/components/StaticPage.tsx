// The frame of an informational page: icon, title, lead paragraph, then the content.
import type { ComponentType, ReactNode } from "react";
import { useDocumentTitle } from "../../../components/DocumentTitle";
import type { IconProps } from "../../../components/icons";

export function StaticPage(props: {
  title: string;
  lead: ReactNode;
  icon: ComponentType<IconProps>;
  updated?: string;
  /** Sections listed in an "On this page" box beside the content (from 1024 px up). */
  toc?: readonly { id: string; title: string }[];
  children: ReactNode;
}) {
  useDocumentTitle(props.title);
  const Icon = props.icon;
  return (
    <div className="static-page">
      <header className="page-header">
        <div className="cluster" style={{ marginBottom: "0.75rem" }}>
          <span className="icon-bubble" aria-hidden="true"><Icon /></span>
        </div>
        <h1>{props.title}</h1>
        <p>{props.lead}</p>
        {props.updated && <p className="text-sm" style={{ marginTop: "0.5rem" }}>Last updated: {props.updated}</p>}
      </header>
      {props.toc ? (
        <div className="policy-layout">
          <div>{props.children}</div>
          <nav className="card policy-toc" aria-label="On this page">
            <h2>On this page</h2>
            <ul>
              {props.toc.map((t) => (
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
