import { Injectable } from '@nestjs/common';
import { dictionaryFor } from '../../i18n/index.js';
import type { Breadcrumb } from '../routing/layout.contract.js';
import type { PageQuery, SectionBreadcrumb, SectionRequest, SectionResolver, SectionResult } from '../routing/index.js';
import { LIST_PAGE_PARAMETER, pageFromQuery, sectionPath } from '../routing/index.js';
import type {
  StoryContactPayload,
  StoryContactsPayload,
  StoryDetailPayload,
  StoryListPayload,
} from './stories.contract.js';
import { STORIES_PAGE_SIZE, type StoryAudience, StoriesService } from './stories.service.js';

const CATEGORY = /^[a-z0-9-]{1,64}$/;

/**
 * SPEC §2.2 `/stories`, `/stories/{slug}`, `/stories/contacts`, `/stories/contacts/{author}` on the main site
 * (main-site-only pages are not found on other sites, SPEC §2.3).
 */
@Injectable()
export class StoriesSection implements SectionResolver {
  readonly sections = ['stories'] as const;
  /**
   * The list's page and category filter (issue 25 item 5: nothing else of the query reaches this section). A
   * category that cannot be a slug becomes '', which the list refuses (404) as it refuses the value itself.
   */
  readonly query: PageQuery = {
    page: LIST_PAGE_PARAMETER,
    category: { canonical: true, normalise: (value) => (CATEGORY.test(value) ? value : '') },
  };

  constructor(private readonly stories: StoriesService) {}

  async findById(id: string, request: Omit<SectionRequest, 'rest'>): Promise<string | undefined> {
    const { site, locale } = request;
    if (site.slug !== null) return undefined;
    const audience: StoryAudience = { language: locale.language, localeCode: locale.code, editor: request.showDrafts };
    const slug = await this.stories.slugOf(audience, id);
    return slug ? sectionPath(locale.urlCode, site.slug, ['stories', slug]) : undefined;
  }

  async resolve(request: SectionRequest): Promise<SectionResult> {
    const { site, locale, rest } = request;
    const notFound: SectionResult = {
      kind: 'not-found',
      message: `Page not found: ${sectionPath(locale.urlCode, site.slug, rest)}`,
    };
    if (site.slug !== null || rest.length > 3) return notFound;
    const audience: StoryAudience = { language: locale.language, localeCode: locale.code, editor: request.showDrafts };
    const t = dictionaryFor(locale.language);
    const basePath = sectionPath(locale.urlCode, site.slug, ['stories']);
    // Named by the header's Stories item as editors title it (SPEC §2.6); the UI string when it is missing.
    const storiesCrumb: SectionBreadcrumb = { title: t['stories.title'], href: basePath, navigationItem: 'stories' };
    const [, second, third] = rest;

    if (second === undefined) {
      const page = pageFromQuery(request.search);
      const category = new URLSearchParams(request.search).get('category');
      const categories = await this.stories.categories(locale.language);
      if (!page || (category !== null && (!CATEGORY.test(category) || !categories.some((c) => c.slug === category)))) {
        return notFound;
      }
      const { stories, totalItems } = await this.stories.listStories(audience, {
        categorySlug: category ?? undefined,
        page,
      });
      const totalPages = Math.max(1, Math.ceil(totalItems / STORIES_PAGE_SIZE));
      if (page > totalPages) return notFound;
      const categoryName = categories.find((c) => c.slug === category)?.name;
      const payload: StoryListPayload = {
        basePath,
        categories,
        activeCategory: category,
        stories,
        paging: { page, totalPages, totalItems },
      };
      return {
        kind: 'view',
        view: {
          section: 'stories',
          name: 'list',
          title: categoryName ? `${categoryName} – ${t['stories.title']}` : t['stories.title'],
          description: t['stories.description'],
          payload,
        },
        breadcrumbs: [{ ...storiesCrumb, href: '' }],
      };
    }

    if (second === 'contacts') {
      const contacts = await this.stories.contacts(locale.language);
      const contactsCrumb: Breadcrumb = { title: t['stories.contacts.title'], href: `${basePath}/contacts` };
      if (third === undefined) {
        const payload: StoryContactsPayload = { basePath, contacts };
        return {
          kind: 'view',
          view: {
            section: 'stories',
            name: 'contacts',
            title: t['stories.contacts.title'],
            description: t['stories.contacts.description'],
            payload,
          },
          breadcrumbs: [storiesCrumb, { ...contactsCrumb, href: '' }],
        };
      }
      const contact = contacts.find((c) => c.slug === third);
      if (!contact) return notFound;
      // A contact's stories: the newest page of them is enough for a profile.
      const { stories } = await this.stories.listStories(audience, { contactId: contact.id, page: 1 });
      const payload: StoryContactPayload = { basePath, contact, stories };
      return {
        kind: 'view',
        view: { section: 'stories', name: 'contact', title: contact.name, description: contact.position, payload },
        breadcrumbs: [storiesCrumb, contactsCrumb, { title: contact.name, href: '' }],
      };
    }

    if (third !== undefined) return notFound;
    const found = await this.stories.findStory(audience, second);
    if (!found) return notFound;
    const payload: StoryDetailPayload = { basePath, ...found };
    return {
      kind: 'view',
      view: {
        section: 'stories',
        name: 'detail',
        title: found.story.title,
        description: found.story.leadText,
        payload,
      },
      breadcrumbs: [storiesCrumb, { title: found.story.title, href: '' }],
      unavailableLanguage: found.story.language !== locale.language ? locale.language : null,
    };
  }
}
