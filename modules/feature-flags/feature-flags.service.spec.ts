import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SwrCache } from '../../src/core/cache/swr-cache.js';
import type { FeatureFlagsRepository } from './feature-flags.repository.js';
import type { FeatureFlagRow } from './feature-flags.schema.js';
import { FEATURE_FLAGS_TTL_MS, FeatureFlagsService } from './feature-flags.service.js';

const flagRow = (overrides: Partial<FeatureFlagRow> = {}): FeatureFlagRow => ({
  key: 'footer-subscribe',
  stage: 'next',
  description: 'Subscribe block',
  createdAt: new Date(0),
  updatedAt: new Date(0),
  ...overrides,
});

async function started(list: ReturnType<typeof vi.fn>) {
  const clear = vi.fn().mockResolvedValue(undefined);
  const setStage = vi.fn();
  const repository = { list, setStage } as unknown as FeatureFlagsRepository;
  const sut = new FeatureFlagsService(repository, { clear } as unknown as SwrCache);
  await sut.onModuleInit();
  return { sut, clear, setStage };
}

describe(FeatureFlagsService.name, () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  describe('enabled', () => {
    it('turns a live flag on for everyone, a next flag only with the release toggle, an unknown key for nobody', async () => {
      const list = vi.fn().mockResolvedValue([flagRow({ key: 'a-live', stage: 'live' }), flagRow({ key: 'b-next' })]);
      const { sut } = await started(list);
      expect(sut.enabled('a-live', { nextRelease: false })).toBe(true);
      expect(sut.enabled('b-next', { nextRelease: false })).toBe(false);
      expect(sut.enabled('b-next', { nextRelease: true })).toBe(true);
      expect(sut.enabled('unknown', { nextRelease: true })).toBe(false);
      expect(sut.enabledKeys({ nextRelease: false })).toEqual(['a-live']);
      expect(sut.enabledKeys({ nextRelease: true })).toEqual(['a-live', 'b-next']);
      expect(list).toHaveBeenCalledTimes(1);
    });

    it('keeps the last flags when a reload fails, and tries again only after the TTL', async () => {
      const list = vi.fn().mockResolvedValueOnce([flagRow({ stage: 'live' })]);
      const { sut } = await started(list);
      list.mockRejectedValue(new Error('database down'));
      const now = Date.now();
      vi.spyOn(Date, 'now').mockReturnValue(now + FEATURE_FLAGS_TTL_MS);
      expect(sut.enabled('footer-subscribe', { nextRelease: false })).toBe(true);
      await vi.waitFor(() => expect(list).toHaveBeenCalledTimes(2));
      await new Promise((resolve) => setImmediate(resolve));
      expect(sut.enabled('footer-subscribe', { nextRelease: false })).toBe(true);
      expect(list).toHaveBeenCalledTimes(2);
    });
  });

  describe('setStage', () => {
    it('refuses an unknown key and leaves the page cache alone', async () => {
      const { sut, clear, setStage } = await started(vi.fn().mockResolvedValue([]));
      setStage.mockResolvedValue(undefined);
      await expect(sut.setStage('no-such-flag', 'live')).rejects.toMatchObject({ code: 'FeatureFlagNotFound' });
      expect(clear).not.toHaveBeenCalled();
    });
  });
});
