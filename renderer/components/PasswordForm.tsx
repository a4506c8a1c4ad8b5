import { type FormEvent, useRef, useState } from 'react';
import { Button } from './Button.js';
import { TextInput } from './form-controls.js';
import { useTranslation } from '../use-translation.js';

/** What a password check answered: go on (the page reloads), or the message to show. */
export type PasswordOutcome = 'ok' | 'wrong' | 'too-many' | 'failed';

export interface PasswordFormProps {
  id: string;
  label: string;
  submitLabel: string;
  wrongMessage: string;
  /** Sends the password; resolves to the outcome. On 'ok' the page reloads to show what the password opens. */
  check: (password: string) => Promise<PasswordOutcome>;
}

/**
 * A password form (editor sign-in, preview gate): a labelled field, the button in its loading state while the
 * check runs (SPEC §2.8), the error announced to screen readers and focus back on the field.
 */
export function PasswordForm({ id, label, submitLabel, wrongMessage, check }: PasswordFormProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'checking' | Exclude<PasswordOutcome, 'ok'>>('idle');
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setState('checking');
    const outcome = await check(input.current?.value ?? '').catch((): PasswordOutcome => 'failed');
    if (outcome === 'ok') return window.location.reload();
    setState(outcome);
    input.current?.focus();
    input.current?.select();
  };

  const message =
    state === 'wrong'
      ? wrongMessage
      : state === 'too-many'
        ? t('editor.tooManyAttempts')
        : state === 'failed'
          ? t('editor.signInFailed')
          : '';
  return (
    <form className="password-form" onSubmit={(event) => void submit(event)} noValidate>
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
      <Button type="submit" loading={state === 'checking'} loadingLabel={t('editor.checking')}>
        {submitLabel}
      </Button>
    </form>
  );
}
