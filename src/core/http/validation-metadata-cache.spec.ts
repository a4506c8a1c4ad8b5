import { IsInt, IsString, MaxLength, getMetadataStorage, validateSync } from 'class-validator';
import { describe, expect, it } from 'vitest';
import { cacheValidationMetadataLookups } from './validation-metadata-cache.js';

cacheValidationMetadataLookups();

class Base {
  @IsString()
  name: unknown;
}

class Child extends Base {
  @MaxLength(3, { groups: ['short'] })
  code: unknown;
}

const failed = (object: object, groups?: string[]) =>
  validateSync(object, groups ? { groups } : {}).map((error) => error.property);

const instance = <T extends object>(type: new () => T, values: Record<string, unknown>): T =>
  Object.assign(new type(), values);

describe('cacheValidationMetadataLookups', () => {
  it('validates as class-validator does: inherited rules, groups, and again from the cache', () => {
    const bad = instance(Child, { name: 7, code: 'toolong' });
    for (let round = 0; round < 2; round++) {
      expect(failed(bad)).toEqual(['code', 'name']);
      expect(failed(bad, ['short'])).toEqual(['code']);
      expect(failed(instance(Child, { name: 'ok', code: 'ab' }))).toEqual([]);
      expect(failed(instance(Base, { name: 1, code: 'toolong' }))).toEqual(['name']);
    }
  });

  it('sees a rule added after the class was validated (a lazily loaded decorator)', () => {
    class Later {
      @IsString()
      title: unknown;
      count: unknown;
    }
    const value = instance(Later, { title: 'x', count: 'three' });
    expect(failed(value)).toEqual([]);
    IsInt()(Later.prototype, 'count');
    expect(failed(value)).toEqual(['count']);
  });

  it('hands every caller a list of its own', () => {
    const storage = getMetadataStorage();
    const first = storage.getTargetValidationMetadatas(Child, '', true, false);
    first.length = 0;
    expect(storage.getTargetValidationMetadatas(Child, '', true, false).length).toBeGreaterThan(0);
  });

  it('is installed once however often it is called', () => {
    const lookup = getMetadataStorage().getTargetValidationMetadatas;
    cacheValidationMetadataLookups();
    expect(getMetadataStorage().getTargetValidationMetadatas).toBe(lookup);
  });
});
