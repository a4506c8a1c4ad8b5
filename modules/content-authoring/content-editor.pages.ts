import { Injectable } from '@nestjs/common';
import { Matches } from 'class-validator';
import { dictionaryFor } from '../../i18n/index.js';
import { type PageContext, definePages, page } from '../routing/index.js';
import { SitesService, siteLanguages } from '../sites/index.js';
import { StoriesService } from '../stories/index.js';
import type { AuthoredDocuments, StagedWrite } from './authored-documents.js';
import {
  CONTENT_EDITOR_KINDS,
  CONTENT_STAGES,
  type AuthoredEditPayload,
  type AuthoredEditorKind,
  type ContentCategoryOption,
  type ContentEditPayload,
  type ContentEditorKind,
  type ContentListFilter,
  type ContentSiteOption,
  type PageEditPayload,
} from './content-editor.contract.js';
import { MediaReleasesAuthoringService } from './media-releases-authoring.service.js';
import { NewsItemsAuthoringService } from './news-items-authoring.service.js';
import { PagesAuthoringService } from './pages-authoring.service.js';
import { StoriesAuthoringService } from './stories-authoring.service.js';

/** Rows per page of the list. */
export const CONTENT_LIST_PAGE_SIZE = 20;
const LANGUAGE = /^[a-z]{2}$/;
const SITE = /^[a-z0-9][a-z0-9-]{0,59}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

class EditParams {
  @Matches(/^(pages|stories|media-releases|news-items)$/)
  kind!: ContentEditorKind;

  @Matches(/^[a-zA-Z0-9][a-zA-Z0-9_-]{0,119}$/)
  id!: string;
}

function kindOf(value: string | null): ContentEditorKind {
  return (CONTENT_EDITOR_KINDS as readonly string[]).includes(value ?? '') ? (value as ContentEditorKind) : 'pages';
}

/** The list's filter from the query, with anything unknown ignored (a bookmarked URL never fails). */
export function contentListFilter(search: string): ContentListFilter {
  const query = new URLSearchParams(search);
  const value = (name: string, pattern: RegExp) => {
    const given = query.get(name) ?? '';
    return pattern.test(given) ? given : '';
  };
  const stage = query.get('stage') ?? '';
  const page = Number(query.get('page') ?? '1');
  return {
    kind: kindOf(query.get('kind')),
    q: (query.get('q') ?? '').trim().slice(0, 100),
    site: value('site', SITE),
    language: value('language', LANGUAGE),
    stage: (CONTENT_STAGES as readonly string[]).includes(stage) ? (stage as ContentListFilter['stage']) : '',
    changedSince: value('changedSince', DAY),
    page: Number.isSafeInteger(page) && page >= 1 && page <= 1000 ? page : 1,
  };
}

/**
 * The content editor's pages in the editor area (`/{locale}/editor/content`): the list, the create form and the
 * edit form. They load their first data here (the browser then talks to the JSON API).
 */
@Injectable()
export class ContentEditorPages {
  /** The list and read of each kind but pages (the screens only read; writes go through the JSON API). */
  private readonly authored: Record<AuthoredEditorKind, AuthoredDocuments<StagedWrite>>;

  constructor(
    private readonly pages: PagesAuthoringService,
    private readonly sitesService: SitesService,
    private readonly stories: StoriesService,
    storiesAuthoring: StoriesAuthoringService,
    mediaReleases: MediaReleasesAuthoringService,
    newsItems: NewsItemsAuthoringService,
  ) {
    this.authored = {
      stories: storiesAuthoring,
      'media-releases': mediaReleases,
      'news-items': newsItems,
    };
  }

  /** Story categories in the editor's language, for the story forms (the other kinds have none). */
  private async categories(kind: ContentEditorKind, language: string): Promise<ContentCategoryOption[]> {
    if (kind !== 'stories') return [];
    const categories = await this.stories.categories(language);
    return categories.map((category) => ({ slug: category.slug, name: category.name }));
  }

  /** One page of the list of a kind; stories, media releases and news items have no site filter (main site). */
  private list(filter: ContentListFilter) {
    const common = {
      language: filter.language || undefined,
      stage: filter.stage || undefined,
      q: filter.q || undefined,
      changedSince: filter.changedSince ? `${filter.changedSince}T00:00:00.000Z` : undefined,
      page: filter.page,
      pageSize: CONTENT_LIST_PAGE_SIZE,
    };
    return filter.kind === 'pages'
      ? this.pages.list({ ...common, site: filter.site || undefined })
      : this.authored[filter.kind].list(common);
  }

  /** The document of the edit form, in the language asked for (else its source or first language). */
  private async edited(
    kind: ContentEditorKind,
    id: string,
    asked: string,
    locale: string,
  ): Promise<
    | Pick<PageEditPayload, 'kind' | 'document' | 'language'>
    | Pick<AuthoredEditPayload, 'kind' | 'document' | 'language' | 'categories'>
  > {
    if (kind === 'pages') {
      const document = await this.pages.get(id);
      const language = document.languages.some((l) => l.language === asked)
        ? asked
        : document.translationSourceLanguage;
      return { kind, document, language };
    }
    const [document, categories] = await Promise.all([this.authored[kind].get(id), this.categories(kind, locale)]);
    const language = document.languages.some((l) => l.language === asked)
      ? asked
      : (document.languages[0]?.language ?? 'en');
    return { kind, document, language, categories };
  }

  private async sites(): Promise<ContentSiteOption[]> {
    const sites = await this.sitesService.listSites();
    return sites.map((site) => ({ id: site.id, name: site.name, languages: siteLanguages(site.id) }));
  }

  private crumbs(ctx: PageContext<object>, title: string, withList = true) {
    const t = dictionaryFor(ctx.locale.language);
    return [
      { title: t['editor.title'], href: ctx.basePath },
      ...(withList ? [{ title: t['contentEditor.title'], href: `${ctx.basePath}/content` }] : []),
      { title, href: '' },
    ];
  }

  readonly table = definePages('content-editor', [
    page({
      pattern: '/content',
      access: 'editor',
      load: async (ctx) => {
        const t = dictionaryFor(ctx.locale.language);
        const filter = contentListFilter(ctx.search);
        const [list, sites] = await Promise.all([this.list(filter), this.sites()]);
        return {
          kind: 'view',
          view: {
            section: 'content-editor',
            name: 'list',
            title: t['contentEditor.title'],
            description: '',
            payload: {
              filter,
              items: list.items,
              total: list.total,
              pageSize: list.pageSize,
              sites,
              basePath: `${ctx.basePath}/content`,
            },
          },
          breadcrumbs: this.crumbs(ctx, t['contentEditor.title'], false),
        };
      },
    }),
    page({
      pattern: '/content/new',
      access: 'editor',
      load: async (ctx) => {
        const t = dictionaryFor(ctx.locale.language);
        const kind = kindOf(new URLSearchParams(ctx.search).get('kind'));
        return {
          kind: 'view',
          view: {
            section: 'content-editor',
            name: 'create',
            title: t['contentEditor.create.title'],
            description: '',
            payload: {
              kind,
              sites: await this.sites(),
              categories: await this.categories(kind, ctx.locale.language),
              apiBase: `/api/content/${kind}`,
              basePath: `${ctx.basePath}/content`,
            },
          },
          breadcrumbs: this.crumbs(ctx, t['contentEditor.create.title']),
        };
      },
    }),
    page({
      pattern: '/content/:kind/:id',
      params: EditParams,
      access: 'editor',
      load: async (ctx) => {
        // PageNotFound / DocumentNotFound (DomainError 404s) are this page's 404.
        const asked = new URLSearchParams(ctx.search).get('language') ?? '';
        const [edited, sites] = await Promise.all([
          this.edited(ctx.params.kind, ctx.params.id, asked, ctx.locale.language),
          this.sites(),
        ]);
        const { document, language } = edited;
        const title =
          document.languages.find((l) => l.language === language)?.draft?.title ??
          document.languages.find((l) => l.language === language)?.published?.title ??
          document.id;
        return {
          kind: 'view',
          view: {
            section: 'content-editor',
            name: 'edit',
            title,
            description: '',
            payload: {
              ...edited,
              sites,
              apiBase: `/api/content/${ctx.params.kind}`,
              imagesApi: '/api/content/images',
              basePath: `${ctx.basePath}/content`,
            } as ContentEditPayload,
          },
          breadcrumbs: this.crumbs(ctx, title),
        };
      },
    }),
  ]);
}
