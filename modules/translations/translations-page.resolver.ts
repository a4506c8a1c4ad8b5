import { Injectable } from '@nestjs/common';
import { dictionaryFor } from '../../i18n/index.js';
import type { EditorPageRequest, EditorPageResolver } from '../editor-area/index.js';
import type { SectionResult } from '../routing/index.js';
import { TRANSLATION_STATE_NAMES, type TranslationsViewPayloads } from './translations.contract.js';
import { TranslationsService } from './translations.service.js';

type Filter = TranslationsViewPayloads['grid']['filter'];

/** The query's filter, with anything unknown ignored (a bookmarked URL never fails). */
function filterFrom(search: string): Filter {
  const query = new URLSearchParams(search);
  const state = query.get('state') ?? '';
  const language = query.get('language') ?? '';
  return {
    state:
      state === 'not-started' || (TRANSLATION_STATE_NAMES as readonly string[]).includes(state)
        ? (state as Filter['state'])
        : '',
    language: /^[a-z]{2}$/.test(language) ? language : '',
  };
}

/** `/{locale}/editor/translations`: pages × target languages with their states (issue 11). */
@Injectable()
export class TranslationsPage implements EditorPageResolver {
  constructor(private readonly translations: TranslationsService) {}

  async resolve(request: EditorPageRequest): Promise<SectionResult | undefined> {
    if (request.rest.length !== 2) return undefined;
    const t = dictionaryFor(request.locale.language);
    const grid = await this.translations.grid(filterFrom(request.search), request.locale.urlCode);
    return {
      kind: 'view',
      view: {
        section: 'translations',
        name: 'grid',
        title: t['translations.title'],
        description: '',
        payload: { ...grid, apiBase: '/api/translation' },
      },
      breadcrumbs: [
        { title: t['editor.title'], href: request.basePath },
        { title: t['translations.title'], href: '' },
      ],
    };
  }
}
