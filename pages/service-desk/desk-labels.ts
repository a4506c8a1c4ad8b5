import type { TranslationKey } from '../../i18n/messages.js';
import type { TicketStatus } from '../../modules/service-desk/service-desk.contract.js';
import type { DeskResult } from '../../modules/service-desk/service-desk-views.contract.js';
import { cachedDateFormat } from '../../src/shared/date-formats.js';

export const DESK_STATUS_LABELS: Record<TicketStatus, TranslationKey> = {
  new: 'serviceDesk.status.new',
  'in-progress': 'serviceDesk.status.inProgress',
  'waiting-for-customer': 'serviceDesk.status.waitingForCustomer',
  solved: 'serviceDesk.status.solved',
  closed: 'serviceDesk.status.closed',
};

/** The status message after a write and the reload that shows it. */
export const DESK_RESULT_LABELS: Record<DeskResult, TranslationKey> = {
  reply: 'serviceDesk.done.reply',
  note: 'serviceDesk.done.note',
  status: 'serviceDesk.done.status',
  assign: 'serviceDesk.done.assign',
  take: 'serviceDesk.done.take',
};

const dateTime = cachedDateFormat({
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

/** Date and time in the page language; due times matter to the hour. */
export const formatDateTime = (iso: string, language: string): string => dateTime(new Date(iso), language);
