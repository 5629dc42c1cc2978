// /about and /tenant-rights (contract §7.6): the page's Markdown, as an admin wrote it in this
// language or the built-in text (GET /api/pages/{slug}?lang=), drawn through the safe renderer.
// Its first line "# …" is the page's title. Tenant Rights always ends with a way to local help.
import type { ComponentType } from "react";
import { Link } from "react-router-dom";
import type { PageSlug } from "@contract/local-pages";
import { splitTitle } from "@contract/markdown";
import { StaticPage } from "../../../components/StaticPage";
import { MarkdownView } from "../../../components/MarkdownView";
import { PageSpinner } from "../../../components/Spinner";
import { useDocumentTitle } from "../../../components/DocumentTitle";
import { AlertIcon, type IconProps } from "../../../components/icons";
import { usePage } from "../../../lib/local-pages";
import { pageLang } from "../../../lib/page-lang";
import { paths } from "../../../lib/paths";
import { Trans } from "@lingui/react/macro";

export function EditablePage({ slug, fallbackTitle, icon }: { slug: PageSlug; fallbackTitle: string; icon: ComponentType<IconProps> }) {
  const page = usePage(slug, pageLang());
  if (page.error) return <PageFailed title={fallbackTitle} retry={() => void page.mutate()} />;
  if (!page.data) return <PageSpinner />;
  const { title, body } = splitTitle(page.data.markdown);
  return (
    <StaticPage title={title ?? fallbackTitle} icon={icon}>
      <div className="stack-lg">
        <MarkdownView markdown={body} className="card prose-card" />
        {slug === "tenant-rights" && (
          <p className="notice">
            <Trans>Need help now? <Link to={paths.resources()}>Find tenant unions, legal aid and hotlines near you</Link>.</Trans>
          </p>
        )}
      </div>
    </StaticPage>
  );
}

function PageFailed({ title, retry }: { title: string; retry: () => void }) {
  useDocumentTitle(title);
  return (
    <div className="page">
      <div className="error-state card" role="alert">
        <AlertIcon />
        <h1>{title}</h1>
        <p><Trans>This page could not be loaded. Please try again.</Trans></p>
        <button type="button" onClick={retry}>
          <Trans>Try again</Trans>
        </button>
      </div>
    </div>
  );
}
