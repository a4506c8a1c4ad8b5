import { Injectable } from '@nestjs/common';
import { dictionaryFor } from '../../i18n/index.js';
import { definePages, page } from '../routing/index.js';
import { SitesService, siteLanguages } from '../sites/index.js';
import type { NavigationEditorArea } from './navigation-editor.contract.js';

/**
 * The navigation editor in the editor area (`/{locale}/editor/content/navigation`): a table of its own (not a kind
 * of the content list), since navigation items are a tree edited in place rather than documents opened one by one.
 * The page gives the sites and the first choice; the browser reads and writes the items through the JSON API.
 */
@Injectable()
export class NavigationEditorPages {
  constructor(private readonly sitesService: SitesService) {}

  readonly table = definePages('navigation-editor', [
    page({
      pattern: '/content/navigation',
      access: 'editor',
      load: async (ctx) => {
        const t = dictionaryFor(ctx.locale.language);
        const sites = (await this.sitesService.listSites()).map((site) => ({
          id: site.id,
          name: site.name,
          languages: siteLanguages(site.id),
        }));
        const query = new URLSearchParams(ctx.search);
        const site = sites.find((s) => s.id === query.get('site')) ?? sites.find((s) => s.id === 'main') ?? sites[0];
        const area: NavigationEditorArea = query.get('area') === 'footer' ? 'footer' : 'header';
        const languages = site?.languages ?? [];
        const asked = query.get('language') ?? ctx.locale.language;
        const language = languages.includes(asked) ? asked : (languages[0] ?? 'en');
        const title = t['navigationEditor.title'];
        return {
          kind: 'view',
          view: {
            section: 'navigation-editor',
            name: 'tree',
            title,
            description: '',
            payload: { sites, site: site?.id ?? '', area, language, apiBase: '/api/content/navigation-items' },
          },
          breadcrumbs: [
            { title: t['editor.title'], href: ctx.basePath },
            { title: t['contentEditor.title'], href: `${ctx.basePath}/content` },
            { title, href: '' },
          ],
        };
      },
    }),
  ]);
}
