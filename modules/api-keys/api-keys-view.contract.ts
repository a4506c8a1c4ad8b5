// What the editor area's API keys screen shows (types only: the browser imports this file).
import type { ApiKeyScope } from './api-key-scopes.contract.js';

/** A key as the screen lists it: never the key itself, only its first characters. */
export interface ApiKeySummary {
  id: string;
  name: string;
  prefix: string;
  scopes: ApiKeyScope[];
  createdBy: string | null;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** `/{locale}/editor/api-keys`: the keys, the scopes a new one may have, and the API the screen writes to. */
export interface ApiKeysPayload {
  keys: ApiKeySummary[];
  scopes: readonly ApiKeyScope[];
  /** `POST` creates a key, `DELETE {apiUrl}/{id}` revokes one (editor cookie, same origin). */
  apiUrl: string;
  nameMaxLength: number;
}

export interface ApiKeysViewPayloads {
  list: ApiKeysPayload;
}

declare module '../routing/section-view.contract.js' {
  interface SectionViewPayloads {
    'api-keys': ApiKeysViewPayloads;
  }
}
