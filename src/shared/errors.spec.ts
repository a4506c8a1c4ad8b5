import { describe, expect, it } from 'vitest';
import { isEmptyError } from './errors.js';

describe(isEmptyError.name, () => {
  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty string', ''],
    ['{}', {}],
    ['a bare Error', new Error()],
    ['an object without prototype', Object.create(null) as object],
  ])('calls %s empty (SPEC §8: not logged)', (_name, empty) => {
    expect(isEmptyError(empty)).toBe(true);
  });

  it.each([
    ['an Error with a message', new Error('boom')],
    ['an Error with a cause', new Error('', { cause: new Error('socket hang up') })],
    ['an Error with a code', Object.assign(new Error(''), { code: 'ECONNRESET' })],
    ['an object with a message', { message: 'x' }],
    ['an object with a status', { statusCode: 500 }],
    ['a string', 'text'],
    ['a number', 0],
    ['an array', []],
  ])('keeps %s', (_name, error) => {
    expect(isEmptyError(error)).toBe(false);
  });
});
