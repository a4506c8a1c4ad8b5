import { describe, expect, it } from 'vitest';
import type { OidcSigningKeyRow } from './identity.schema.js';
import type { NewSigningKey, SigningKeysRepository } from './signing-keys.repository.js';
import { SigningKeysService } from './signing-keys.service.js';

const SECRET = 'a-session-secret-of-at-least-32-characters';

/** The repository's contract in memory (the real one is covered by identity-provider.int-spec.ts). */
function fakeRepository(): SigningKeysRepository & { rows: OidcSigningKeyRow[] } {
  const rows: OidcSigningKeyRow[] = [];
  const sorted = () => [...rows].sort((a, b) => b.seq - a.seq);
  return {
    rows,
    list: async () => sorted(),
    withLock: async (needed: (existing: OidcSigningKeyRow[]) => boolean, create: () => NewSigningKey) => {
      if (!needed(sorted())) return sorted();
      const now = new Date();
      rows.push({ ...create(), seq: (sorted()[0]?.seq ?? 0) + 1, createdAt: now, updatedAt: now });
      return sorted();
    },
    remove: async (kids: string[]) => {
      for (const kid of kids)
        rows.splice(
          rows.findIndex((row) => row.kid === kid),
          1,
        );
    },
  } as unknown as SigningKeysRepository & { rows: OidcSigningKeyRow[] };
}

describe(SigningKeysService.name, () => {
  describe('ensureKeys', () => {
    it('creates one RS256 key on first use and returns the same one afterwards', async () => {
      const repository = fakeRepository();
      const sut = new SigningKeysService(repository, { sessionSecret: SECRET });
      const [first] = await sut.ensureKeys();
      expect(first).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
      expect(first!.d).toBeTruthy();
      expect((await sut.ensureKeys()).map((key) => key.kid)).toEqual([first!.kid]);
    });

    it('stores the private key encrypted, not as readable JSON', async () => {
      const repository = fakeRepository();
      const [key] = await new SigningKeysService(repository, { sessionSecret: SECRET }).ensureKeys();
      expect(repository.rows[0]!.privateJwk).not.toContain(key!.d!);
      expect(repository.rows[0]!.privateJwk).not.toContain('"kty"');
    });

    it('refuses keys stored under another SESSION_SECRET, naming the cause', async () => {
      const repository = fakeRepository();
      await new SigningKeysService(repository, { sessionSecret: SECRET }).ensureKeys();
      const sut = new SigningKeysService(repository, { sessionSecret: 'another-secret-of-at-least-32-characters' });
      await expect(sut.ensureKeys()).rejects.toThrow(/SESSION_SECRET/);
    });
  });

  describe('rotate', () => {
    it('puts the new key first (it signs) and keeps the older ones up to `keep`', async () => {
      const repository = fakeRepository();
      const sut = new SigningKeysService(repository, { sessionSecret: SECRET });
      const [original] = await sut.ensureKeys();
      const second = await sut.rotate({ keep: 2 });
      expect((await sut.ensureKeys()).map((key) => key.kid)).toEqual([second.kid, original!.kid]);
      const third = await sut.rotate({ keep: 2 });
      expect(third.removed).toEqual([original!.kid]);
      expect((await sut.ensureKeys()).map((key) => key.kid)).toEqual([third.kid, second.kid]);
    });

    it('never keeps fewer than two keys, so tokens of the previous key still verify', async () => {
      const repository = fakeRepository();
      const sut = new SigningKeysService(repository, { sessionSecret: SECRET });
      await sut.ensureKeys();
      await sut.rotate({ keep: 1 });
      expect(await sut.ensureKeys()).toHaveLength(2);
    });
  });
});
