import type { SecuritySchemeObject } from '@nestjs/swagger';
import { API_KEY_PREFIX } from './api-key-token.js';

/** The OpenAPI security scheme of `/api/content/*` routes an API key may call. */
export const API_KEY_SECURITY_SCHEME = 'apiKey';

export const API_KEY_SECURITY_SCHEMES: Readonly<Record<string, SecuritySchemeObject>> = {
  [API_KEY_SECURITY_SCHEME]: {
    type: 'http',
    scheme: 'bearer',
    description:
      `An API key (\`${API_KEY_PREFIX}…\`) an editor created with \`POST /api/content/api-keys\`, sent as ` +
      '`Authorization: Bearer <key>`. Each route names the scope it needs (`content:read`, `content:write`, ' +
      '`catalogue:write`): 403 without it, 401 for an unknown or revoked key, 429 (with Retry-After) above the ' +
      "key's rate limit.",
  },
};
