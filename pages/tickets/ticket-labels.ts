import type { TranslationKey } from '../../i18n/messages.js';
import type { ClosingReason, TicketSort, TicketStatus } from '../../modules/tickets/tickets.contract.js';
import { cachedDateFormat } from '../../src/shared/date-formats.js';

export const STATUS_LABELS: Record<TicketStatus, TranslationKey> = {
  new: 'tickets.status.new',
  'in-progress': 'tickets.status.inProgress',
  'waiting-for-customer': 'tickets.status.waitingForCustomer',
  solved: 'tickets.status.solved',
  closed: 'tickets.status.closed',
};

export const REASON_LABELS: Record<ClosingReason, TranslationKey> = {
  'solved-by-provider': 'tickets.reason.solvedByProvider',
  'solved-without-provider': 'tickets.reason.solvedWithoutProvider',
  'no-longer-relevant': 'tickets.reason.noLongerRelevant',
};

export const SORT_LABELS: Record<TicketSort, TranslationKey> = {
  'created-desc': 'tickets.sort.newest',
  'created-asc': 'tickets.sort.oldest',
};

const shortDate = cachedDateFormat({ year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

export const formatDate = (iso: string, language: string): string => shortDate(new Date(iso), language);
