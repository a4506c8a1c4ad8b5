import { BadRequestException } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { type FieldError, fieldErrorsOf } from '../../src/core/http/validation-pipe.js';
import { validateContentModuleInput } from '../content/index.js';
import type { Schedule } from './document-history.repository.js';

/** Every module checked against the module declarations; errors name their path (`modules.0.html`). */
export async function moduleErrors(modules: readonly Record<string, unknown>[]): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  for (const [index, module] of modules.entries()) {
    errors.push(...fieldErrorsOf(await validateContentModuleInput(module), `modules.${index}`));
  }
  return errors;
}

/** A 400 shaped like the validation pipe's: `message` lists `field: message`, `errors` the fields. */
export function refuseFields(errors: readonly FieldError[]): void {
  if (errors.length === 0) return;
  const message = errors.map((e) => `${e.field}: ${e.message}`);
  throw new BadRequestException({ statusCode: 400, message, error: 'Bad Request', errors });
}

/** A document id from its slug or title: ASCII letters, digits and hyphens (`Über uns` → `uber-uns`), else `fallback`. */
export function idBase(text: string, fallback: string): string {
  const ascii = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
  return ascii || fallback;
}

/** `base` when no document has it yet, else `base` with a random suffix that is free (ids are never reused live). */
export async function freeId(base: string, exists: (id: string) => Promise<boolean>): Promise<string> {
  if (!(await exists(base))) return base;
  for (let attempt = 0; attempt < 5; attempt++) {
    const id = `${base}-${randomBytes(3).toString('hex')}`;
    if (!(await exists(id))) return id;
  }
  return `${base}-${randomBytes(8).toString('hex')}`;
}

/** The publish/unpublish times a write names (absent: left as they are; null: cleared). */
export function scheduleOf(input: { publishAt?: string | null; unpublishAt?: string | null }): Schedule {
  const at = (value: string | null | undefined) => (value === undefined ? undefined : value ? new Date(value) : null);
  return {
    ...(input.publishAt !== undefined ? { publishAt: at(input.publishAt) } : {}),
    ...(input.unpublishAt !== undefined ? { unpublishAt: at(input.unpublishAt) } : {}),
  };
}
