import { useSetAtom } from 'jotai';
import type { LayoutData } from '../../modules/routing/layout.contract.js';
import { shareModalAtom } from '../page-ui.atoms.js';
import { useTranslation } from '../use-translation.js';
import { Icon } from './Icon.js';
import { preloadShareModal } from './panels-on-first-use.js';

export interface SideButtonsProps {
  layout: LayoutData;
  pageTitle: string;
  /** In the flow after the content rather than fixed at the edge (portal and editor pages). */
  docked?: boolean;
}

/** Fixed side buttons (contact, share); hidden on sites with hideSideButtons (SPEC §2.4, §3). */
export function SideButtons({ layout, pageTitle, docked = false }: SideButtonsProps) {
  const { t } = useTranslation();
  const openShare = useSetAtom(shareModalAtom);
  if (layout.site.hideSideButtons) return null;
  const contact = layout.navigation.footer.contactLink;
  return (
    <aside className={`side-buttons${docked ? ' side-buttons-docked' : ''}`} aria-label={t('sideButtons.label')}>
      {contact?.href && (
        <a href={contact.href} className="side-button">
          <Icon name="Mail" size={24} />
          <span>{t('sideButtons.contact')}</span>
        </a>
      )}
      <button
        type="button"
        className="side-button"
        onPointerEnter={preloadShareModal}
        onClick={() => openShare({ title: pageTitle, url: layout.canonicalUrl, visible: true })}
      >
        <Icon name="Share" size={24} />
        <span>{t('share.open')}</span>
      </button>
    </aside>
  );
}
