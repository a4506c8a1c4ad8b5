import { describe, expect, it } from 'vitest';
import { isTechnicalArea, trackingAllowed } from './tracking-rules.js';

describe(isTechnicalArea.name, () => {
  it.each([
    '/style-guide',
    '/style-guide/buttons',
    '/callback',
    '/en/callback',
    '/de/callback',
    '/de-ch/callback',
    '/en/callback/',
    '/blank-callback',
  ])('counts %s as technical (SPEC §2.1)', (path) => {
    expect(isTechnicalArea(path)).toBe(true);
  });

  it.each(['/', '/en', '/de/about', '/en/about/callback', '/en/stories/callback', '/en/callbacks', '/en/portal'])(
    'counts %s as public',
    (path) => {
      expect(isTechnicalArea(path)).toBe(false);
    },
  );
});

describe(trackingAllowed.name, () => {
  it('allows tracking on public pages for ordinary visitors only', () => {
    expect(trackingAllowed('/en', false)).toBe(true);
    expect(trackingAllowed('/en', true)).toBe(false);
    expect(trackingAllowed('/en/callback', false)).toBe(false);
  });
});
