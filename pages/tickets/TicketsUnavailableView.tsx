import { useId } from 'react';
import type { TicketsViewPayloads } from '../../modules/tickets/tickets.contract.js';
import { Alert } from '../../renderer/components/Alert.js';
import { useTranslation } from '../../renderer/use-translation.js';

/**
 * A ticket page while the upstream ticketing service fails (issue 33): SPEC §8's apology for the ticket screens
 * (try again, contact support) in place of the list or the ticket, with a way back to the list.
 */
export function TicketsUnavailableView({ basePath }: TicketsViewPayloads['unavailable']) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="tickets" aria-labelledby={headingId}>
      <header className="tickets-header">
        <h1 id={headingId}>{t('tickets.list.title')}</h1>
      </header>
      <Alert type="error" className="tickets-failure">
        <p>{t('tickets.error.failed')}</p>
      </Alert>
      <p>
        <a href={`${basePath}/tickets/list`}>{t('tickets.list.title')}</a>
      </p>
    </section>
  );
}
