import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { GraphQLScalarType } from 'graphql';
import { type YogaServerInstance, createGraphQLError, createSchema, createYoga } from 'graphql-yoga';
import { isUiLanguage } from '../../i18n/languages.js';
import { controlCharacterPlugin } from '../../src/core/http/graphql-control-characters.js';
import type { ContentService } from '../content/index.js';
import type { MediaReleasesService } from '../media-releases/index.js';
import type { NavigationService } from '../navigation/index.js';
import type { NewsFeedService } from '../news-feed/index.js';
import type { StoriesService } from '../stories/index.js';

export const DRAFT_PROXY_ENDPOINT = '/api/hygraph-draft-proxy';
const MAX_DEPTH = 6;
const MAX_TOKENS = 500;
const MAX_PAGE = 1_000;
const MAX_FIRST = 50;

export interface DraftProxyServices {
  content: ContentService;
  stories: StoriesService;
  releases: MediaReleasesService;
  navigation: NavigationService;
  newsFeed: NewsFeedService;
}

/** Module lists, story bodies and navigation trees pass as JSON: their shapes are the site's own contracts. */
const JsonScalar = new GraphQLScalarType({ name: 'JSON', serialize: (value) => value });

// Queries only: there is no Mutation type, so no request can change anything.
const typeDefs = /* GraphQL */ `
  scalar JSON

  type Page {
    id: ID!
    siteId: String!
    language: String!
    stage: String!
    pageType: String!
    theme: String!
    title: String!
    description: String!
    parentSlug: String!
    slug: String!
    modules: JSON!
    injection: JSON
    cmsType: String!
    languages: [String!]!
    isPublished: Boolean!
    isLanguageFallback: Boolean!
    isLanguageUnavailable: Boolean!
    translationTargetLanguages: [String!]!
    protection: String!
  }

  type StoryList {
    totalItems: Int!
    stories: JSON!
  }

  type MediaReleaseList {
    totalItems: Int!
    releases: JSON!
  }

  type PageInfo {
    hasNextPage: Boolean!
    endCursor: String
  }

  type NewsFeedPage {
    items: JSON!
    pageInfo: PageInfo!
  }

  type Query {
    "A page by id in a language (the draft when there is one)."
    page(id: ID!, language: String!): Page
    "A page by its slug chain on a site."
    pageBySlug(siteId: String!, language: String!, parentSlug: String = "home", slug: String!): Page
    stories(language: String!, page: Int = 1): StoryList!
    story(language: String!, slug: String!): JSON
    mediaReleases(language: String!, page: Int = 1): MediaReleaseList!
    mediaRelease(language: String!, slug: String!): JSON
    "Header and footer navigation of a site, drafts and hidden items included."
    navigation(siteId: String!, language: String!): JSON!
    newsFeed(language: String!, first: Int = 10, after: String): NewsFeedPage!
  }
`;

const bad = (message: string) => createGraphQLError(message, { extensions: { http: { status: 400 } } });

function language(value: string): string {
  if (!isUiLanguage(value)) throw bad(`Unknown language: ${value.slice(0, 20)}`);
  return value;
}

function bounded(value: number, max: number, name: string): number {
  if (!Number.isInteger(value) || value < 1 || value > max) throw bad(`${name} must be between 1 and ${max}`);
  return value;
}

function text(value: string, name: string): string {
  if (value.length > 200) throw bad(`${name} is too long`);
  return value;
}

/**
 * The draft proxy (SPEC §6, §7.3): the content queries of the site, executed as an editor sees them — drafts
 * first, hidden navigation items included. Only signed-in editors reach it (the controller's guard).
 */
export function createDraftProxyYoga(services: DraftProxyServices): YogaServerInstance<object, object> {
  const editor = { editor: true } as const;
  const audience = (lang: string) => ({ language: language(lang), localeCode: lang, editor: true });
  const schema = createSchema({
    typeDefs,
    resolvers: {
      JSON: JsonScalar,
      Query: {
        page: (_: unknown, args: { id: string; language: string }) =>
          services.content.findPageById(text(args.id, 'id'), language(args.language), editor),
        pageBySlug: (_: unknown, args: { siteId: string; language: string; parentSlug: string; slug: string }) =>
          services.content.findPage(
            text(args.siteId, 'siteId'),
            language(args.language),
            text(args.parentSlug, 'parentSlug'),
            text(args.slug, 'slug'),
            editor,
          ),
        stories: (_: unknown, args: { language: string; page: number }) =>
          services.stories.listStories(audience(args.language), { page: bounded(args.page, MAX_PAGE, 'page') }),
        story: async (_: unknown, args: { language: string; slug: string }) =>
          (await services.stories.findStory(audience(args.language), text(args.slug, 'slug'))) ?? null,
        mediaReleases: (_: unknown, args: { language: string; page: number }) =>
          services.releases.listReleases(audience(args.language), bounded(args.page, MAX_PAGE, 'page')),
        mediaRelease: async (_: unknown, args: { language: string; slug: string }) =>
          (await services.releases.findRelease(audience(args.language), text(args.slug, 'slug'))) ?? null,
        navigation: (_: unknown, args: { siteId: string; language: string }) =>
          services.navigation.getNavigation(text(args.siteId, 'siteId'), language(args.language), {
            editor: true,
            stage: 'DRAFT',
            country: 'ALL',
            localeUrlCode: args.language,
            siteSlug: null,
          }),
        newsFeed: (_: unknown, args: { language: string; first: number; after?: string | null }) =>
          services.newsFeed.page(
            language(args.language),
            bounded(args.first, MAX_FIRST, 'first'),
            args.after ? text(args.after, 'after') : undefined,
          ),
      },
    },
  });
  return createYoga({
    schema,
    graphqlEndpoint: DRAFT_PROXY_ENDPOINT,
    landingPage: false,
    graphiql: false,
    logging: false,
    // Yoga's default CORS echoed any Origin with credentials; src/core/http/cors.ts decides.
    cors: false,
    plugins: [
      maxDepthPlugin({ n: MAX_DEPTH, exposeLimits: true }),
      maxTokensPlugin({ n: MAX_TOKENS, exposeLimits: true }),
      controlCharacterPlugin(),
    ],
  });
}
