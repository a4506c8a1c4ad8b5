import { describe, expect, it, vi } from 'vitest';
import type { PageCacheInvalidation } from '../../src/core/cache/page-cache-invalidation.js';
import type { SwrCache } from '../../src/core/cache/swr-cache.js';
import type { Database } from '../../src/core/database/database.js';
import type { ContentService } from '../content/index.js';
import type { EditorialDocumentRow } from './editorial-documents.schema.js';
import { EditorialSearchSource } from './editorial-documents.search-source.js';
import { EditorialDocumentsService, editorialKey, readerOf } from './editorial-documents.service.js';

const documentRow = (overrides: Partial<EditorialDocumentRow> = {}): EditorialDocumentRow => ({
  id: 'doc-1',
  language: 'de',
  stage: 'PUBLISHED',
  slug: 'new-plant',
  publicationDate: '2026-03-01',
  title: 'Neues Werk',
  leadText: 'Eröffnet',
  modules: [],
  ...overrides,
});

const reader = { language: 'de', localeCode: 'de-CH', editor: false };
const editor = { ...reader, editor: true };

describe(EditorialDocumentsService.name, () => {
  const setup = () => {
    const cache = { getOrLoad: vi.fn((_key: string, load: () => Promise<unknown>) => load()) };
    const content = { prepareModules: vi.fn().mockResolvedValue([{ type: 'text' }]) };
    const sut = new EditorialDocumentsService(
      content as unknown as ContentService,
      cache as unknown as SwrCache,
      {} as PageCacheInvalidation,
    );
    return { sut, cache, content };
  };

  describe('cached', () => {
    it('serves the public from the data cache and never caches an editor (drafts)', async () => {
      const { sut, cache } = setup();
      await sut.cached('stories:k', reader, () => Promise.resolve(1));
      const publicReads = cache.getOrLoad.mock.calls.length;
      expect(cache.getOrLoad.mock.calls.at(-1)?.[0]).toBe('stories:k');
      await sut.cached('stories:k', editor, () => Promise.resolve(2));
      expect(cache.getOrLoad).toHaveBeenCalledTimes(publicReads);
    });
  });

  describe('detail', () => {
    it('adds the prepared body in the row language and marks drafts', async () => {
      const { sut, content } = setup();
      const card = { id: 'doc-1', extra: true };
      const detail = await sut.detail(card as never, documentRow({ stage: 'DRAFT', language: 'en' }));
      expect(detail).toEqual({ id: 'doc-1', extra: true, modules: [{ type: 'text' }], draft: true });
      expect(content.prepareModules).toHaveBeenCalledWith([], 'en');
    });
  });

  it('reads the published versions for the public, drafts first for editors, and keys by audience', () => {
    expect(readerOf(reader)).toEqual({ language: 'de', stages: ['PUBLISHED'] });
    expect(readerOf(editor)).toEqual({ language: 'de', stages: ['DRAFT', 'PUBLISHED'] });
    expect(editorialKey('stories', 'list', reader, 'news', 2)).toBe('stories:list:de:de-CH:news:2');
  });
});

describe(EditorialSearchSource.name, () => {
  const db = {} as Database;
  const modules = [
    { type: 'hero', title: 'Neues Werk' },
    { type: 'richText', html: '<p>Mehr <b>Platz</b></p>' },
  ] as unknown as EditorialDocumentRow['modules'];
  const listPublished = vi.fn().mockResolvedValue([documentRow({ modules })]);
  const sut = new EditorialSearchSource({
    type: 'story',
    version: 1,
    siteId: 'main',
    section: '/stories',
    listPublished,
  });

  it('lists each published version under its section path with its body text, read with the given handle', async () => {
    await expect(sut.listDocuments(db, { sourceKeys: ['doc-1'] })).resolves.toEqual([
      {
        type: 'story',
        sourceKey: 'doc-1',
        siteId: 'main',
        language: 'de',
        title: 'Neues Werk',
        description: 'Eröffnet',
        body: 'Mehr Platz',
        path: '/stories/new-plant',
      },
    ]);
    expect(listPublished).toHaveBeenCalledWith(['doc-1'], db);
  });

  it('has nothing for another site', async () => {
    await expect(sut.listDocuments(db, { siteId: 'wustec' })).resolves.toEqual([]);
  });
});
