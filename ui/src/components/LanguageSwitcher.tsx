// The language switcher (contract §7.3), in the header, the mobile panel and the footer: each
// language named in itself. The choice is kept in the `lang` cookie (lib/i18n.ts); a signed-in
// person's choice is also stored on the account, so mail reaches them in it.
import { useEffect, useId, useRef, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { LOCALE_NAMES } from "@contract/locales";
import { LOCALES, chooseLocale, currentLocale, type Locale } from "../lib/i18n";
import { apiRequest } from "../lib/api";
import { useUser } from "../lib/auth";

/** Which switcher (by its place, its class) a language was chosen with, to focus it once redrawn. */
let refocus: string | undefined | null = null;

/** `compact`: the header's, where space is short (1024 px with an admin's links): "EN", "ES", each named in full for screen readers. */
export function LanguageSwitcher({ className, compact = false }: { className?: string; compact?: boolean }) {
  const { t } = useLingui();
  const { user } = useUser();
  const id = useId();
  const [pending, setPending] = useState(false);
  const locale = currentLocale();
  const select = useRef<HTMLSelectElement>(null);

  // The app is drawn again in the new language (main.tsx): focus comes back to the switcher used.
  useEffect(() => {
    if (refocus !== className) return;
    refocus = null;
    select.current?.focus();
  }, [className]);

  async function change(next: Locale) {
    setPending(true);
    try {
      refocus = className;
      await chooseLocale(next);
      // Mail in the chosen language; the page has switched already whatever the answer.
      if (user) await apiRequest("PUT", "/api/user/language", { language: next }).catch(() => undefined);
    } finally {
      setPending(false);
    }
  }

  return (
    <div className={`language-switcher ${className ?? ""}`}>
      <label htmlFor={id} className="visually-hidden">{t`Language`}</label>
      <select ref={select} id={id} value={locale} disabled={pending} onChange={(e) => void change(e.target.value as Locale)} data-testid="language-switcher">
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l} aria-label={compact ? LOCALE_NAMES[l] : undefined}>
            {compact ? l.toUpperCase() : LOCALE_NAMES[l]}
          </option>
        ))}
      </select>
    </div>
  );
}
