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
                <span aria-current="page" lang={item.lang}>
                  {item.title}
                </span>
              ) : (
                <a href={item.href} lang={item.lang}>
                  {item.title}
                </a>
              )}
            </li>
          );
        })}
      </ol>
      <a className="breadcrumbs-back" href={back.href}>
        <Icon name="ArrowLeft" size={16} />
        <BackText crumb={back} sentence={(title) => t('breadcrumbs.back', { title })} />
      </a>
    </nav>
  );
}

/** Marks where the crumb's title goes in the translated sentence (a character no UI text holds). */
const TITLE_SLOT = '\u0001';

/**
 * "Back to {title}" in the page's language, with a title in another language marked as such: the sentence is
 * translated around a slot, and the title goes into it as an element of its own.
 */
function BackText({ crumb, sentence }: { crumb: Breadcrumb; sentence: (title: string) => string }) {
  if (!crumb.lang) return <>{sentence(crumb.title)}</>;
  const [before = '', after = ''] = sentence(TITLE_SLOT).split(TITLE_SLOT);
  return (
    <>
      {before}
      <span lang={crumb.lang}>{crumb.title}</span>
      {after}
    </>
  );
}
