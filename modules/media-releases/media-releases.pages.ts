import { Inject, Injectable } from '@nestjs/common';
import { IsString, Length } from 'class-validator';
import { dictionaryFor } from '../../i18n/index.js';
import { MEDIA_RELEASES_PAGE_SLUG, PAGES_SOURCE, type PagesSource } from '../content/index.js';
import {
  LIST_PAGE_PARAMETER,
  type SectionRequest,
  definePages,
  page,
  pageFromQuery,
  sectionPath,
} from '../routing/index.js';
import type { MediaReleaseDetailPayload, MediaReleaseListPayload } from './media-releases.contract.js';
import { MEDIA_RELEASES_PAGE_SIZE, type ReleaseAudience } from './media-releases.service.js';
import { MEDIA_RELEASES_SOURCE, type MediaReleasesSource } from './media-releases.source.js';

/** A release's slug in the path (one the releases do not know is a 404). */
class ReleaseParams {
  @IsString()
  @Length(1, 200)
  slug!: string;
}

const audienceOf = ({ locale, showDrafts }: SectionRequest): ReleaseAudience => ({
  language: locale.language,
  localeCode: locale.code,
  editor: showDrafts,
});

const basePathOf = ({ locale, site }: SectionRequest): string =>
  sectionPath(locale.urlCode, site.slug, ['media-releases']);

/** SPEC §2.2 `/media-releases` and `/media-releases/{slug}` on the main site (with the events). */
@Injectable()
export class MediaReleasesPages {
  constructor(
    @Inject(MEDIA_RELEASES_SOURCE) private readonly releases: MediaReleasesSource,
    @Inject(PAGES_SOURCE) private readonly content: PagesSource,
  ) {}

  readonly table = definePages(
    'media-releases',
    [
      page({
        pattern: '/media-releases',
        access: 'public',
        load: async (ctx) => {
          const { site, locale } = ctx;
          const page = pageFromQuery(ctx.search);
          if (!page) return undefined;
          const t = dictionaryFor(locale.language);
          // SPEC §2.2: the media releases page is a CMS page known by slug; its title, lead and modules head the list.
          const pageAudience = { editor: ctx.isEditor, liveOnly: ctx.isEditor && !ctx.showDrafts };
          const [{ releases, totalItems }, events, cmsPage] = await Promise.all([
            this.releases.listReleases(audienceOf(ctx), page),
            this.releases.upcomingEvents(locale.language, locale.code),
            this.content.findPage(site.id, locale.language, 'home', MEDIA_RELEASES_PAGE_SLUG, pageAudience),
          ]);
          const totalPages = Math.max(1, Math.ceil(totalItems / MEDIA_RELEASES_PAGE_SIZE));
          if (page > totalPages) return undefined;
          const intro = cmsPage
            ? { lead: cmsPage.description, modules: cmsPage.modules, draft: cmsPage.stage === 'DRAFT' }
            : null;
          const title = cmsPage?.title || t['mediaReleases.title'];
          const payload: MediaReleaseListPayload = {
            basePath: basePathOf(ctx),
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
            // The sitemaps list the page as the CMS page heading it, in the languages it is published in.
            ...(cmsPage ? { document: `page:${cmsPage.id}` } : {}),
          };
        },
      }),
      page({
        pattern: '/media-releases/:slug',
        params: ReleaseParams,
        access: 'public',
        load: async (ctx) => {
          const release = await this.releases.findRelease(audienceOf(ctx), ctx.params.slug);
          if (!release) return undefined;
          if (release.language !== ctx.locale.language) {
            // Another language's slug of a release this language has under its own slug: a 301 there.
            const own = await this.releases.slugOf(audienceOf(ctx), release.id);
            if (own && own !== ctx.params.slug) {
              return { kind: 'redirect', permanent: true, location: `${basePathOf(ctx)}/${own}` };
            }
          }
          const t = dictionaryFor(ctx.locale.language);
          const basePath = basePathOf(ctx);
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
            unavailableLanguage: release.language !== ctx.locale.language ? ctx.locale.language : null,
            contentLanguage: release.language,
            document: `media-release:${release.id}`,
          };
        },
      }),
    ],
    {
      mainSiteOnly: true,
      /** The list's page (nothing else of the query reaches these pages). */
      query: { page: LIST_PAGE_PARAMETER },
      findById: async (id, request) => {
        const slug = await this.releases.slugOf(audienceOf(request), id);
        return slug ? sectionPath(request.locale.urlCode, request.site.slug, ['media-releases', slug]) : undefined;
      },
    },
  );
}
