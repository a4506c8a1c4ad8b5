import { useRef } from 'react';
import type { AnchorNavigationModuleData } from '../../../modules/content/content-modules.contract.js';
import { useTranslation } from '../../use-translation.js';
import { useAnchorNavigation } from './use-anchor-navigation.js';

export interface AnchorNavigationModuleProps {
  module: AnchorNavigationModuleData;
}

/**
 * Sticky anchor navigation (SPEC §2.4): links to the anchors of the page's modules; it sticks under the header and
 * marks the section in view (and the one just chosen) with aria-current. Plain links: the keyboard and the browser's
 * own jump to the anchor work before hydration too.
 */
export function AnchorNavigationModule({ module }: AnchorNavigationModuleProps) {
  const { t } = useTranslation();
  const navigation = useRef<HTMLElement>(null);
  const [active, setActive] = useAnchorNavigation(
    navigation,
    module.items.map((item) => item.id),
  );
  if (module.items.length === 0) return null;
  return (
    <nav ref={navigation} className="anchor-navigation" aria-label={t('cms.anchorNavigation.label')}>
      <ul>
        {module.items.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              aria-current={active === item.id ? 'true' : undefined}
              onClick={() => setActive(item.id)}
            >
              {item.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
