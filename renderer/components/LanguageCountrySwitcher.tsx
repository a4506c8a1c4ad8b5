import { useId, useRef, useState } from 'react';
import { navigate } from 'vike/client/router';
import type { LayoutData } from '../../modules/routing/layout.contract.js';
import { setPreferenceCookie } from '../preference-cookies.js';
import { useHydrated } from '../content/forms/use-hydrated.js';
import { useTranslation } from '../use-translation.js';
import { Icon } from './Icon.js';
import { useFocusTrap } from './use-focus-trap.js';

export interface LanguageCountrySwitcherProps {
  layout: LayoutData;
}

type Choose = (href: string, localeUrlCode: string, language: string) => (event: React.MouseEvent) => void;

/** Language and country switcher: keeps the current page, remembers the choice in the locale cookies (SPEC §9). */
export function LanguageCountrySwitcher({ layout }: LanguageCountrySwitcherProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  useFocusTrap(panelRef, open, () => setOpen(false));
  // Until hydrated (and for ever without JavaScript) a disclosure opens the same links; the URL carries the choice.
  const hydrated = useHydrated();

  const choose: Choose = (href, localeUrlCode, language) => (event) => {
    event.preventDefault();
    setPreferenceCookie(layout.localeCookieName, localeUrlCode);
    setPreferenceCookie('uapp_fallback_language', language);
    setOpen(false);
    void navigate(href);
  };
  const currentLanguage = layout.languages.find((l) => l.language === layout.locale.language);
  const current = (
    <>
      <Icon name="Globe" size={16} />
      <span className="switcher-label">{t('switcher.label')}</span>
      <span className="switcher-current">
        {currentLanguage?.label ?? layout.locale.language}
        {layout.locale.isInternational ? '' : ` (${layout.locale.country})`}
      </span>
    </>
  );
  if (!hydrated) {
    return (
      <details className="switcher">
        <summary className="switcher-toggle">{current}</summary>
        <div className="switcher-panel">
          <SwitcherOptions layout={layout} />
        </div>
      </details>
    );
  }
  return (
    <div className="switcher">
      <button
        type="button"
        className="switcher-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {current}
      </button>
      {open && (
        <div
          ref={panelRef}
          id={panelId}
          className="switcher-panel"
          role="dialog"
          aria-modal="false"
          aria-label={t('switcher.label')}
        >
          <SwitcherOptions layout={layout} choose={choose} />
          <button type="button" className="switcher-close" onClick={() => setOpen(false)}>
            <Icon name="Close" size={16} label={t('dialog.close')} />
          </button>
        </div>
      )}
    </div>
  );
}

/**
 * The language and country links, the same before and after hydration; `choose` (once hydrated) remembers the
 * choice and navigates on the client (SPEC §9).
 */
function SwitcherOptions({ layout, choose }: { layout: LayoutData; choose?: Choose }) {
  const { t } = useTranslation();
  return (
    <>
      <h2 className="switcher-heading">{t('switcher.languages')}</h2>
      <ul>
        {layout.languages.map((option) => (
          <li key={option.language}>
            <a
              href={option.href}
              lang={option.language}
              aria-current={option.language === layout.locale.language ? 'true' : undefined}
              onClick={choose?.(option.href, option.localeUrlCode, option.language)}
            >
              {option.label}
            </a>
          </li>
        ))}
      </ul>
      {layout.countries.length > 0 && (
        <>
          <h2 className="switcher-heading">{t('switcher.countries')}</h2>
          <ul className="switcher-countries">
            {layout.countries.map((option) => (
              <li key={option.code}>
                <a
                  href={option.href}
                  aria-current={option.localeUrlCode === layout.locale.urlCode ? 'true' : undefined}
                  onClick={choose?.(option.href, option.localeUrlCode, option.localeUrlCode.split('-')[0]!)}
                >
                  {option.label}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
