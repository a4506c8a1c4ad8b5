import { Inject, Injectable } from '@nestjs/common';
import { IsString, Length } from 'class-validator';
import { dictionaryFor } from '../../i18n/index.js';
import type { Breadcrumb } from '../routing/layout.contract.js';
import {
  LIST_PAGE_PARAMETER,
  type PageContext,
  type SectionBreadcrumb,
  type SectionRequest,
  definePages,
  page,
  pageFromQuery,
  sectionPath,
} from '../routing/index.js';
import type {
  StoryContactPayload,
  StoryContactsPayload,
  StoryDetailPayload,
  StoryListPayload,
} from './stories.contract.js';
import { STORIES_PAGE_SIZE, type StoryAudience } from './stories.service.js';
import { STORIES_SOURCE, type StoriesSource } from './stories.source.js';

const CATEGORY = /^[a-z0-9-]{1,64}$/;

/** A story's or a contact's slug in the path (one the stories do not know is a 404). */
class StoryParams {
  @IsString()
  @Length(1, 200)
  slug!: string;
}

class ContactParams {
  @IsString()
  @Length(1, 200)
  author!: string;
}

const audienceOf = ({ locale, showDrafts }: SectionRequest): StoryAudience => ({
  language: locale.language,
  localeCode: locale.code,
  editor: showDrafts,
});

/**
 * SPEC §2.2 `/stories`, `/stories/{slug}`, `/stories/contacts`, `/stories/contacts/{author}` on the main site
 * (main-site-only pages are not found on other sites, SPEC §2.3).
 */
@Injectable()
export class StoriesPages {
  constructor(@Inject(STORIES_SOURCE) private readonly stories: StoriesSource) {}

  readonly table = definePages(
    'stories',
    [
      page({ pattern: '/stories', access: 'public', load: (ctx) => this.list(ctx) }),
      page({
        pattern: '/stories/contacts',
        access: 'public',
        load: async (ctx) => {
          const t = dictionaryFor(ctx.locale.language);
          const payload: StoryContactsPayload = {
            basePath: this.basePath(ctx),
            contacts: await this.stories.contacts(ctx.locale.language),
          };
          return {
            kind: 'view',
            view: {
              section: 'stories',
              name: 'contacts',
              title: t['stories.contacts.title'],
              description: t['stories.contacts.description'],
              payload,
            },
            breadcrumbs: [this.storiesCrumb(ctx), { title: t['stories.contacts.title'], href: '' }],
          };
        },
      }),
      page({
        pattern: '/stories/contacts/:author',
        params: ContactParams,
        access: 'public',
        load: async (ctx) => {
          const t = dictionaryFor(ctx.locale.language);
          const basePath = this.basePath(ctx);
          const contacts = await this.stories.contacts(ctx.locale.language);
          const contactsCrumb: Breadcrumb = { title: t['stories.contacts.title'], href: `${basePath}/contacts` };
          const contact = contacts.find((c) => c.slug === ctx.params.author);
          if (!contact) return undefined;
          // A contact's stories: the newest page of them is enough for a profile.
          const { stories } = await this.stories.listStories(audienceOf(ctx), { contactId: contact.id, page: 1 });
          const payload: StoryContactPayload = { basePath, contact, stories };
          return {
            kind: 'view',
            view: { section: 'stories', name: 'contact', title: contact.name, description: contact.position, payload },
            breadcrumbs: [this.storiesCrumb(ctx), contactsCrumb, { title: contact.name, href: '' }],
          };
        },
      }),
      page({
        pattern: '/stories/:slug',
        params: StoryParams,
        access: 'public',
        load: async (ctx) => {
          const found = await this.stories.findStory(audienceOf(ctx), ctx.params.slug);
          if (!found) return undefined;
          if (found.story.language !== ctx.locale.language) {
            // Another language's slug of a story this language has under its own slug: a 301 there.
            const own = await this.stories.slugOf(audienceOf(ctx), found.story.id);
            if (own && own !== ctx.params.slug) {
              return { kind: 'redirect', permanent: true, location: `${this.basePath(ctx)}/${own}` };
            }
          }
          const payload: StoryDetailPayload = { basePath: this.basePath(ctx), ...found };
          return {
            kind: 'view',
            view: {
              section: 'stories',
              name: 'detail',
              title: found.story.title,
              description: found.story.leadText,
              payload,
            },
            breadcrumbs: [this.storiesCrumb(ctx), { title: found.story.title, href: '' }],
            unavailableLanguage: found.story.language !== ctx.locale.language ? ctx.locale.language : null,
            contentLanguage: found.story.language,
            document: `story:${found.story.id}`,
          };
        },
      }),
    ],
    {
      mainSiteOnly: true,
      /**
       * The list's page and category filter (nothing else of the query reaches these pages). A category that
       * cannot be a slug becomes '', which the list refuses (404) as it refuses the value itself.
       */
      query: {
        page: LIST_PAGE_PARAMETER,
        category: { canonical: true, normalise: (value) => (CATEGORY.test(value) ? value : '') },
      },
      findById: async (id, request) => {
        const { site, locale } = request;
        const slug = await this.stories.slugOf(audienceOf(request), id);
        return slug ? sectionPath(locale.urlCode, site.slug, ['stories', slug]) : undefined;
      },
    },
  );

  private basePath({ locale, site }: SectionRequest): string {
    return sectionPath(locale.urlCode, site.slug, ['stories']);
  }

  /** Named by the header's Stories item as editors title it (SPEC §2.6); the UI string when it is missing. */
  private storiesCrumb(ctx: SectionRequest): SectionBreadcrumb {
    const t = dictionaryFor(ctx.locale.language);
    return { title: t['stories.title'], href: this.basePath(ctx), navigationItem: 'stories' };
  }

  private async list(ctx: PageContext<object>) {
    const { locale, search } = ctx;
    const t = dictionaryFor(locale.language);
    const page = pageFromQuery(search);
    const category = new URLSearchParams(search).get('category');
    const categories = await this.stories.categories(locale.language);
    if (!page || (category !== null && (!CATEGORY.test(category) || !categories.some((c) => c.slug === category)))) {
      return undefined;
    }
    const { stories, totalItems } = await this.stories.listStories(audienceOf(ctx), {
      categorySlug: category ?? undefined,
      page,
    });
    const totalPages = Math.max(1, Math.ceil(totalItems / STORIES_PAGE_SIZE));
    if (page > totalPages) return undefined;
    const categoryName = categories.find((c) => c.slug === category)?.name;
    const payload: StoryListPayload = {
      basePath: this.basePath(ctx),
      categories,
      activeCategory: category,
      stories,
      paging: { page, totalPages, totalItems },
    };
    return {
      kind: 'view' as const,
      view: {
        section: 'stories' as const,
        name: 'list' as const,
        title: categoryName ? `${categoryName} – ${t['stories.title']}` : t['stories.title'],
        description: t['stories.description'],
        payload,
      },
      breadcrumbs: [{ ...this.storiesCrumb(ctx), href: '' }],
    };
  }
}
