import { formatDateRange } from '../../src/shared/dates.js';
import { toEditorialCard } from '../editorial-documents/index.js';
import type { EventData, MediaReleaseCardData } from './media-releases.contract.js';
import type { EventRow, MediaReleaseRow } from './media-releases.schema.js';

export function toReleaseCard(row: MediaReleaseRow, localeCode: string): MediaReleaseCardData {
  return { ...toEditorialCard(row, localeCode), adhoc: row.adhoc };
}

export function toEventData(row: EventRow, localeCode: string): EventData {
  return {
    id: row.id,
    title: row.title,
    location: row.location,
    link: row.link,
    startDate: row.startDate,
    endDate: row.endDate,
    datesText: formatDateRange(row.startDate, row.endDate, localeCode),
    language: row.language,
  };
}
