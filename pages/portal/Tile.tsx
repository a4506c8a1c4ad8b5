import type { TranslationKey } from '../../i18n/messages.js';
import type { ServiceStatus } from '../../modules/identity-provider/identity.contract.js';
import { useTranslation } from '../../renderer/use-translation.js';

/** SPEC §4 service-access statuses as the user reads them (a literal key each, so the i18n spec sees them used). */
const STATUS_LABELS: Record<ServiceStatus, TranslationKey> = {
  unknown: 'portal.status.unknown',
  noprocess: 'portal.status.noprocess',
  unregistered: 'portal.status.unregistered',
  pending: 'portal.status.pending',
  active: 'portal.status.active',
  invited: 'portal.status.invited',
  inviteexpired: 'portal.status.inviteexpired',
  inactive: 'portal.status.inactive',
  declined: 'portal.status.declined',
  comingsoon: 'portal.status.comingsoon',
};

export interface TileProps {
  /** The service's name, already translated. */
  title: string;
  status: ServiceStatus;
  /** Where the tile leads; without it the tile shows its status only. */
  href?: string | undefined;
  /** A line under the title (e.g. the WIRE Flow edition). */
  detail?: string | undefined;
}

/** One dashboard tile: a list item with the service's heading, linked when reachable, and its status in words. */
export function Tile({ title, status, href, detail }: TileProps) {
  const { t } = useTranslation();
  return (
    <li className={`portal-tile${href ? ' portal-tile-linked' : ''}`} data-status={status}>
      <h3 className="portal-tile-title">{href ? <a href={href}>{title}</a> : title}</h3>
      {detail && <p className="portal-tile-detail">{detail}</p>}
      <p className="portal-tile-status">
        <span className="portal-tile-status-mark" aria-hidden="true" />
        {t('portal.tile.status', { status: t(STATUS_LABELS[status]) })}
      </p>
    </li>
  );
}
