import { describe, expect, it, vi } from 'vitest';
import { SecondFactors } from './second-factors.js';

describe(SecondFactors.name, () => {
  it('asks the registered source', async () => {
    const sut = new SecondFactors();
    const source = { hasSecondFactor: vi.fn(async () => true), verifySecondFactor: vi.fn(async () => false) };
    sut.use(source);
    await expect(sut.hasSecondFactor('a1')).resolves.toBe(true);
    await expect(sut.verifySecondFactor('a1', '123456')).resolves.toBe(false);
    expect(source.verifySecondFactor).toHaveBeenCalledWith('a1', '123456');
  });

  it('refuses rather than skipping the second step when no source is registered', async () => {
    const sut = new SecondFactors();
    await expect(sut.hasSecondFactor('a1')).rejects.toThrow(/No second-factor source/);
  });
});
