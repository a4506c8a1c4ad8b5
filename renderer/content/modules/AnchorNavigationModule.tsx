import type { AnchorNavigationModuleData } from '../../../modules/content/content-modules.contract.js';
import { useTranslation } from '../../use-translation.js';

export interface AnchorNavigationModuleProps {
  module: AnchorNavigationModuleData;
}

/** Sticky anchor navigation (SPEC §2.4): links to the anchors of the page's modules, sticking below the header. */
export function AnchorNavigationModule({ module }: AnchorNavigationModuleProps) {
  const { t } = useTranslation();
  if (module.items.length === 0) return null;
  return (
    <nav className="anchor-navigation" aria-label={t('cms.anchorNavigation.label')}>
      <ul>
        {module.items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`}>{item.title}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
