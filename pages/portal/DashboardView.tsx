import { useId } from 'react';
import type { TranslationKey } from '../../i18n/messages.js';
import type { UserProfile } from '../../modules/identity-provider/identity.contract.js';
import {
  PORTAL_SERVICES,
  type PortalAccess,
  type PortalServiceId,
  type PortalServiceLinks,
  servicePath,
} from '../../modules/portal-auth/portal-services.contract.js';
import { SERVICE_DESK_SEGMENT } from '../../modules/service-desk/service-desk.contract.js';
import { useTranslation } from '../../renderer/use-translation.js';
import { Tile } from './Tile.js';
import './portal.css';

const SERVICE_TITLES: Record<PortalServiceId, TranslationKey> = {
  equipmentInsight: 'portal.service.equipmentInsight',
  serviceTickets: 'portal.service.serviceTickets',
  inventory: 'portal.service.inventory',
  userAdmin: 'portal.service.userAdmin',
  wireFlow: 'portal.service.wireFlow',
  wireMind: 'portal.service.wireMind',
  wireMindMasterData: 'portal.service.wireMindMasterData',
  learningHub: 'portal.service.learningHub',
  productInformation: 'portal.service.productInformation',
  parts: 'portal.service.parts',
};

export interface DashboardViewProps {
  user: Pick<UserProfile, 'firstName' | 'fullName' | 'initials'>;
  /** `servicesFromRoles(user.roles)`, computed on the server. */
  access: PortalAccess;
  /** The customer area of the page's locale, e.g. `/en/portal`; service links are built under it. */
  basePath: string;
  /** The configured addresses of the services outside this site (equipment insight, WIRE Mind, …). */
  links?: PortalServiceLinks | undefined;
  /** Numbers on tiles: `serviceTickets` counts the tickets waiting for the customer (issue 31). */
  counts?: Partial<Record<PortalServiceId, number>> | undefined;
  /** The user is a service-desk agent: a link to the agents' queue (issue 31). */
  serviceDeskAgent?: boolean | undefined;
}

/** The customer-area home (SPEC §1): a greeting with an initials avatar and one tile per service. */
export function DashboardView({ user, access, basePath, links, counts, serviceDeskAgent }: DashboardViewProps) {
  const { t } = useTranslation();
  const servicesHeadingId = useId();
  const name = user.firstName || user.fullName;
  return (
    <section className="portal-dashboard">
      <header className="portal-greeting">
        {user.initials && (
          // The name is in the heading beside it: the avatar is decoration.
          <span className="portal-avatar" aria-hidden="true">
            {user.initials}
          </span>
        )}
        <h1>{t('portal.dashboard.greeting', { name })}</h1>
      </header>
      <p className="portal-account-link">
        {/* Profile, password and second factor (SPEC §2.2 {customer-area}/account). */}
        <a href={`${basePath.replace(/\/+$/, '')}/account`}>{t('header.account.settings')}</a>
      </p>
      {serviceDeskAgent && (
        <p className="portal-account-link">
          <a href={`${basePath.replace(/\/+$/, '')}/${SERVICE_DESK_SEGMENT}`}>{t('serviceDesk.queue.title')}</a>
        </p>
      )}
      <h2 id={servicesHeadingId} className="portal-services-heading">
        {t('portal.dashboard.services')}
      </h2>
      <ul className="portal-tiles" aria-labelledby={servicesHeadingId}>
        {PORTAL_SERVICES.map((id) => {
          const status = access.services[id];
          return (
            <Tile
              key={id}
              title={t(SERVICE_TITLES[id])}
              status={status}
              href={servicePath(basePath, id, status, links)}
              detail={
                id === 'wireFlow' && status === 'active'
                  ? wireFlowEdition(access, t)
                  : id === 'serviceTickets' && status === 'active' && counts?.serviceTickets
                    ? t('portal.tile.waitingTickets', { count: counts.serviceTickets })
                    : undefined
              }
            />
          );
        })}
      </ul>
    </section>
  );
}

/** SPEC §4 WIRE Flow user type, shown on an active WIRE Flow tile. */
function wireFlowEdition(access: PortalAccess, t: (key: TranslationKey) => string): string {
  return access.wireFlowUserType === 'onprem' ? t('portal.wireFlow.onprem') : t('portal.wireFlow.cloud');
}
