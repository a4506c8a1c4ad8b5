import { PLACEHOLDER_IMAGES } from '../../../modules/files/image-sizes.contract.js';
import type { PageInjectionData } from '../../../modules/content/content-modules.contract.js';
import { useTranslation } from '../../use-translation.js';
import { Picture } from '../../components/Picture.js';
import { useContentHref } from './use-content-link.js';

export interface PageInjectionProps {
  injection: PageInjectionData;
}

/**
 * SPEC §3 page injection: a teaser of the product or service the page is about, from the catalogue (an unknown
 * slug never gets here: the server skips it). The route is locale-free and normalised like every content link.
 */
export function PageInjection({ injection }: PageInjectionProps) {
  const { t } = useTranslation();
  const href = useContentHref()(injection.href);
  const label = t(injection.type === 'service' ? 'cms.injection.service' : 'cms.injection.product');
  return (
    <aside
      className="page-injection content-wide"
      aria-labelledby={`injection-${injection.slug}`}
      data-injection-slug={injection.slug}
    >
      <Picture image={injection.image} size="Fallback" placeholder={PLACEHOLDER_IMAGES.teaser} alt="" />
      <div>
        <p className="overline">{label}</p>
        <h2 id={`injection-${injection.slug}`}>
          <a href={href}>{injection.name}</a>
        </h2>
        <p className="page-injection-brand">{injection.brand}</p>
        {injection.shortDescription && <p>{injection.shortDescription}</p>}
      </div>
    </aside>
  );
}
