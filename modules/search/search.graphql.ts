import { createGraphQLError } from 'graphql-yoga';
import { normalizeQuery } from '../search-index/index.js';
import { QUERY_MAX_LENGTH, SEARCH_MAX_PAGE } from './search.contract.js';
import type { SearchIndexScope, SearchIndexSource } from './search.source.js';

const LANGUAGE_PATTERN = /^[a-z]{2,3}$/;
const MAX_SITE_ID_LENGTH = 100;

const bad = (message: string) => createGraphQLError(message, { extensions: { http: { status: 400 } } });

/**
 * The search part of the content schema (issue 33): the source instance's index, as a rendering instance's
 * GraphqlSearchIndex asks it. Hits are JSON ({type, title, path, excerpt}); paths are the source's, the renderer
 * prefixes its locale as it does for its own. Bad input answers 400 with the reason. docs/api.md § Search.
 */
export const searchTypeDefs = /* GraphQL */ `
  type SearchDocumentPage {
    "Documents matching in all; \`hits\` is one page of them (10), best first."
    total: Int!
    hits: JSON!
  }

  extend type Query {
    "Full-text search over one site's published documents in one language (SPEC §7.3)."
    searchDocuments(siteId: ID!, language: String!, query: String!, page: Int! = 1): SearchDocumentPage!
    "Titles starting with what was typed (the search field's suggestions)."
    searchSuggestions(siteId: ID!, language: String!, query: String!): JSON!
  }
`;

interface ScopeArgs {
  siteId: string;
  language: string;
  query: string;
}

function scopeAndQuery(args: ScopeArgs): { scope: SearchIndexScope; query: string } {
  if (!LANGUAGE_PATTERN.test(args.language)) throw bad('language must be a language code such as en or de');
  if (args.siteId.length === 0 || args.siteId.length > MAX_SITE_ID_LENGTH) throw bad('siteId is not a site id');
  const query = normalizeQuery(args.query);
  if (query === '') throw bad('query must not be empty');
  if (query.length > QUERY_MAX_LENGTH) throw bad(`query must be at most ${QUERY_MAX_LENGTH} characters`);
  return { scope: { siteId: args.siteId, language: args.language }, query };
}

/** The part, ready to be merged into the content schema (ContentGraphql.extend). */
export function searchGraphqlPart(index: SearchIndexSource) {
  return {
    typeDefs: searchTypeDefs,
    resolvers: {
      Query: {
        searchDocuments: (_: unknown, args: ScopeArgs & { page: number }) => {
          const { scope, query } = scopeAndQuery(args);
          if (!Number.isInteger(args.page) || args.page < 1 || args.page > SEARCH_MAX_PAGE) {
            throw bad(`page must be an integer from 1 to ${SEARCH_MAX_PAGE}`);
          }
          return index.search(scope, query, args.page);
        },
        searchSuggestions: (_: unknown, args: ScopeArgs) => {
          const { scope, query } = scopeAndQuery(args);
          return index.suggest(scope, query);
        },
      },
    },
  };
}
