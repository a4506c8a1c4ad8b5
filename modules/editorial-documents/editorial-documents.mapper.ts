import { formatDate } from '../../src/shared/dates.js';
import type { EditorialCardData } from './editorial-documents.contract.js';
import type { EditorialDocumentRow } from './editorial-documents.schema.js';

/** The card fields every editorial document has; a feature's mapper adds its own. */
export function toEditorialCard(row: EditorialDocumentRow, localeCode: string): EditorialCardData {
  return {
    id: row.id,
    slug: row.slug,
    language: row.language,
    title: row.title,
    leadText: row.leadText,
    publicationDate: row.publicationDate,
    publicationDateText: formatDate(row.publicationDate, localeCode),
  };
}
