import { Injectable, Logger } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { apiKeyHash, isApiKeyShaped, issueApiKey } from './api-key-token.js';
import { ApiKeysErrors } from './api-keys.errors.js';
import { ApiKeysRepository } from './api-keys.repository.js';
import type { ApiKeyRow, ApiKeyScope } from './api-keys.schema.js';

/** A request authenticated by an API key (SPEC §6 editor area): shown as "API key <name>" in revision history. */
export interface ApiKeyActor {
  readonly kind: 'api-key';
  readonly id: string;
  readonly name: string;
  readonly scopes: readonly ApiKeyScope[];
}

/**
 * How long an instance trusts its last database answer for a key. Revoking on this instance forgets it at once;
 * on another instance sharing the database the key stops working within this time.
 */
const KEY_CHECK_TTL_MS = 5_000;

/** API keys for `/api/content/*`: created and revoked by editors, shown once, stored hashed (api-key-token.ts). */
@Injectable()
export class ApiKeysService {
  private readonly logger = new Logger(ApiKeysService.name);
  private readonly checked = new LRUCache<string, { actor: ApiKeyActor | null }>({ max: 1_000, ttl: KEY_CHECK_TTL_MS });

  constructor(private readonly keys: ApiKeysRepository) {}

  /** A new key; `key` is returned this once and never stored. */
  async create(
    name: string,
    scopes: readonly ApiKeyScope[],
    createdBy: string | null,
  ): Promise<{ row: ApiKeyRow; key: string }> {
    const { key, keyHash, keyPrefix } = issueApiKey();
    const row = await this.keys.insert({ name, keyHash, keyPrefix, scopes: [...new Set(scopes)], createdBy });
    this.logger.log(`API key ${row.id} "${name}" created by ${createdBy ?? 'an editor'} (${row.scopes.join(', ')})`);
    return { row, key };
  }

  list(): Promise<ApiKeyRow[]> {
    return this.keys.list();
  }

  /** Revokes a key: from now on it answers 401 (on other instances within KEY_CHECK_TTL_MS). 404 for an unknown id. */
  async revoke(id: string, by: string | null): Promise<void> {
    const row = await this.keys.revoke(id, new Date());
    if (!row) throw ApiKeysErrors.ApiKeyNotFound(id);
    this.checked.clear();
    this.logger.log(`API key ${id} "${row.name}" revoked by ${by ?? 'an editor'}`);
  }

  /** The live key a bearer value is, or undefined (unknown, malformed or revoked). */
  async authenticate(key: string): Promise<ApiKeyActor | undefined> {
    if (!isApiKeyShaped(key)) return undefined;
    const keyHash = apiKeyHash(key);
    const cached = this.checked.get(keyHash);
    if (cached) return cached.actor ?? undefined;
    const row = await this.keys.findActiveByHash(keyHash);
    const actor: ApiKeyActor | null = row ? { kind: 'api-key', id: row.id, name: row.name, scopes: row.scopes } : null;
    this.checked.set(keyHash, { actor });
    // At most once per KEY_CHECK_TTL_MS per instance: the list's "last used" without a write per request.
    if (row) await this.keys.touch(row.id, new Date());
    return actor ?? undefined;
  }
}
