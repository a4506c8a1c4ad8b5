import { Injectable } from '@nestjs/common';
import { dictionaryFor } from '../../i18n/index.js';
import { definePages, page } from '../routing/index.js';
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

/** The translations' page in the editor area. */
@Injectable()
export class TranslationsPages {
  constructor(private readonly translations: TranslationsService) {}

  readonly table = definePages('translations', [
    page({
      // `/{locale}/editor/translations`: pages × target languages with their states.
      pattern: '/translations',
      access: 'editor',
      load: async (ctx) => {
        const t = dictionaryFor(ctx.locale.language);
        const grid = await this.translations.grid(filterFrom(ctx.search), ctx.locale.urlCode);
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
            { title: t['editor.title'], href: ctx.basePath },
            { title: t['translations.title'], href: '' },
          ],
        };
      },
    }),
  ]);
}
