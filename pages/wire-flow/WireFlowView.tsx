import { useId } from 'react';
import type { TranslationKey } from '../../i18n/messages.js';
import type { WireFlowTileId } from '../../modules/wire-flow/wire-flow.contract.js';
import type { SectionViewProps } from '../../renderer/section-views.js';
import { useTranslation } from '../../renderer/use-translation.js';
import { Tile } from '../portal/Tile.js';
import '../portal/portal.css';
import './wire-flow.css';

const TILE_TITLES: Record<WireFlowTileId, TranslationKey> = {
  wireMind: 'portal.service.wireMind',
  wireMindMasterData: 'portal.service.wireMindMasterData',
  learningHub: 'portal.service.learningHub',
};

/**
 * WIRE Flow: the entry of the user's edition, cloud or on premises (SPEC §4 user type), and the
 * WIRE Mind, master data and learning hub tiles linking out, each with its status (invited, invitation expired, …).
 */
export default function WireFlowView({ view }: SectionViewProps<'wire-flow'>) {
  const { t } = useTranslation();
  const headingId = useId();
  const tilesHeadingId = useId();
  const { userType, entryHref, tiles } = view.payload;
  const onPrem = userType === 'onprem';
  return (
    <section className="wire-flow" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('portal.service.wireFlow')}</h1>
      <div className="wire-flow-entry" data-user-type={userType}>
        <p className="wire-flow-edition">
          {t('wireFlow.edition', { edition: onPrem ? t('portal.wireFlow.onprem') : t('portal.wireFlow.cloud') })}
        </p>
        <p>{onPrem ? t('wireFlow.intro.onprem') : t('wireFlow.intro.cloud')}</p>
        <a className="button wire-flow-open" href={entryHref} data-vike="false">
          {onPrem ? t('wireFlow.open.onprem') : t('wireFlow.open.cloud')}
        </a>
      </div>
      <h2 id={tilesHeadingId}>{t('wireFlow.related')}</h2>
      <ul className="portal-tiles" aria-labelledby={tilesHeadingId}>
        {tiles.map((tile) => (
          <Tile key={tile.id} title={t(TILE_TITLES[tile.id])} status={tile.status} href={tile.href ?? undefined} />
        ))}
      </ul>
    </section>
  );
}
