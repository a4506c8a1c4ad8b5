import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from '../use-translation.js';
import { Icon } from './Icon.js';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary';
  /** SPEC §2.8: while loading the content is hidden, a spinner shows and the button is disabled. */
  loading?: boolean;
  /** The button's accessible name while loading (e.g. 'Sending…'); a generic 'Loading' otherwise. */
  loadingLabel?: string;
  children: ReactNode;
}

export function Button({
  variant = 'primary',
  loading = false,
  loadingLabel,
  disabled,
  children,
  className,
  ...rest
}: ButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      {...rest}
      className={`button button-${variant}${loading ? ' is-loading' : ''}${className ? ` ${className}` : ''}`}
      disabled={disabled === true || loading}
      aria-busy={loading || undefined}
    >
      <span className="button-content" aria-hidden={loading || undefined}>
        {children}
      </span>
      {loading && (
        <span className="button-spinner">
          <Icon name="Spinner" size={16} className="spinner" label={loadingLabel ?? t('button.loading')} />
        </span>
      )}
    </button>
  );
}

export interface TextLinkProps {
  href: string;
  /** SPEC §2.8 link types: default and inline-text. */
  type?: 'default' | 'inline-text';
  children: ReactNode;
}

export function TextLink({ href, type = 'default', children }: TextLinkProps) {
  return (
    <a className={type === 'inline-text' ? 'link-inline-text' : 'link-default'} href={href}>
      {children}
    </a>
  );
}
