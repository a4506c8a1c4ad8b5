import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_FLAG, CHUNK_RELOAD_GUARD_MS, claimChunkReload, isChunkLoadFailure } from './chunk-reload.js';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('claimChunkReload', () => {
  it('allows the first reload and stamps the session flag', () => {
    const sut = memoryStorage();
    expect(claimChunkReload(sut, 1_000)).toBe(true);
    expect(sut.values.get(CHUNK_RELOAD_FLAG)).toBe('1000');
  });

  it('refuses another reload within 10 s of the last one (SPEC §9)', () => {
    const sut = memoryStorage({ [CHUNK_RELOAD_FLAG]: '1000' });
    expect(claimChunkReload(sut, 1_000 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(sut.values.get(CHUNK_RELOAD_FLAG)).toBe('1000');
  });

  it('allows a reload again once the 10 s have passed', () => {
    const sut = memoryStorage({ [CHUNK_RELOAD_FLAG]: '1000' });
    expect(claimChunkReload(sut, 1_000 + CHUNK_RELOAD_GUARD_MS)).toBe(true);
  });

  it('treats an unreadable flag as none, and no storage as no reload at all', () => {
    expect(claimChunkReload(memoryStorage({ [CHUNK_RELOAD_FLAG]: 'garbage' }), 5)).toBe(true);
    expect(claimChunkReload(undefined, 5)).toBe(false);
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
    };
    expect(claimChunkReload(throwing, 5)).toBe(false);
  });
});

describe('isChunkLoadFailure', () => {
  it('recognises the browsers’ failed-import messages and nothing else', () => {
    expect(isChunkLoadFailure(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadFailure(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadFailure(undefined)).toBe(false);
  });
});
