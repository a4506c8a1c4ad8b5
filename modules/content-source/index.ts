// Where content comes from (issue 33): the config slice and the provider that binds a feature's port to its adapter.
export { type ContentSourceConfig, type ContentSourceMode, contentSourceConfig } from './content-source.config.js';
export { contentSourceProvider, contentUpstream } from './content-source.js';
export { type ContentStageArg, stageOf, withTypename } from './graphql-documents.js';
export { type ContentLookup, cachedUpstreamLookup, lookupDocument, upstreamLookup } from './upstream-lookups.js';
