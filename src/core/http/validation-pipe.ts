import { HttpException, ValidationPipe, type ValidationPipeOptions } from '@nestjs/common';
import type { ValidationError } from 'class-validator';

/** One invalid field of a request: its property path (`lines.0.quantity`) and what is wrong with it. */
export interface FieldError {
  field: string;
  message: string;
}

/**
 * The global pipe, answering a failed validation with the per-field list `errors` next to the
 * `message` it always had. The message is Nest's own (the same strings, the same "; "-joined order once the filter
 * joins them, the same length budget), so clients that read it see no change.
 */
export class FieldErrorsValidationPipe extends ValidationPipe {
  constructor(options: ValidationPipeOptions = {}) {
    super(options);
  }

  override createExceptionFactory(): (validationErrors?: ValidationError[]) => unknown {
    const messages = super.createExceptionFactory();
    return (validationErrors: ValidationError[] = []) => {
      const exception = messages(validationErrors);
      if (!(exception instanceof HttpException) || this.isDetailedOutputDisabled) return exception;
      const response = exception.getResponse();
      if (!response || typeof response !== 'object') return exception;
      // The same budget as the message: a deeply nested payload must not grow the answer past it.
      const limited = this.limitValidationErrors(validationErrors, {
        remaining: this.maxErrorMessagesLength,
        isExceeded: false,
      });
      const errors = fieldErrorsOf(limited);
      return new HttpException({ ...response, errors }, exception.getStatus(), { cause: exception });
    };
  }
}

/** Every constraint message of the errors, with the property path it belongs to (arrays by index). */
export function fieldErrorsOf(validationErrors: readonly ValidationError[], parentPath = ''): FieldError[] {
  const result: FieldError[] = [];
  const visit = (errors: readonly ValidationError[], parent: string) => {
    for (const error of errors) {
      const field = parent ? `${parent}.${error.property}` : String(error.property);
      for (const message of Object.values(error.constraints ?? {})) result.push(...splitMessage(field, message));
      if (error.children?.length) visit(error.children, field);
    }
  };
  visit(validationErrors, parentPath);
  return result;
}

/**
 * A message already naming its field ("firstName: Invalid value", as the account DTOs word them) or a group
 * validator's messages for fields inside the property ("returnAddress.city: Please enter a valid value.; property
 * returnAddress.x should not exist", the forms' optional field group) become one entry per named field; the
 * message is kept whole, under the property's own path, unless every part names a field at or under it.
 */
function splitMessage(field: string, message: string): FieldError[] {
  const escaped = field.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const named = new RegExp(`^(${escaped}(?:\\.[^\\s:]+)?): (.+)$`, 's');
  const unknown = new RegExp(`^property (${escaped}\\.\\S+) should not exist$`);
  const parts = message.split('; ');
  const entries = parts.map((part): FieldError | undefined => {
    const match = named.exec(part);
    if (match) return { field: match[1]!, message: match[2]! };
    const extra = unknown.exec(part);
    return extra ? { field: extra[1]!, message: part } : undefined;
  });
  if (entries.every((entry) => entry !== undefined)) return entries as FieldError[];
  return [{ field, message }];
}
