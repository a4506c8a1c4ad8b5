// The content API's public surface (docs/ARCHITECTURE.md: features are used through their index.ts).
export { ContentApiModule } from './content-api.module.js';
export { CONTENT_GRAPHQL_ENDPOINT, ContentGraphql } from './content-graphql.service.js';
export type { ContentGraphqlContext, ContentGraphqlExtension } from './content-graphql.js';
export { CONTENT_STAGES, type ContentStage, LOCALES_HEADER, STAGE_HEADER, localeChain } from './content-locales.js';
