import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

/*
 * The design system's form controls, one look for public, portal and editor pages. Styles in
 * renderer/components/design-system.css (classes `ds-*`), tokens `--ds-*` there.
 */

const join = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** What a Field hands to its control: the id its label points to and the hint/error links. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FieldProps {
  /** The control's id; the label, hint and error ids derive from it. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The field's own error message: shown under the control, linked to it, and the control is marked invalid. */
  error?: ReactNode;
  /** Extra ids the control is described by (e.g. a message outside the field). */
  describedBy?: string;
  className?: string;
  /** Renders the control with the props that wire it to the label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/** A form field: label, control, hint and per-field error, wired with aria-describedby and aria-invalid. */
export function Field({ id, label, hint, error, describedBy, className, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const control: FieldControlProps = {
    id,
    'aria-describedby': [hintId, errorId, describedBy].filter(Boolean).join(' ') || undefined,
    'aria-invalid': error ? true : undefined,
  };
  return (
    <div className={join('form-field', 'ds-field', error !== undefined && error !== null && 'has-error', className)}>
      <label htmlFor={id}>{label}</label>
      {children(control)}
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

export type TextInputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

/** A text-like input (text, email, password, search, number, date, ...). */
export function TextInput({ className, ...rest }: TextInputProps) {
  return <input {...rest} className={join('ds-control', 'ds-input', className)} />;
}

export type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> };

export function TextArea({ className, ...rest }: TextAreaProps) {
  return <textarea {...rest} className={join('ds-control', 'ds-textarea', className)} />;
}

export type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> };

export function Select({ className, children, ...rest }: SelectProps) {
  return (
    <select {...rest} className={join('ds-control', 'ds-select', className)}>
      {children}
    </select>
  );
}

export type FileInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { ref?: Ref<HTMLInputElement> };

/** A file input whose "choose" button has the design system's look (`::file-selector-button`). */
export function FileInput({ className, ...rest }: FileInputProps) {
  return <input {...rest} type="file" className={join('ds-control', 'ds-file', className)} />;
}

export type CheckProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  /** The visible label beside the box; the label element wraps both, so it is the box's name and a hit area. */
  label: ReactNode;
  ref?: Ref<HTMLInputElement>;
  labelClassName?: string;
};

/** A checkbox with its label (24 px box, the WCAG 2.2 minimum target). */
export function Checkbox({ label, className, labelClassName, ...rest }: CheckProps) {
  return (
    <label className={join('ds-check', labelClassName)}>
      <input {...rest} type="checkbox" className={join('ds-check-input', className)} />
      <span>{label}</span>
    </label>
  );
}

/** A radio button with its label. */
export function Radio({ label, className, labelClassName, ...rest }: CheckProps) {
  return (
    <label className={join('ds-check', labelClassName)}>
      <input {...rest} type="radio" className={join('ds-check-input', className)} />
      <span>{label}</span>
    </label>
  );
}
