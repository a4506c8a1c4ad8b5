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

/** class-validator decorator running the contract's rule: one message per field, the same check as the browser. */
export function FormField(rule: FieldRule): PropertyDecorator {
  return ValidateBy({
    name: 'formField',
    validator: {
      validate: (value: unknown, args?: ValidationArguments) => fieldError(rule, value, siblings(args)) === undefined,
      defaultMessage: (args?: ValidationArguments) => {
        const error = fieldError(rule, args?.value, siblings(args));
        return error ? englishMessage(error) : '';
      },
    },
  });
}

/**
 * An optional nested group of fields (the service request's return address). Validated as a whole so that its
 * messages read `returnAddress.city: Please enter a valid value.` and unknown keys inside it are refused too.
 */
export function OptionalFieldGroup(rules: FieldRules): PropertyDecorator {
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
  return ValidateBy({
    name: 'formFieldGroup',
    validator: {
      validate: (value: unknown, args?: ValidationArguments) => problems(value, args?.property ?? '').length === 0,
      defaultMessage: (args?: ValidationArguments) => problems(args?.value, args?.property ?? '').join('; '),
    },
  });
}
