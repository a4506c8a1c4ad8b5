import { useState } from 'react';
import { CONTACT_FIELDS, type FieldError, type FormValues, fieldError } from '../../modules/forms/forms.contract.js';
import { FormField } from '../content/forms/FormField.js';

/** SPEC §1: a visitor's contact details for the parts quote request, by the contact form's rules (no message). */
const { message: _message, ...VISITOR_FIELDS } = CONTACT_FIELDS;
export { VISITOR_FIELDS };

const initial = (): FormValues =>
  Object.fromEntries(
    Object.entries(VISITOR_FIELDS).map(([name, rule]) => [name, rule.type === 'checkbox' ? false : '']),
  );

/** The values, their errors (shown once a field was left filled in, or on submit), and a check of them all. */
export function useVisitorContact() {
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const errorOf = (name: string, next: FormValues) =>
    fieldError(VISITOR_FIELDS[name as keyof typeof VISITOR_FIELDS], next[name], next);
  const mark = (name: string, error: FieldError | undefined) =>
    setErrors((current) => {
      const next = { ...current };
      if (error) next[name] = error;
      else delete next[name];
      return next;
    });
  return {
    values,
    errors,
    change: (name: string, value: unknown) => {
      const next = { ...values, [name]: value };
      setValues(next);
      if (name in errors) mark(name, errorOf(name, next));
    },
    blur: (name: string) => {
      if (values[name] !== '' && values[name] !== false) mark(name, errorOf(name, values));
    },
    /** True when every field is valid; otherwise shows every error. */
    validate: (): boolean => {
      const all = Object.fromEntries(
        Object.keys(VISITOR_FIELDS).flatMap((name) => {
          const error = errorOf(name, values);
          return error ? [[name, error]] : [];
        }),
      );
      setErrors(all);
      return Object.keys(all).length === 0;
    },
    /** What the API takes: filled fields only. */
    payload: (): FormValues => Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '')),
    reset: () => {
      setValues(initial());
      setErrors({});
    },
  };
}

export type VisitorContact = ReturnType<typeof useVisitorContact>;

export function VisitorContactFields({ contact }: { contact: VisitorContact }) {
  return (
    <div className="parts-cart-contact">
      {Object.entries(VISITOR_FIELDS).map(([name, rule]) => (
        <FormField
          key={name}
          path={`partsCart-${name}`}
          rule={rule}
          value={contact.values[name]}
          siblings={contact.values}
          error={contact.errors[name]}
          onChange={(_path, value) => contact.change(name, value)}
          onBlur={() => contact.blur(name)}
        />
      ))}
    </div>
  );
}
