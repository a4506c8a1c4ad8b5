import type { ValidationError } from 'class-validator';
import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './validation-pipe.js';

const error = (property: string, constraints?: Record<string, string>, children: ValidationError[] = []) =>
  ({ property, constraints, children }) as ValidationError;

describe('fieldErrorsOf', () => {
  it('names nested and array fields by their path, one entry per message', () => {
    const errors = [
      error('email', { isEmail: 'Please provide a valid email address' }),
      error('lines', undefined, [error('0', undefined, [error('quantity', { min: 'too small', isInt: 'not whole' })])]),
    ];
    expect(fieldErrorsOf(errors)).toEqual([
      { field: 'email', message: 'Please provide a valid email address' },
      { field: 'lines.0.quantity', message: 'too small' },
      { field: 'lines.0.quantity', message: 'not whole' },
    ]);
  });

  it('splits a message naming fields at or under the property, and keeps any other message whole', () => {
    expect(fieldErrorsOf([error('firstName', { maxLength: 'firstName: Please enter a valid value.' })])).toEqual([
      { field: 'firstName', message: 'Please enter a valid value.' },
    ]);
    expect(
      fieldErrorsOf([error('address', { group: 'property address.x should not exist; address.city: Invalid' })]),
    ).toEqual([
      { field: 'address.x', message: 'property address.x should not exist' },
      { field: 'address.city', message: 'Invalid' },
    ]);
    // A part that names another field (or none) leaves the message as it is, under its own property.
    expect(fieldErrorsOf([error('note', { x: 'other: Invalid; note: Invalid' })])).toEqual([
      { field: 'note', message: 'other: Invalid; note: Invalid' },
    ]);
  });
});
