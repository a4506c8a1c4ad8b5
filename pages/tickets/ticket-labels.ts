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

/**
 * The ticket types the ticketing system defines (seed/tickets), named in the UI's languages. Its options carry one
 * label, in English: a German page showed 'Machine breakdown'. A type it adds later keeps its own label.
 */
const TYPE_LABELS: Readonly<Record<string, TranslationKey>> = {
  breakdown: 'tickets.type.breakdown',
  maintenance: 'tickets.type.maintenance',
  'spare-parts': 'tickets.type.spareParts',
  software: 'tickets.type.software',
};

export function ticketTypeLabel(type: { value: string; label: string }, t: (key: TranslationKey) => string): string {
  return Object.hasOwn(TYPE_LABELS, type.value) ? t(TYPE_LABELS[type.value]!) : type.label;
}

/** The type options of a filter or form, named as ticketTypeLabel names them. */
export function ticketTypeOptions<T extends { value: string; label: string }>(
  types: readonly T[],
  t: (key: TranslationKey) => string,
): T[] {
  return types.map((type) => ({ ...type, label: ticketTypeLabel(type, t) }));
}
