import { describe, expect, it } from 'vitest';
import { overallState } from './translations.contract.js';

describe('overallState (SPEC §4)', () => {
  it('is Translated only when every target is translated', () => {
    expect(overallState(['Translated', 'Translated'])).toBe('Translated');
  });
  it('is InProgress when any target is in progress', () => {
    expect(overallState(['Translated', 'InProgress', 'MarkedForTranslation'])).toBe('InProgress');
  });
  it('is MarkedForTranslation otherwise', () => {
    expect(overallState(['Translated', 'MarkedForTranslation'])).toBe('MarkedForTranslation');
    expect(overallState(['MarkedForTranslation'])).toBe('MarkedForTranslation');
  });
  it('is null before translation was started', () => {
    expect(overallState([])).toBeNull();
  });
});
