export { HttpClientModule } from './http-client.module.js';
export { HttpClientFactory } from './http-client.factory.js';
export {
  type HttpCallLog,
  type HttpClient,
  type HttpClientLogger,
  type HttpClientOptions,
  type HttpRequestOptions,
  type RuleFetch,
  RETRY_STATUSES,
  createHttpClient,
} from './http-client.js';
export { HttpClientError, HttpNetworkError, HttpStatusError, HttpTimeoutError } from './http-client.errors.js';
export { urlForLog } from './url-for-log.js';
export { type UpstreamGraphqlOptions, UpstreamGraphqlFactory } from './upstream-graphql.factory.js';
export {
  DEBUG_HEADER,
  ID_TOKEN_HEADER,
  type UpstreamCallOptions,
  type UpstreamGraphql,
  UpstreamGraphqlError,
  createUpstreamGraphql,
  isRefusedQuery,
  variablesForLog,
} from './upstream-graphql.js';
export { type StaleIfErrorOptions, staleIfError } from './stale-if-error.js';
export { readBoundedBody } from './bounded-body.js';
export { UPSTREAM_UNAVAILABLE_MESSAGE, isUpstreamFailure } from './upstream-failure.js';
