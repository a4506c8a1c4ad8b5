import type { FieldError } from '../../src/core/http/validation-pipe.js';
import { sanitizedModuleInput } from '../content/index.js';
import type { MediaImages } from '../files/index.js';
import type { AuthoredFields } from './authored-document.contract.js';
import { moduleErrors } from './document-input.js';
import type { StagedRow } from './staged-documents.repository.js';

// What stories and media releases share as written documents: an address, a lead text, a publication day and a
// body of content modules (editorial-documents.schema.ts), beside their own fields.

const today = () => new Date().toISOString().slice(0, 10);
const text = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);

/** The editorial columns a language version stores, from a write body or a revision's fields. */
export function editorialValues(fields: Record<string, unknown>): Record<string, unknown> {
  return {
    slug: fields['slug'],
    title: fields['title'],
    leadText: text(fields['leadText']),
    publicationDate: text(fields['publicationDate'], today()),
    // Stored as the public may see it (rich text sanitized), like a page's modules.
    modules: Array.isArray(fields['modules'])
      ? (fields['modules'] as Array<{ type: string }>).map((m) =>
          m && typeof m === 'object' && typeof m.type === 'string' ? sanitizedModuleInput(m) : m,
        )
      : [],
  };
}

/** The editorial fields the API shows of a row. */
export function editorialFields(row: StagedRow): AuthoredFields {
  return {
    language: row.language,
    slug: row['slug'],
    title: text(row['title']),
    leadText: row['leadText'],
    publicationDate: row['publicationDate'],
    modules: row['modules'],
  };
}

/** The body's modules against their declarations, and the images a write names against the media library. */
export async function editorialErrors(
  input: { modules?: readonly Record<string, unknown>[] },
  images: MediaImages,
  named: Record<string, string | null | undefined>,
): Promise<FieldError[]> {
  const errors = await moduleErrors(input.modules ?? []);
  const ids = Object.values(named).filter((id): id is string => !!id);
  const found = ids.length > 0 ? await images.refs(ids, 'en') : new Map<string, unknown>();
  for (const [field, id] of Object.entries(named)) {
    if (id && !found.has(id)) errors.push({ field, message: `no image with the id ${id}` });
  }
  return errors;
}
