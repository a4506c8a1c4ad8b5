import { Inject, Injectable } from '@nestjs/common';
import { DATA_CACHE } from '../../src/core/cache/caches.js';
import { PageCacheInvalidation } from '../../src/core/cache/page-cache-invalidation.js';
import type { SwrCache } from '../../src/core/cache/swr-cache.js';
import { ContentService } from '../content/index.js';
import type { EditorialCardData, EditorialDetailData } from './editorial-documents.contract.js';
import type { DocumentReader } from './editorial-documents.repository.js';
import type { EditorialDocumentRow } from './editorial-documents.schema.js';

/** Who reads in which locale; editors also see drafts and are never served from or stored in a cache. */
export interface EditorialAudience {
  language: string;
  localeCode: string;
  editor: boolean;
}

/** A cache key naming the feature, what is cached, the audience's language and locale, and the rest. */
export const editorialKey = (
  feature: string,
  what: string,
  audience: EditorialAudience,
  ...rest: (string | number)[]
): string => [feature, what, audience.language, audience.localeCode, ...rest].join(':');

/** The versions an audience reads: its language (else English); editors the draft before the published one. */
export function readerOf(audience: EditorialAudience): DocumentReader {
  return { language: audience.language, stages: audience.editor ? ['DRAFT', 'PUBLISHED'] : ['PUBLISHED'] };
}

/** The rules stories and media releases share: caching by audience and a document's page. */
@Injectable()
export class EditorialDocumentsService {
  constructor(
    private readonly content: ContentService,
    @Inject(DATA_CACHE) private readonly cache: SwrCache,
    private readonly invalidation: PageCacheInvalidation,
  ) {}

  /**
   * Public answers come from the data cache; an editor's are loaded fresh, so drafts never enter a cache. Misses
   * (`null`, or what `worthKeeping` rejects, e.g. an empty page far past the end) are not stored: unknown slugs
   * from anonymous requests must not add data-cache entries.
   */
  async cached<T>(
    key: string,
    audience: EditorialAudience,
    load: () => Promise<T>,
    worthKeeping: (value: T) => boolean = () => true,
  ): Promise<T> {
    if (audience.editor) return load();
    return this.cache.getOrLoad(key, load, {
      shouldStore: (value) => value !== null && value !== undefined && worthKeeping(value),
    });
  }

  /**
   * A document of `kind` (`story`, `media-release`) was published, unpublished, changed or deleted: its detail, the
   * kind's lists and teasers, and the rendered pages built from them are forgotten (by their cache tags, on every
   * instance); pages that show none of them stay cached.
   */
  changed(kind: string, id: string): Promise<void> {
    return this.invalidation.contentChanged({ kind, id });
  }

  /** A document's page: its card, its body prepared like a CMS page's, and whether it is a draft. */
  async detail<Card extends EditorialCardData>(
    card: Card,
    row: EditorialDocumentRow,
  ): Promise<EditorialDetailData<Card>> {
    return {
      ...card,
      modules: await this.content.prepareModules(row.modules, row.language),
      draft: row.stage === 'DRAFT',
    };
  }
}
