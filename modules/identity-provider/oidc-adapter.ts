import type { Adapter, AdapterPayload } from 'oidc-provider';
import { hasControlCharacter } from '../../src/shared/control-characters.js';
import type { OidcPayloadRepository } from './oidc-payload.repository.js';
import type { OidcPayloadRow } from './identity.schema.js';

/** oidc-provider's storage interface over the `oidc_payload` table: state shared by all instances. */
export function createOidcAdapterFactory(repository: OidcPayloadRepository): (name: string) => Adapter {
  return (name) => new OidcPayloadAdapter(name, repository);
}

function toPayload(row: OidcPayloadRow | undefined): AdapterPayload | undefined {
  if (!row) return undefined;
  const payload = row.payload as AdapterPayload;
  return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
}

class OidcPayloadAdapter implements Adapter {
  constructor(
    private readonly kind: string,
    private readonly repository: OidcPayloadRepository,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    await this.repository.upsert({
      kind: this.kind,
      id,
      payload: payload as Record<string, unknown>,
      expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      grantId: payload.grantId ?? null,
      uid: payload.uid ?? null,
      userCode: payload.userCode ?? null,
    });
  }

  // The provider issues no id with a control character, and PostgreSQL refuses NUL (a `client_id` or a
  // `code` of `%00` answered 500): such an id is simply not found, and the provider answers its own 400.
  async find(id: string): Promise<AdapterPayload | undefined> {
    if (hasControlCharacter(id)) return undefined;
    return toPayload(await this.repository.find(this.kind, id));
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    if (hasControlCharacter(uid)) return undefined;
    return toPayload(await this.repository.findBy(this.kind, 'uid', uid));
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    if (hasControlCharacter(userCode)) return undefined;
    return toPayload(await this.repository.findBy(this.kind, 'userCode', userCode));
  }

  async consume(id: string): Promise<void> {
    await this.repository.consume(this.kind, id);
  }

  async destroy(id: string): Promise<void> {
    await this.repository.destroy(this.kind, id);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.repository.revokeByGrantId(grantId);
  }
}
