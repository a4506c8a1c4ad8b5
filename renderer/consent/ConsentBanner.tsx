import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import {
  ALL_ALLOWED,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  type ConsentChoice,
  NECESSARY_ONLY,
  consentCookieValue,
} from '../../src/shared/consent.js';
import { ModalShell } from '../components/ModalShell.js';
import { setPreferenceCookie } from '../preference-cookies.js';
import { type TrackingLayout, applyConsent, storedConsent } from '../tracking.js';
import { useTranslation } from '../use-translation.js';
import { consentAtom, consentSettingsOpenAtom } from './consent.atoms.js';

/** Reads the stored choice once the page runs in the browser (the server's HTML never depends on it). */
export function ConsentEffect() {
  const setConsent = useSetAtom(consentAtom);
  useEffect(() => setConsent(storedConsent()), [setConsent]);
  return null;
}

export interface ConsentBannerProps {
  layout: TrackingLayout;
}

/**
 * SPEC §2.1 cookie consent: necessary, statistics and marketing. Shown until the visitor chooses, and again from
 * the footer's "Cookie settings"; never in technical areas or for testing visitors. A fixed overlay at the bottom,
 * so nothing on the page moves when it appears. Cached pages are shared by every visitor, so the server renders it
 * always, hidden; the head's consent gate (src/shared/consent.ts) shows it when there is no choice, so it paints
 * with the page, not after hydration (it is never a late largest contentful paint). Once the browser read the
 * choice it stays (the same element: no new paint) or goes.
 */
export function ConsentBanner({ layout }: ConsentBannerProps) {
  const consent = useAtomValue(consentAtom);
  const settingsOpen = useAtomValue(consentSettingsOpenAtom);
  if (layout.trackingDisabled) return null;
  if (consent != null && !settingsOpen) return null;
  return (
    <ConsentDialog
      layout={layout}
      current={consent ?? null}
      reopened={consent != null}
      pending={consent === undefined}
    />
  );
}

interface ConsentDialogProps {
  layout: TrackingLayout;
  current: ConsentChoice | null;
  /**
   * Opened from the footer: a modal dialog (ModalShell: the page inert, Escape closes it unchanged, the focus back
   * on the footer button) with the options showing. On its own it is a banner that leaves the page usable.
   */
  reopened: boolean;
  /** On the server and before the browser read the choice: shown only if the consent gate marked the page. */
  pending: boolean;
}

function ConsentDialog({ layout, current, reopened, pending }: ConsentDialogProps) {
  const { t, language } = useTranslation();
  const { urlPathname } = usePageContext();
  const setConsent = useSetAtom(consentAtom);
  const [, setSettingsOpen] = useAtom(consentSettingsOpenAtom);
  const [expanded, setExpanded] = useState(reopened);
  const [statistics, setStatistics] = useState(current?.statistics ?? false);
  const [marketing, setMarketing] = useState(current?.marketing ?? false);
  const dialogRef = useRef<HTMLElement>(null);
  const titleId = useId();
  const textId = useId();

  const close = useCallback(() => setSettingsOpen(false), [setSettingsOpen]);
  // On its own the banner takes the focus only if nothing has it yet, so keyboard and screen-reader users meet it
  // first and nobody is pulled out of what they were doing.
  // Not while pending: the choice may still make it go.
  useEffect(() => {
    if (!reopened && !pending && (document.activeElement === null || document.activeElement === document.body)) {
      dialogRef.current?.focus({ preventScroll: true });
    }
  }, [reopened, pending]);

  const expand = () => {
    setExpanded(true);
    // The options replace the button that was focused: the keyboard goes on at the first one that can change.
    requestAnimationFrame(() => dialogRef.current?.querySelector<HTMLElement>('input:not([disabled])')?.focus());
  };
  const decide = (choice: ConsentChoice) => {
    setPreferenceCookie(CONSENT_COOKIE, consentCookieValue(choice), CONSENT_MAX_AGE_SECONDS);
    setConsent(choice);
    setSettingsOpen(false);
    applyConsent(current, choice, urlPathname, layout);
  };

  const content = (
    <div className={`consent-banner-inner${expanded ? '' : ' consent-banner-compact'}`}>
      <h2 id={titleId} className="consent-title">
        {t('consent.title')}
      </h2>
      {/* On its own a short line and a link to the details: small, so it covers little of a phone's screen and is
          never the page's largest contentful paint. The full text comes with the options. */}
      <p id={textId} className="consent-text">
        {expanded ? (
          t('consent.text')
        ) : (
          <>
            <WordBlocks text={t('consent.brief')} /> <a href={`/${language}/privacy`}>{t('consent.details')}</a>
          </>
        )}
      </p>
      {expanded && (
        <fieldset className="consent-options">
          <legend className="visually-hidden">{t('consent.categories')}</legend>
          <ConsentOption
            label={t('consent.necessary')}
            description={t('consent.necessaryDescription')}
            checked
            disabled
          />
          <ConsentOption
            label={t('consent.statistics')}
            description={t('consent.statisticsDescription')}
            checked={statistics}
            onChange={setStatistics}
          />
          <ConsentOption
            label={t('consent.marketing')}
            description={t('consent.marketingDescription')}
            checked={marketing}
            onChange={setMarketing}
          />
        </fieldset>
      )}
      <div className="consent-actions">
        {expanded ? (
          <button type="button" className="button button-secondary" onClick={() => decide({ statistics, marketing })}>
            {t('consent.save')}
          </button>
        ) : (
          <button type="button" className="button button-secondary" onClick={expand}>
            {t('consent.customize')}
          </button>
        )}
        <button type="button" className="button button-secondary" onClick={() => decide(NECESSARY_ONLY)}>
          {t('consent.necessaryOnly')}
        </button>
        <button type="button" className="button button-secondary" onClick={() => decide(ALL_ALLOWED)}>
          {t('consent.acceptAll')}
        </button>
      </div>
    </div>
  );
  const labels = { 'aria-labelledby': titleId, 'aria-describedby': textId };
  if (reopened) {
    // The answer can wait (Escape keeps the choice as it is), but not be skipped by a click beside it.
    return (
      <ModalShell onClose={close} keepOnBackdropClick className="consent-banner" {...labels}>
        {content}
      </ModalShell>
    );
  }
  return (
    <section
      ref={dialogRef}
      className={`consent-banner${pending ? ' consent-banner-pending' : ''}`}
      role="dialog"
      aria-modal="false"
      {...labels}
      tabIndex={-1}
    >
      {content}
    </section>
  );
}

/**
 * The brief line, each word an item of the paragraph's flex row (`.consent-banner-compact .consent-text`): a flex
 * item is a block of its own, and Chromium measures a text's contentful paint per block, so the line paints as
 * word-sized pieces, never as one block as large as a signed-in page's content (the banner paints with the page,
 * SPEC §2.1, and must not be its largest contentful paint). Inline blocks did not do it: Chromium still counted the
 * line as one paint. The spaces stay in the text, so it reads and copies as before.
 */
function WordBlocks({ text }: { text: string }) {
  return text.split(/(\s+)/).map((part, index) => (index % 2 === 1 ? part : <span key={index}>{part}</span>));
}

interface ConsentOptionProps {
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
}

function ConsentOption({ label, description, checked, disabled, onChange }: ConsentOptionProps) {
  const id = useId();
  return (
    <div className="consent-option">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-description`}
        onChange={(event) => onChange?.(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-description`} className="consent-option-description">
        {description}
      </p>
    </div>
  );
}

/** The footer's way back to the choice (withdrawing consent must be as easy as giving it). */
export function ConsentSettingsButton({ layout }: ConsentBannerProps) {
  const { t } = useTranslation();
  const consent = useAtomValue(consentAtom);
  const setSettingsOpen = useSetAtom(consentSettingsOpenAtom);
  if (layout.trackingDisabled) return null;
  return (
    <button
      type="button"
      className="link-button consent-settings-button"
      // Before the browser read the choice there is nothing to change yet.
      disabled={consent === undefined}
      onClick={() => setSettingsOpen(true)}
    >
      {t('consent.settings')}
    </button>
  );
}
