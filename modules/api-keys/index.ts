export { ApiKeysModule } from './api-keys.module.js';
export { API_KEY_SCOPES, type ApiKeyScope } from './api-keys.schema.js';
export { type ApiKeyActor, ApiKeysService } from './api-keys.service.js';
export { API_KEY_SECURITY_SCHEME, API_KEY_SECURITY_SCHEMES } from './api-keys.openapi.js';
export {
  API_KEY_RATE_LIMIT,
  RENDERING_KEY_RATE_LIMIT,
  type ContentActor,
  ContentAccess,
  ContentAccessGuard,
  ContentEditorOnly,
  type ContentRequest,
  CurrentActor,
  actorLabel,
} from './content-access.js';
