import { useId } from 'react';
import { SERVICE_DESK_SEGMENT } from '../../modules/service-desk/service-desk.contract.js';
import type { ServiceDeskViewPayloads } from '../../modules/service-desk/service-desk-views.contract.js';
import { Alert } from '../../renderer/components/Alert.js';
import { useTranslation } from '../../renderer/use-translation.js';

/**
 * A service desk page while the upstream ticketing service fails (issue 33): the ticket screens' SPEC §8 apology
 * (try again, contact support) in place of the queue or the ticket, with a way back to the queue.
 */
export function DeskUnavailableView({ basePath }: ServiceDeskViewPayloads['unavailable']) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="desk" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('serviceDesk.queue.title')}</h1>
      <Alert type="error">
        <p>{t('tickets.error.failed')}</p>
      </Alert>
      <p>
        <a href={`${basePath}/${SERVICE_DESK_SEGMENT}`}>{t('serviceDesk.queue.title')}</a>
      </p>
    </section>
  );
}
