import { type ReactNode, useEffect, useRef, useState } from 'react';
import { sanitizeInlineHtml } from '../../src/shared/inline-html.js';
import { useTranslation } from '../use-translation.js';
import { Icon } from './Icon.js';

/** SPEC §9: a floating flash message hides itself after this long. */
export const FLOATING_FLASH_TIMEOUT_MS = 7000;

export type FlashMessageType = 'info' | 'success' | 'error';

export interface FlashMessageProps {
  title?: string;
  /** Shown as HTML, through an allow-list sanitizer (SPEC §2.8). */
  text: string;
  type?: FlashMessageType;
  linkText?: string;
  to?: string;
  /** A static message has no hide link (e.g. the error page's maintenance notice). */
  static?: boolean;
  /** Floating messages hide after `timeout` ms. */
  floating?: boolean;
  timeout?: number;
  onHide?: () => void;
  /** Moves the focus to the message when it appears (a form's outcome, for keyboard and screen-reader users). */
  autoFocus?: boolean;
  /** More content below the text, e.g. a download link. */
  children?: ReactNode;
}

/** SPEC §2.8 flash message: title, HTML text, a link, hidden by its hide link or, when floating, by a timer. */
export function FlashMessage({
  title,
  text,
  type = 'info',
  linkText,
  to,
  static: isStatic = false,
  floating = false,
  timeout = FLOATING_FLASH_TIMEOUT_MS,
  onHide,
  autoFocus = false,
  children,
}: FlashMessageProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(true);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (autoFocus) ref.current?.focus();
  }, [autoFocus]);
  useEffect(() => {
    if (!floating || !visible) return;
    const timer = setTimeout(() => {
      setVisible(false);
      onHide?.();
    }, timeout);
    return () => clearTimeout(timer);
  }, [floating, visible, timeout, onHide]);
  if (!visible) return null;
  const hide = () => {
    setVisible(false);
    onHide?.();
  };
  return (
    <div
      className={`flash-message flash-${type}${floating ? ' flash-floating' : ''}`}
      role={type === 'error' ? 'alert' : 'status'}
      ref={ref}
      tabIndex={autoFocus ? -1 : undefined}
    >
      <Icon name={type === 'error' ? 'Close' : 'Bell'} size={24} />
      <div className="flash-body">
        {title && <p className="flash-title">{title}</p>}
        <div className="flash-text" dangerouslySetInnerHTML={{ __html: sanitizeInlineHtml(text) }} />
        {children}
        {linkText && to && (
          <a className="link-inline-text" href={to}>
            {linkText}
          </a>
        )}
      </div>
      {!isStatic && (
        <button type="button" className="flash-hide link-button" onClick={hide}>
          {t('flashMessage.hideButtonText')}
        </button>
      )}
    </div>
  );
}
