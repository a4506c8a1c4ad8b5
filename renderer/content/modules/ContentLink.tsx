import type { ReactNode } from 'react';
import type { LinkData } from '../../../modules/content/content-fields.contract.js';
import { useTranslation } from '../../use-translation.js';
import { useContentHref } from './use-content-link.js';

export interface ContentLinkProps {
  link: LinkData;
  className?: string;
  children?: ReactNode;
  /** Render as a plain anchor the client router leaves alone (downloads). */
  plain?: boolean;
}

/** A query string and/or anchor appended to a target: the target's own query is kept, its anchor replaced. */
export function withParameters(href: string, parameters: string): string {
  if (!href || !parameters) return href;
  const [base, ownHash = ''] = href.split('#', 2) as [string, string?];
  const [, query = '', hash = ''] = /^(\?[^#]*)?(#.*)?$/.exec(parameters) ?? [];
  const joined = query ? base + (base.includes('?') ? '&' + query.slice(1) : query) : base;
  return joined + (hash || (ownHash ? '#' + ownHash : ''));
}

/**
 * An editor's link by its SPEC §3 kind: the target with the locale (SPEC §2.3), the page parameters appended,
 * and a new tab when asked (with rel="noopener" and a hidden hint that it opens one); nothing for unusable targets.
 */
export function ContentLink({ link, className, children, plain }: ContentLinkProps) {
  const { t } = useTranslation();
  const hrefOf = useContentHref();
  const href = withParameters(hrefOf(link.href), link.parameters ?? '');
  if (!href) return null;
  return (
    <a
      className={className}
      href={href}
      target={link.openInNewTab ? '_blank' : undefined}
      rel={link.openInNewTab ? 'noopener' : undefined}
      data-vike={plain || link.openInNewTab ? 'false' : undefined}
    >
      {children ?? link.text}
      {link.openInNewTab && <span className="visually-hidden"> ({t('links.opensInNewTab')})</span>}
    </a>
  );
}
