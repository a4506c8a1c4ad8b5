/**
 * The content schema (SPEC §7.3 draft proxy, §7.4 content service): queries only, there is no Mutation type, so no
 * request can change anything. A query without `stage` reads the request's stage (ContentGraphqlContext.stage): the
 * `gcms-stage` header, else PUBLISHED at `/api/graphql/content` and DRAFT at the editors' draft proxy.
 */
export function contentTypeDefs(): string {
  const stage = 'stage: Stage';
  return /* GraphQL */ `
  scalar JSON

  "PUBLISHED: what the public sees. DRAFT: what an editor sees (drafts first, hidden navigation items included)."
  enum Stage {
    DRAFT
    PUBLISHED
  }

  type HeaderOptions {
    theme: String!
    hidden: Boolean!
  }

  type Page {
    id: ID!
    siteId: String!
    language: String!
    stage: String!
    pageType: String!
    theme: String!
    headerOptions: HeaderOptions!
    "null: the site's footer theme."
    footerTheme: String
    title: String!
    "The <title> as the editor wrote it; empty: title | company."
    seoTitle: String!
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

  type PageVersion {
    id: ID!
    siteId: String!
    language: String!
    parentSlug: String!
    slug: String!
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

  type Redirect {
    previousUrl: String!
    target: String!
    "301 or 302; 410 when the page was deleted (target empty)."
    statusCode: Int!
  }

  type Query {
    "A page by id (SPEC §7.4 page lookup). Without language: the gcms-locales languages in order, first found."
    page(id: ID!, language: String, ${stage}): Page
    "A page by its slug chain on a site. Without language: the gcms-locales languages in order, first found."
    pageBySlug(siteId: String!, language: String, parentSlug: String = "home", slug: String!, ${stage}): Page
    "The language versions of a page (PUBLISHED: published ones; DRAFT: all, drafts included)."
    pageVersions(id: ID!, ${stage}): [PageVersion!]!
    stories(language: String, localeCode: String, page: Int = 1, categorySlug: String, contactId: String, ${stage}): StoryList!
    "A story by slug. Without language: the gcms-locales languages in order, first found."
    story(language: String, localeCode: String, slug: String!, ${stage}): JSON
    "The slug of a story by id (SPEC §7.4 ?direct), or null."
    storySlug(id: ID!, language: String, localeCode: String, ${stage}): String
    storyCategories(language: String): JSON!
    storyContacts(language: String): JSON!
    "SPEC §7.4 stories related to a product slug, newest first."
    storiesRelatedToProduct(productSlug: String!, language: String, localeCode: String, ${stage}): JSON!
    mediaReleases(language: String, localeCode: String, page: Int = 1, ${stage}): MediaReleaseList!
    "A media release by slug. Without language: the gcms-locales languages in order, first found."
    mediaRelease(language: String, localeCode: String, slug: String!, ${stage}): JSON
    mediaReleaseSlug(id: ID!, language: String, localeCode: String, ${stage}): String
    upcomingEvents(language: String, localeCode: String): JSON!
    "Header and footer navigation of a site; links are built for localeUrlCode (default: the language) and siteSlug."
    navigation(siteId: String!, language: String, country: String = "ALL", localeUrlCode: String, siteSlug: String, ${stage}): JSON!
    "SPEC §5 the home page id of a site for a country (null for an editor when none is configured)."
    homePageId(siteId: String!, language: String, country: String = "ALL", ${stage}): ID
    homeCrumbTitle(siteId: String!, language: String, country: String = "ALL", ${stage}): String
    "SPEC §7.4 news feed, newest first, paged by cursor."
    newsFeed(language: String, first: Int = 10, after: String): NewsFeedPage!
    "SPEC §7.4 lookups (the same shapes as /api/locales, /api/sites and /api/brands)."
    sites: JSON!
    brands: JSON!
    languages: JSON!
    "Ordered by sortIndex ascending."
    countries: JSON!
    locales: JSON!
    "SPEC §7.4 redirects whose previousUrl (a path on the site) is in the list; unknown paths are left out."
    redirects(siteId: String!, previousUrls: [String!]!): [Redirect!]!
  }
`;
}
