// The admin's "Pages" tab (contract §7.6): About and Tenant Rights, per language, edited in Markdown
// with a live preview drawn by the same safe renderer visitors see (components/MarkdownView.tsx),
// saved with PUT /api/admin/pages/{slug}, reverted to the built-in text with DELETE.
import { useEffect, useId, useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { LOCAL_LIMITS, type PageLang, type PageSlug } from "@contract/local-pages";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { MarkdownView } from "../../../components/MarkdownView";
import { Spinner } from "../../../components/Spinner";
import { showFailure } from "../../../lib/api";
import { usePage } from "../../../lib/local-pages";
import { paths } from "../../../lib/paths";
import { toast } from "../../../lib/toast";
import { revertPage, savePage } from "../local-api";
import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";
import { formatDateTime, formatNumber } from "../../../lib/i18n";

const PAGES: { slug: PageSlug; label: string; path: string }[] = [
  { slug: "about", get label() { return t`About`; }, path: paths.about },
  { slug: "tenant-rights", get label() { return t`Tenant Rights`; }, path: paths.tenantRights },
];
// Each language by its own name, as the language switcher names them (components/LanguageSwitcher.tsx).
const LANGS: { lang: PageLang; label: string }[] = [
  { lang: "en", label: "English" },
  { lang: "es", label: "Español" },
];

export function PagesPanel() {
  const [slug, setSlug] = useState<PageSlug>("about");
  const [lang, setLang] = useState<PageLang>("en");
  const ids = useId();
  return (
    <div className="stack">
      <div className="grid-2 pages-panel__pick">
        <div>
          <label htmlFor={`${ids}-page`}><Trans>Page</Trans></label>
          <select id={`${ids}-page`} value={slug} onChange={(e) => setSlug(e.target.value as PageSlug)}>
            {PAGES.map((p) => (
              <option key={p.slug} value={p.slug}>
                {p.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${ids}-lang`}><Trans>Language</Trans></label>
          <select id={`${ids}-lang`} value={lang} onChange={(e) => setLang(e.target.value as PageLang)}>
            {LANGS.map((l) => (
              <option key={l.lang} value={l.lang}>
                {l.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {/* A new editor for each page and language, so unsaved text never follows to another. */}
      <PageEditor key={`${slug}-${lang}`} slug={slug} lang={lang} />
    </div>
  );
}

function PageEditor({ slug, lang }: { slug: PageSlug; lang: PageLang }) {
  const page = usePage(slug, lang);
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const ids = useId();
  const meta = PAGES.find((p) => p.slug === slug)!;
  const langLabel = LANGS.find((l) => l.lang === lang)!.label;

  // The editor starts from the page as saved (or built in) once it has loaded.
  useEffect(() => {
    if (page.data && text === null) setText(page.data.markdown);
  }, [page.data, text]);

  if (page.error) return <p role="alert"><Trans>This page could not be loaded. Please try again.</Trans></p>;
  if (!page.data || text === null) return <Spinner label={t`Loading the page`} />;

  const tooLong = text.length > LOCAL_LIMITS.markdownMax;
  const changed = text !== page.data.markdown;

  async function save(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (tooLong) {
      setError(t`The page text must be at most 50,000 characters`);
      return;
    }
    setSaving(true);
    try {
      const saved = await savePage(slug, lang, text!);
      setText(saved.markdown);
      setError(undefined);
      toast(t`Page saved`, t`${meta.label} (${langLabel}) now shows your text.`);
    } catch (err) {
      const fields = showFailure(err, { title: t`Could not save the page`, fields: true });
      setError(fields?.markdown ?? fields?.lang);
    } finally {
      setSaving(false);
    }
  }

  async function revert(): Promise<boolean> {
    try {
      const reverted = await revertPage(slug, lang);
      setText(reverted.markdown);
      setError(undefined);
      toast(t`Page reverted`, t`${meta.label} (${langLabel}) shows the built-in text again.`);
      return true;
    } catch (err) {
      showFailure(err, { title: t`Could not revert the page` });
      return false;
    }
  }

  const editorId = `${ids}-markdown`;
  const countId = `${ids}-count`;
  const errorId = `${ids}-error`;
  return (
    <form className="stack" onSubmit={save} noValidate aria-label={t`Edit ${meta.label} in ${langLabel}`}>
      <p className="muted text-sm">
        {page.data.updatedAt
          ? t`Edited ${formatDateTime(page.data.updatedAt)}.`
          : t`Showing the built-in text: nothing has been saved for this page and language.`}{" "}
        <Link to={meta.path}><Trans>View the page</Trans></Link>
      </p>
      <div className="pages-panel__editor">
        <div>
          <label htmlFor={editorId}><Trans>Markdown</Trans></label>
          <textarea
            id={editorId}
            rows={22}
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-invalid={error || tooLong ? true : undefined}
            aria-describedby={[countId, error ? errorId : null].filter(Boolean).join(" ")}
            spellCheck
          />
          <small id={countId} className={tooLong ? "field-error" : "muted"}>
            <Trans>{formatNumber(text.length)} of 50,000 characters. The first line "# Title" is the page's title. Links may go to
            web pages, e-mail addresses, phone numbers or pages of this site; HTML and images are not shown.</Trans>
          </small>
          {error && (
            <small id={errorId} className="field-error" role="alert">
              {error}
            </small>
          )}
        </div>
        <section aria-label={t`Preview`} className="pages-panel__preview">
          <p className="text-sm muted"><Trans>Preview</Trans></p>
          <MarkdownView markdown={text} className="card prose-card" />
        </section>
      </div>
      <div className="btn-row pages-panel__actions">
        <button type="submit" disabled={saving || !changed} aria-busy={saving || undefined}>
          {saving ? t`Saving...` : t`Save page`}
        </button>
        <button type="button" className="secondary outline" disabled={!page.data.updatedAt} onClick={() => setConfirming(true)}>
          <Trans>Revert to the built-in text</Trans>
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t`Revert to the built-in text?`}
        body={t`${meta.label} (${langLabel}) will show the text that came with the site. Your edited text will be gone.`}
        confirmLabel={t`Revert`}
        pendingLabel={t`Reverting...`}
        onConfirm={revert}
      />
    </form>
  );
}
