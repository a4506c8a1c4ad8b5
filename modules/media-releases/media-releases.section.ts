import { Injectable } from '@nestjs/common';
import { dictionaryFor } from '../../i18n/index.js';
import { ContentService, MEDIA_RELEASES_PAGE_SLUG } from '../content/index.js';
import type { PageQuery, SectionRequest, SectionResolver, SectionResult } from '../routing/index.js';
import { LIST_PAGE_PARAMETER, pageFromQuery, sectionPath } from '../routing/index.js';
import type { MediaReleaseDetailPayload, MediaReleaseListPayload } from './media-releases.contract.js';
import { MEDIA_RELEASES_PAGE_SIZE, MediaReleasesService, type ReleaseAudience } from './media-releases.service.js';

/** SPEC §2.2 `/media-releases` and `/media-releases/{slug}` on the main site (with the events). */
@Injectable()
export class MediaReleasesSection implements SectionResolver {
  readonly sections = ['media-releases'] as const;
  /** The list's page (issue 25 item 5: nothing else of the query reaches this section). */
  readonly query: PageQuery = { page: LIST_PAGE_PARAMETER };

  constructor(
    private readonly releases: MediaReleasesService,
    private readonly content: ContentService,
  ) {}

  async findById(id: string, request: Omit<SectionRequest, 'rest'>): Promise<string | undefined> {
    const { site, locale } = request;
    if (site.slug !== null) return undefined;
    const audience: ReleaseAudience = {
      language: locale.language,
      localeCode: locale.code,
      editor: request.showDrafts,
    };
    const slug = await this.releases.slugOf(audience, id);
    return slug ? sectionPath(locale.urlCode, site.slug, ['media-releases', slug]) : undefined;
  }

  async resolve(request: SectionRequest): Promise<SectionResult> {
    const { site, locale, rest } = request;
    const notFound: SectionResult = {
      kind: 'not-found',
      message: `Page not found: ${sectionPath(locale.urlCode, site.slug, rest)}`,
    };
    if (site.slug !== null || rest.length > 2) return notFound;
    const audience: ReleaseAudience = {
      language: locale.language,
      localeCode: locale.code,
      editor: request.showDrafts,
    };
    const t = dictionaryFor(locale.language);
    const basePath = sectionPath(locale.urlCode, site.slug, ['media-releases']);
    const slug = rest[1];

    if (slug === undefined) {
      const page = pageFromQuery(request.search);
      if (!page) return notFound;
      // SPEC §2.2: the media releases page is a CMS page known by slug; its title, lead and modules head the list.
      const pageAudience = { editor: request.isEditor, liveOnly: request.isEditor && !request.showDrafts };
      const [{ releases, totalItems }, events, cmsPage] = await Promise.all([
        this.releases.listReleases(audience, page),
        this.releases.upcomingEvents(locale.language, locale.code),
        this.content.findPage(site.id, locale.language, 'home', MEDIA_RELEASES_PAGE_SLUG, pageAudience),
      ]);
      const totalPages = Math.max(1, Math.ceil(totalItems / MEDIA_RELEASES_PAGE_SIZE));
      if (page > totalPages) return notFound;
      const intro = cmsPage
        ? { lead: cmsPage.description, modules: cmsPage.modules, draft: cmsPage.stage === 'DRAFT' }
        : null;
      const title = cmsPage?.title || t['mediaReleases.title'];
      const payload: MediaReleaseListPayload = {
        basePath,
        intro,
        releases,
        paging: { page, totalPages, totalItems },
        events,
      };
      return {
        kind: 'view',
        view: {
          section: 'media-releases',
          name: 'list',
          title,
          description: cmsPage?.description || t['mediaReleases.description'],
          payload,
        },
        breadcrumbs: [{ title, href: '' }],
      };
    }

    const release = await this.releases.findRelease(audience, slug);
    if (!release) return notFound;
    const payload: MediaReleaseDetailPayload = { basePath, release };
    return {
      kind: 'view',
      view: {
        section: 'media-releases',
        name: 'detail',
        title: release.title,
        description: release.leadText,
        payload,
      },
      breadcrumbs: [
        { title: t['mediaReleases.title'], href: basePath, navigationItem: 'media-releases' },
        { title: release.title, href: '' },
      ],
      unavailableLanguage: release.language !== locale.language ? locale.language : null,
    };
  }
}
