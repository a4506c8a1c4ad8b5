import type { PageInjectionData } from '../../../modules/content/content-modules.contract.js';
import { useTranslation } from '../../../renderer/use-translation.js';
import { useContentHref } from './use-content-link.js';

export interface PageInjectionProps {
  injection: PageInjectionData;
}

/**
 * SPEC §3 page injection: the product or service the page is about, by slug. Until the catalogue renders its own
 * teaser here, a link card; an unknown slug shows the name 'Invalid' without a link.
 */
export function PageInjection({ injection }: PageInjectionProps) {
  const { t } = useTranslation();
  const href = useContentHref()(injection.href);
  return (
    <aside
      className="page-injection content-wide"
      aria-label={t(injection.type === 'service' ? 'cms.injection.service' : 'cms.injection.product')}
      data-injection-slug={injection.slug}
    >
      <p className="overline">{t(injection.type === 'service' ? 'cms.injection.service' : 'cms.injection.product')}</p>
      {href ? <a href={href}>{injection.name}</a> : <span>{injection.name}</span>}
    </aside>
  );
}
