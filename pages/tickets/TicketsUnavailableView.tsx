import type { TicketsViewPayloads } from '../../modules/tickets/tickets.contract.js';
import { SourceUnavailable } from '../portal/SourceUnavailable.js';
import { useTranslation } from '../../renderer/use-translation.js';

/**
 * A ticket page while the upstream ticketing service fails (issue 33): SPEC §8's apology for the ticket screens
 * (try again, contact support) in place of the list or the ticket, with a way back to the list.
 */
export function TicketsUnavailableView({ basePath }: TicketsViewPayloads['unavailable']) {
  const { t } = useTranslation();
  const list = t('tickets.list.title');
  return (
    <SourceUnavailable className="tickets" heading={list} back={{ href: `${basePath}/tickets/list`, label: list }} />
  );
}
