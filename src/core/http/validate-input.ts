import { type ClassConstructor, plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { type FieldError, fieldErrorsOf } from './validation-pipe.js';

/**
 * Validates input that does not pass Nest's pipe (GraphQL arguments, a service's own arguments) by the same
 * class-validator declaration: the instance (with its @Transform'ed values) and every field error, in declaration
 * order. Unknown properties are dropped, as the global pipe's `whitelist` does.
 */
export function validateInput<T extends object>(
  type: ClassConstructor<T>,
  plain: object,
): { value: T; errors: FieldError[] } {
  const value = plainToInstance(type, plain);
  const errors = fieldErrorsOf(validateSync(value, { whitelist: true, forbidUnknownValues: false }));
  return { value, errors };
}
