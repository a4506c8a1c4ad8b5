import { describe, expect, it } from 'vitest';
import { type ErrorCode, defineErrors } from './define-errors.js';
import { DomainError } from './domain-error.js';

const sut = defineErrors({
  ThingNotFound: { status: 404, message: (id: string) => `No thing ${id}` },
  Busy: { status: 429, message: 'Try again later' },
});

describe(defineErrors.name, () => {
  it('makes one factory per code with its status and message', () => {
    const error = sut.ThingNotFound('x1');
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: 'ThingNotFound', status: 404, message: 'No thing x1' });
    expect(sut.Busy()).toMatchObject({ code: 'Busy', status: 429, message: 'Try again later' });
  });

  it('refuses, at compile time, a code that is not in the table and a status that is not an error status', () => {
    // @ts-expect-error Unmapped is not a code of the table
    expect(() => sut.Unmapped()).toThrow(TypeError);
    // @ts-expect-error 200 is not an error status
    defineErrors({ Fine: { status: 200, message: 'ok' } });
    const code: ErrorCode<typeof sut> = 'Busy';
    expect(code).toBe('Busy');
  });
});
