import { applyDecorators } from '@nestjs/common';
import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import { ValidateBy, type ValidationArguments } from 'class-validator';
import { dictionaryFor, translate } from '../../i18n/index.js';
import { type FieldError, type FieldRule, type FieldRules, fieldError, isPlainObject } from './forms.contract.js';

// The class-validator decorators of the request classes in forms.dto.ts: they run the contract's rules, the same
// checks as the browser.

const ENGLISH = dictionaryFor('en');

/** The API answers in English: the exact SPEC §5 strings (i18n/en.json holds them for the browser too). */
export function englishMessage(error: FieldError): string {
  return translate(ENGLISH, error.key, error.params);
}

const siblings = (args: ValidationArguments | undefined) => (args?.object ?? {}) as Record<string, unknown>;

/** The OpenAPI schema of a field (README § REST API), from the same rule: type, bounds, choices, the message. */
function fieldSchema(rule: FieldRule) {
  const label = translate(ENGLISH, rule.labelKey);
  const message = translate(ENGLISH, rule.messageKey);
  if (rule.type === 'checkbox') {
    return { type: 'boolean', description: `${label} Must be \`true\`; otherwise: "${message}"` } as const;
  }
  return {
    type: 'string',
    description: `${label}. When missing or invalid: "${message}"`,
    ...(rule.type === 'email' ? { format: 'email' } : {}),
    ...(rule.maxLength !== undefined ? { maxLength: rule.maxLength } : {}),
    ...(rule.pattern ? { pattern: rule.pattern.source } : {}),
    ...(rule.options ? { enum: rule.options.map((option) => option.value) } : {}),
  } as const;
}

/**
 * class-validator decorator running the contract's rule: one message per field, the same check as the browser.
 * It documents the field too; `docs` adds to that (e.g. when a field is required only with certain values).
 */
export function FormField(rule: FieldRule, docs: ApiPropertyOptions = {}): PropertyDecorator {
  const validate = ValidateBy({
    name: 'formField',
    validator: {
      validate: (value: unknown, args?: ValidationArguments) => fieldError(rule, value, siblings(args)) === undefined,
      defaultMessage: (args?: ValidationArguments) => {
        const error = fieldError(rule, args?.value, siblings(args));
        return error ? englishMessage(error) : '';
      },
    },
  });
  return applyDecorators(
    validate,
    ApiProperty({ ...fieldSchema(rule), required: rule.required === true, ...docs } as ApiPropertyOptions),
  );
}

/**
 * An optional nested group of fields (the service request's return address). Validated as a whole so that its
 * messages read `returnAddress.city: Please enter a valid value.` and unknown keys inside it are refused too.
 */
export function OptionalFieldGroup(rules: FieldRules, description: string): PropertyDecorator {
  const problems = (value: unknown, property: string): string[] => {
    if (value === undefined) return [];
    if (!isPlainObject(value)) return [`${property}: ${englishMessage({ key: 'forms.error.default' })}`];
    const unknown = Object.keys(value)
      .filter((key) => !(key in rules))
      .map((key) => `property ${property}.${key} should not exist`);
    const invalid = Object.entries(rules).flatMap(([name, rule]) => {
      const error = fieldError(rule, value[name], value);
      return error ? [`${property}.${name}: ${englishMessage(error)}`] : [];
    });
    return [...unknown, ...invalid];
  };
  const schema = {
    type: 'object',
    description,
    properties: Object.fromEntries(Object.entries(rules).map(([name, rule]) => [name, fieldSchema(rule)])),
    required: Object.entries(rules)
      .filter(([, rule]) => rule.required === true)
      .map(([name]) => name),
    additionalProperties: false,
  };
  return applyDecorators(
    ValidateBy({
      name: 'formFieldGroup',
      validator: {
        validate: (value: unknown, args?: ValidationArguments) => problems(value, args?.property ?? '').length === 0,
        defaultMessage: (args?: ValidationArguments) => problems(args?.value, args?.property ?? '').join('; '),
      },
    }),
    ApiProperty({ ...schema, selfRequired: false } as ApiPropertyOptions),
  );
}
