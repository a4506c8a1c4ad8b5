import { NotFoundException } from '@nestjs/common';
import { describe, expect, it } from 'vitest';
import { ID_OR_SLUG, ParamPattern, ParamsPattern } from './param-pattern.pipe.js';

describe(ParamPattern.name, () => {
  const sut = new ParamPattern(ID_OR_SLUG, (slug) => new NotFoundException(`No file with slug ${slug}`));

  it('passes a value of the shape through unchanged', () => {
    expect(sut.transform('crimp-center-36')).toBe('crimp-center-36');
  });

  it("refuses another shape with the route's own error for an unknown value", () => {
    for (const value of ['../etc', 'a b', '', 'x'.repeat(101), '-leading']) {
      expect(() => sut.transform(value), value).toThrow(new NotFoundException(`No file with slug ${value}`));
    }
  });

  it('refuses what is not a string', () => {
    expect(() => sut.transform(undefined)).toThrow(NotFoundException);
  });
});

describe(ParamsPattern.name, () => {
  const sut = new ParamsPattern(
    { siteId: ID_OR_SLUG, localeCode: /^[a-z]{2}$/ },
    ({ siteId, localeCode }) => new NotFoundException(`No site ${siteId} in locale ${localeCode}`),
  );

  it('passes the named parameters when each has its shape', () => {
    expect(sut.transform({ siteId: 'main', localeCode: 'en' })).toEqual({ siteId: 'main', localeCode: 'en' });
  });

  it('refuses with an error that may name all of them', () => {
    expect(() => sut.transform({ siteId: 'main', localeCode: 'e%n' })).toThrow('No site main in locale e%n');
  });
});
