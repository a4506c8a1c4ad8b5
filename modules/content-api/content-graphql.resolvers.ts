import { GraphQLScalarType } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import { isUiLanguage } from '../../i18n/languages.js';
import type { BrandsService } from '../brands/index.js';
import type { ContentService } from '../content/index.js';
import type { LocalesService } from '../locales/index.js';
import type { MediaReleasesService } from '../media-releases/index.js';
import type { NavigationService } from '../navigation/index.js';
import type { NewsFeedService } from '../news-feed/index.js';
import type { RedirectsLookup } from '../redirects/index.js';
import type { SitesService } from '../sites/index.js';
import type { StoriesService } from '../stories/index.js';
import type { ContentGraphqlContext } from './content-graphql.js';
import type { ContentStage } from './content-locales.js';

const MAX_PAGE = 1_000;
const MAX_FIRST = 50;
const MAX_TEXT = 200;
const MAX_PREVIOUS_URLS = 50;

export interface ContentGraphqlServices {
  content: ContentService;
  stories: StoriesService;
  releases: MediaReleasesService;
  navigation: NavigationService;
  newsFeed: NewsFeedService;
  sites: SitesService;
  brands: BrandsService;
  locales: LocalesService;
  redirects: RedirectsLookup;
}

/** Module lists, story bodies and navigation trees pass as JSON: their shapes are the site's own contracts. */
const JsonScalar = new GraphQLScalarType({ name: 'JSON', serialize: (value) => value });

const bad = (message: string) => createGraphQLError(message, { extensions: { http: { status: 400 } } });

function checkedLanguage(value: string): string {
  if (!isUiLanguage(value)) throw bad(`Unknown language: ${value.slice(0, 20)}`);
  return value;
}

function bounded(value: number, max: number, name: string): number {
  if (!Number.isInteger(value) || value < 1 || value > max) throw bad(`${name} must be between 1 and ${max}`);
  return value;
}

function text(value: string, name: string): string {
  if (value.length > MAX_TEXT) throw bad(`${name} is too long`);
  return value;
}

const optionalText = (value: string | null | undefined, name: string) => (value ? text(value, name) : undefined);

interface Localized {
  language?: string | null;
  localeCode?: string | null;
  stage?: ContentStage | null;
}

/** The language a query reads: its `language` argument, else the first of the locale header. */
const languageOf = (args: Localized, ctx: ContentGraphqlContext) => checkedLanguage(args.language ?? ctx.locales[0]!);

/** Where the language is left open, SPEC §7.4's fallback: each language of the locale header in turn. */
const languagesOf = (args: Localized, ctx: ContentGraphqlContext) =>
  args.language ? [checkedLanguage(args.language)] : ctx.locales;

/** The query's stage, else the request's (the gcms-stage header or the endpoint's default). */
const stageOf = (args: Localized, ctx: ContentGraphqlContext): ContentStage => args.stage ?? ctx.stage;
const isEditor = (args: Localized, ctx: ContentGraphqlContext) => stageOf(args, ctx) === 'DRAFT';

/** Stories and media releases are read for a reader: language, locale (links and dates) and stage. */
const readerFor = (args: Localized, ctx: ContentGraphqlContext, language: string) => ({
  language,
  localeCode: optionalText(args.localeCode, 'localeCode') ?? language,
  editor: isEditor(args, ctx),
});

/** The first of `languages` `find` answers for, marked as a fallback when it is not the first asked. */
async function firstFound<T>(languages: string[], find: (language: string) => Promise<T | null | undefined>) {
  for (const language of languages) {
    const found = await find(language);
    if (found) return { found, fallback: language !== languages[0] };
  }
  return undefined;
}

/** The resolvers of the content schema over the site's own services (the builtin content source). */
export function contentResolvers(services: ContentGraphqlServices) {
  const findPage = async (
    languages: string[],
    find: (language: string) => Promise<Awaited<ReturnType<ContentService['findPage']>>>,
  ) => {
    const result = await firstFound(languages, find);
    if (!result) return null;
    return result.fallback ? { ...result.found, isLanguageFallback: true } : result.found;
  };
  return {
    JSON: JsonScalar,
    Query: {
      page: (_: unknown, args: Localized & { id: string }, ctx: ContentGraphqlContext) =>
        findPage(languagesOf(args, ctx), (language) =>
          services.content.findPageById(text(args.id, 'id'), language, { editor: isEditor(args, ctx) }),
        ),
      pageBySlug: (
        _: unknown,
        args: Localized & { siteId: string; parentSlug: string; slug: string },
        ctx: ContentGraphqlContext,
      ) =>
        findPage(languagesOf(args, ctx), (language) =>
          services.content.findPage(
            text(args.siteId, 'siteId'),
            language,
            text(args.parentSlug, 'parentSlug'),
            text(args.slug, 'slug'),
            { editor: isEditor(args, ctx) },
          ),
        ),
      pageVersions: (_: unknown, args: Localized & { id: string }, ctx: ContentGraphqlContext) =>
        isEditor(args, ctx)
          ? services.content.listAllVersions(text(args.id, 'id'))
          : services.content.listPublishedVersions(text(args.id, 'id')),
      stories: (
        _: unknown,
        args: Localized & { page: number; categorySlug?: string | null; contactId?: string | null },
        ctx: ContentGraphqlContext,
      ) =>
        services.stories.listStories(readerFor(args, ctx, languageOf(args, ctx)), {
          page: bounded(args.page, MAX_PAGE, 'page'),
          categorySlug: optionalText(args.categorySlug, 'categorySlug'),
          contactId: optionalText(args.contactId, 'contactId'),
        }),
      story: async (_: unknown, args: Localized & { slug: string }, ctx: ContentGraphqlContext) =>
        (
          await firstFound(languagesOf(args, ctx), (language) =>
            services.stories.findStory(readerFor(args, ctx, language), text(args.slug, 'slug')),
          )
        )?.found ?? null,
      storySlug: async (_: unknown, args: Localized & { id: string }, ctx: ContentGraphqlContext) =>
        (await services.stories.slugOf(readerFor(args, ctx, languageOf(args, ctx)), text(args.id, 'id'))) ?? null,
      storyCategories: (_: unknown, args: Localized, ctx: ContentGraphqlContext) =>
        services.stories.categories(languageOf(args, ctx)),
      storyContacts: (_: unknown, args: Localized, ctx: ContentGraphqlContext) =>
        services.stories.contacts(languageOf(args, ctx)),
      storiesRelatedToProduct: (_: unknown, args: Localized & { productSlug: string }, ctx: ContentGraphqlContext) =>
        services.stories.relatedToProduct(
          readerFor(args, ctx, languageOf(args, ctx)),
          text(args.productSlug, 'productSlug'),
        ),
      mediaReleases: (_: unknown, args: Localized & { page: number }, ctx: ContentGraphqlContext) =>
        services.releases.listReleases(
          readerFor(args, ctx, languageOf(args, ctx)),
          bounded(args.page, MAX_PAGE, 'page'),
        ),
      mediaRelease: async (_: unknown, args: Localized & { slug: string }, ctx: ContentGraphqlContext) =>
        (
          await firstFound(languagesOf(args, ctx), (language) =>
            services.releases.findRelease(readerFor(args, ctx, language), text(args.slug, 'slug')),
          )
        )?.found ?? null,
      mediaReleaseSlug: async (_: unknown, args: Localized & { id: string }, ctx: ContentGraphqlContext) =>
        (await services.releases.slugOf(readerFor(args, ctx, languageOf(args, ctx)), text(args.id, 'id'))) ?? null,
      upcomingEvents: (_: unknown, args: Localized, ctx: ContentGraphqlContext) => {
        const language = languageOf(args, ctx);
        return services.releases.upcomingEvents(language, optionalText(args.localeCode, 'localeCode') ?? language);
      },
      navigation: (
        _: unknown,
        args: Localized & { siteId: string; country: string; localeUrlCode?: string | null; siteSlug?: string | null },
        ctx: ContentGraphqlContext,
      ) => {
        const language = languageOf(args, ctx);
        return services.navigation.getNavigation(text(args.siteId, 'siteId'), language, {
          editor: isEditor(args, ctx),
          stage: stageOf(args, ctx),
          country: text(args.country, 'country'),
          localeUrlCode: optionalText(args.localeUrlCode, 'localeUrlCode') ?? language,
          siteSlug: optionalText(args.siteSlug, 'siteSlug') ?? null,
        });
      },
      homePageId: async (
        _: unknown,
        args: Localized & { siteId: string; country: string },
        ctx: ContentGraphqlContext,
      ) =>
        (await services.navigation.resolveHomePageId(
          text(args.siteId, 'siteId'),
          languageOf(args, ctx),
          text(args.country, 'country'),
          { editor: isEditor(args, ctx) },
        )) ?? null,
      homeCrumbTitle: async (
        _: unknown,
        args: Localized & { siteId: string; country: string },
        ctx: ContentGraphqlContext,
      ) =>
        (await services.navigation.homeCrumbTitle(
          text(args.siteId, 'siteId'),
          languageOf(args, ctx),
          text(args.country, 'country'),
          { editor: isEditor(args, ctx) },
        )) ?? null,
      newsFeed: (_: unknown, args: Localized & { first: number; after?: string | null }, ctx: ContentGraphqlContext) =>
        services.newsFeed.page(
          languageOf(args, ctx),
          bounded(args.first, MAX_FIRST, 'first'),
          optionalText(args.after, 'after'),
        ),
      sites: () => services.sites.listSites(),
      brands: () => services.brands.listBrands(),
      languages: () => services.locales.listLanguages(),
      countries: () => services.locales.listCountries(),
      locales: () => services.locales.listLocales(),
      redirects: async (_: unknown, args: { siteId: string; previousUrls: string[] }) => {
        if (args.previousUrls.length > MAX_PREVIOUS_URLS)
          throw bad(`previousUrls may list at most ${MAX_PREVIOUS_URLS}`);
        const siteId = text(args.siteId, 'siteId');
        const found = await Promise.all(
          args.previousUrls.map(async (previousUrl) => ({
            previousUrl,
            redirect: await services.redirects.find(siteId, text(previousUrl, 'previousUrl')),
          })),
        );
        return found.flatMap(({ previousUrl, redirect }) => (redirect ? [{ previousUrl, ...redirect }] : []));
      },
    },
  };
}
