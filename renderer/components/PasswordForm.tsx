import { type FormEvent, useRef, useState } from 'react';
import { Button } from './Button.js';
import { TextInput } from './form-controls.js';
import { useTranslation } from '../use-translation.js';

/** What a password check answered: go on (the page reloads), or the message to show. */
export type PasswordOutcome = 'ok' | 'wrong' | 'too-many' | 'failed' | 'invalid-name';

/** An optional name field above the password (the editor sign-in, SPEC §6: who edits; the password stays shared). */
export interface PasswordFormNameField {
  label: string;
  /** Shown when the server refused the name (400). */
  invalidMessage: string;
  maxLength: number;
}

export interface PasswordFormProps {
  id: string;
  label: string;
  submitLabel: string;
  wrongMessage: string;
  nameField?: PasswordFormNameField;
  /**
   * Sends the password (and the name, when the form has the field); resolves to the outcome. On 'ok' the page
   * reloads to show what the password opens.
   */
  check: (password: string, name: string) => Promise<PasswordOutcome>;
}

/**
 * A password form (editor sign-in, preview gate): a labelled field, the button in its loading state while the
 * check runs (SPEC §2.8), the error announced to screen readers and focus back on the field.
 */
export function PasswordForm({ id, label, submitLabel, wrongMessage, nameField, check }: PasswordFormProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'checking' | Exclude<PasswordOutcome, 'ok'>>('idle');
  const input = useRef<HTMLInputElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setState('checking');
    const name = nameInput.current?.value.trim() ?? '';
    const outcome = await check(input.current?.value ?? '', name).catch((): PasswordOutcome => 'failed');
    if (outcome === 'ok') return window.location.reload();
    setState(outcome);
    const wrongField = outcome === 'invalid-name' ? nameInput.current : input.current;
    wrongField?.focus();
    wrongField?.select();
  };

  const message =
    state === 'wrong'
      ? wrongMessage
      : state === 'too-many'
        ? t('passwordForm.tooManyAttempts')
        : state === 'failed'
          ? t('passwordForm.signInFailed')
          : state === 'invalid-name'
            ? (nameField?.invalidMessage ?? '')
            : '';
  return (
    <form className="password-form" onSubmit={(event) => void submit(event)} noValidate>
      {nameField && (
        <>
          <label htmlFor={`${id}-name`}>{nameField.label}</label>
          <TextInput
            id={`${id}-name`}
            ref={nameInput}
            type="text"
            name="name"
            autoComplete="name"
            maxLength={nameField.maxLength}
            aria-invalid={state === 'invalid-name' || undefined}
            aria-describedby={state === 'invalid-name' ? `${id}-error` : undefined}
          />
        </>
      )}
      <label htmlFor={id}>{label}</label>
      <TextInput
        id={id}
        ref={input}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        maxLength={200}
        aria-invalid={state === 'wrong' || undefined}
        aria-describedby={message ? `${id}-error` : undefined}
      />
      <p id={`${id}-error`} className="field-error" role="alert">
        {message}
      </p>
      <Button type="submit" loading={state === 'checking'} loadingLabel={t('passwordForm.checking')}>
        {submitLabel}
      </Button>
    </form>
  );
}
