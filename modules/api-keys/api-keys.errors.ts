import { defineErrors } from '../../src/core/errors/index.js';

export const ApiKeysErrors = defineErrors({
  /** Neither a live editor cookie nor a valid `Authorization: Bearer` key. */
  ContentSignInRequired: { status: 401, message: 'Editor sign-in or an API key required' },
  /** The bearer key is unknown, malformed or revoked. */
  InvalidApiKey: { status: 401, message: 'The API key is not valid' },
  ApiKeyScopeMissing: { status: 403, message: (scope: string) => `The API key lacks the scope ${scope}` },
  /** Routes for editors only (managing keys): a key cannot create keys. */
  EditorOnly: { status: 403, message: 'Only a signed-in editor may do this; an API key cannot' },
  CrossSiteRequest: { status: 403, message: 'Cross-site request refused' },
  ApiKeyRateLimited: { status: 429, message: 'Too many requests with this API key; try again later' },
  ApiKeyNotFound: { status: 404, message: (id: string) => `API key not found: ${id}` },
});
