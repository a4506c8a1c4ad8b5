import { ContentLink } from './ContentLink.js';
import type { HeroModuleData } from '../../../modules/content/content-modules.contract.js';
import { useTranslation } from '../../use-translation.js';
import { HERO_COVER_SIZES, HERO_SIZES } from '../../components/image-layout.js';
import { ContentImage } from './ContentImage.js';
import { useContentHref } from './use-content-link.js';

export interface HeroModuleProps {
  module: HeroModuleData;
  /** Home pages without their own call to action lead to the products. */
  isHome: boolean;
}

/** Hero or cover hero (SPEC §2.4): the page's one h1, lead text, optional image and call to action. */
export function HeroModule({ module, isHome }: HeroModuleProps) {
  const { t } = useTranslation();
  const hrefOf = useContentHref();
  const ctaHref = !module.cta && isHome ? hrefOf('/products') : '';
  const ctaText = module.cta?.text || t('home.cta');
  return (
    <section className={module.cover ? 'hero hero-cover' : 'hero'}>
      {module.image && (
        <ContentImage
          image={module.image}
          size={module.cover ? 'Stretched' : 'BreakOut'}
          className="hero-image"
          eager
          sizes={module.cover ? HERO_COVER_SIZES : HERO_SIZES}
        />
      )}
      <div className="hero-text">
        <h1>{module.title}</h1>
        {module.lead && <p>{module.lead}</p>}
        {module.cta ? (
          <ContentLink link={module.cta} className="button">
            {ctaText}
          </ContentLink>
        ) : (
          ctaHref && (
            <a className="button" href={ctaHref}>
              {ctaText}
            </a>
          )
        )}
      </div>
    </section>
  );
}
