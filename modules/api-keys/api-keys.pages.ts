import { Injectable } from '@nestjs/common';
import { dictionaryFor } from '../../i18n/index.js';
import { definePages, page } from '../routing/index.js';
import { API_KEY_NAME_MAX_LENGTH } from './api-keys.dto.js';
import { toApiKeyDto } from './api-keys.mapper.js';
import { API_KEY_SCOPES } from './api-keys.schema.js';
import { ApiKeysService } from './api-keys.service.js';
import './api-keys-view.contract.js';

/** `/{locale}/editor/api-keys`: editors create keys for integrators and revoke them (docs/content-authoring.md). */
@Injectable()
export class ApiKeysPages {
  constructor(private readonly keys: ApiKeysService) {}

  readonly table = definePages('api-keys', [
    page({
      pattern: '/api-keys',
      access: 'editor',
      load: async (ctx) => {
        const t = dictionaryFor(ctx.locale.language);
        const rows = await this.keys.list();
        return {
          kind: 'view',
          view: {
            section: 'api-keys',
            name: 'list',
            title: t['apiKeys.title'],
            description: '',
            payload: {
              keys: rows.map(toApiKeyDto),
              scopes: API_KEY_SCOPES,
              apiUrl: '/api/content/api-keys',
              nameMaxLength: API_KEY_NAME_MAX_LENGTH,
            },
          },
          breadcrumbs: [
            { title: t['editor.title'], href: ctx.basePath },
            { title: t['apiKeys.title'], href: '' },
          ],
        };
      },
    }),
  ]);
}
