import type { Breadcrumb } from '../../modules/routing/layout.contract.js';
import { useTranslation } from '../use-translation.js';
import { Icon } from './Icon.js';

export interface BreadcrumbsProps {
  items: Breadcrumb[];
}

/**
 * SPEC §2.6: the first crumb is an icon link, the last is plain text with aria-current; on small screens only a
 * back link to the second-to-last crumb shows (CSS).
 */
export function Breadcrumbs({ items }: BreadcrumbsProps) {
  const { t } = useTranslation();
  if (items.length < 2) return null;
  const back = items[items.length - 2]!;
  return (
    <nav className="breadcrumbs" aria-label={t('breadcrumbs.label')}>
      <ol>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}-${item.href}`}>
              {index === 0 ? (
                <a href={item.href}>
                  <Icon name="Home" size={16} label={item.title} />
                </a>
              ) : last ? (
                <span aria-current="page">{item.title}</span>
              ) : (
                <a href={item.href}>{item.title}</a>
              )}
            </li>
          );
        })}
      </ol>
      <a className="breadcrumbs-back" href={back.href}>
        <Icon name="ArrowLeft" size={16} />
        {t('breadcrumbs.back', { title: back.title })}
      </a>
    </nav>
  );
}
