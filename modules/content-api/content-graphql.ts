import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { type YogaServerInstance, createGraphQLError, createSchema, createYoga } from 'graphql-yoga';
import { controlCharacterPlugin } from '../../src/core/http/graphql-control-characters.js';
import { type ContentGraphqlServices, contentResolvers } from './content-graphql.resolvers.js';
import { contentTypeDefs } from './content-graphql.schema.js';
import type { ContentStage } from './content-locales.js';

const MAX_DEPTH = 6;
const MAX_TOKENS = 800;

/** graphql-armor's refusals carry no HTTP status (answered 200): a query over a limit is a bad request. */
const refuseWith400 = [
  (_: unknown, error: Error) => {
    throw createGraphQLError(error.message, { extensions: { http: { status: 400 } } });
  },
];

/** What each request hands the resolvers: the languages of the locale header (SPEC §7.4), English last, and the stage. */
export interface ContentGraphqlContext {
  locales: string[];
  /** The stage of a query that names none. */
  stage: ContentStage;
}

/**
 * More of the content schema from another feature (product data, issue 33): `typeDefs` may `extend type Query` and
 * use the types above (`JSON`, `Stage`); resolvers get the ContentGraphqlContext. Queries only.
 */
export interface ContentGraphqlExtension {
  typeDefs: string;
  resolvers: Record<string, Record<string, unknown>>;
}

export interface ContentYogaOptions {
  endpoint: string;
  extensions?: readonly ContentGraphqlExtension[];
}

/** One content GraphQL server (SPEC §7.3, §7.4): graphql-yoga with depth and size limits, no CORS of its own. */
export function createContentYoga(
  services: ContentGraphqlServices,
  options: ContentYogaOptions,
): YogaServerInstance<ContentGraphqlContext, object> {
  const extensions = options.extensions ?? [];
  const schema = createSchema<ContentGraphqlContext>({
    typeDefs: [contentTypeDefs(), ...extensions.map((e) => e.typeDefs)],
    resolvers: [contentResolvers(services), ...extensions.map((e) => e.resolvers)],
  });
  return createYoga<ContentGraphqlContext>({
    schema,
    graphqlEndpoint: options.endpoint,
    landingPage: false,
    graphiql: false,
    logging: false,
    // Yoga's default CORS echoed any Origin with credentials; src/core/http/cors.ts decides.
    cors: false,
    plugins: [
      maxDepthPlugin({ n: MAX_DEPTH, exposeLimits: true, onReject: refuseWith400 }),
      maxTokensPlugin({ n: MAX_TOKENS, exposeLimits: true, onReject: refuseWith400 }),
      controlCharacterPlugin(),
    ],
  });
}
