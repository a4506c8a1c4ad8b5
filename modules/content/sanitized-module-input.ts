import type { FieldDeclarations } from './content-fields.contract.js';
import { CONTENT_MODULE_DECLARATIONS } from './content-module-declarations.contract.js';
import { sanitizeRichText } from './rich-text.js';

type Raw = Record<string, unknown>;

const isObject = (value: unknown): value is Raw => !!value && typeof value === 'object' && !Array.isArray(value);

function sanitizeFields(fields: FieldDeclarations, raw: Raw): Raw {
  const result: Raw = { ...raw };
  for (const [key, field] of Object.entries(fields)) {
    const stored = field.from ?? key;
    const value = raw[stored];
    if (field.kind === 'rich-text' && typeof value === 'string') result[stored] = sanitizeRichText(value);
    if (field.kind === 'list' && Array.isArray(value)) {
      result[stored] = value.map((item) => (isObject(item) ? sanitizeFields(field.of, item) : item));
    }
  }
  return result;
}

/**
 * A validated module as editors submitted it, with every rich-text field (lists' items included) run through the
 * sanitizer before it is stored: what the database holds, revisions and exports included, is what the public may
 * see. Rendering sanitizes again (stored content from the seed or an import is untrusted as well).
 */
export function sanitizedModuleInput<M extends { type: string }>(module: M): M {
  const declaration = Object.values(CONTENT_MODULE_DECLARATIONS).find((d) => d.type === module.type);
  if (!declaration) return module;
  return sanitizeFields(declaration.fields as FieldDeclarations, module as unknown as Raw) as unknown as M;
}
