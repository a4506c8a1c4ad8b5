import { type FormEvent, useId, useState } from 'react';
import type { TranslationKey } from '../../i18n/messages.js';
import { ACCOUNT_API } from '../../modules/account/account.contract.js';
import { PASSWORD_MAX_LENGTH, isStrongPassword } from '../../modules/account-security/account-settings.contract.js';
import { Button } from '../../renderer/components/Button.js';
import { TextInput } from '../../renderer/components/form-controls.js';
import { useTranslation } from '../../renderer/use-translation.js';
import { type AccountFailure, accountFailure, accountRequest } from './account-client.js';
import { FailureNotice } from './FailureNotice.js';

type Field = 'currentPassword' | 'newPassword';

/**
 * The password change (SPEC §5 'Please enter a password'): the current password is checked by the server, the new
 * one must pass the strength rule stated under it (checked here and by the server). The user's other sessions end.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const id = useId();
  const [errors, setErrors] = useState<Partial<Record<Field, TranslationKey>>>({});
  const [status, setStatus] = useState<'idle' | 'sending' | 'changed'>('idle');
  const [failure, setFailure] = useState<AccountFailure | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const currentPassword = String(data.get('currentPassword') ?? '');
    const newPassword = String(data.get('newPassword') ?? '');
    const found: Partial<Record<Field, TranslationKey>> = {};
    if (!currentPassword) found.currentPassword = 'account.password.required';
    if (!newPassword) found.newPassword = 'account.password.required';
    else if (!isStrongPassword(newPassword)) found.newPassword = 'account.password.weak';
    setErrors(found);
    setFailure(null);
    setStatus('idle');
    const first = (['currentPassword', 'newPassword'] as const).find((field) => found[field]);
    if (first) {
      form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setStatus('sending');
    try {
      await accountRequest<void>('POST', ACCOUNT_API.password, { currentPassword, newPassword });
      form.reset();
      setStatus('changed');
    } catch (error) {
      setFailure(accountFailure(error));
      setStatus('idle');
    }
  }

  const describedBy = (field: Field, extra?: string) =>
    [errors[field] ? `${id}-${field}-error` : undefined, extra].filter(Boolean).join(' ') || undefined;
  const field = (name: Field, label: TranslationKey, autoComplete: string, hint?: string) => (
    <div className="account-field">
      <label htmlFor={`${id}-${name}`}>{t(label)} *</label>
      <TextInput
        id={`${id}-${name}`}
        name={name}
        type="password"
        autoComplete={autoComplete}
        maxLength={PASSWORD_MAX_LENGTH}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy(name, hint)}
      />
      {hint && (
        <span className="account-hint" id={hint}>
          {t('account.password.rule')}
        </span>
      )}
      {errors[name] && (
        <span className="account-error" id={`${id}-${name}-error`}>
          {t(errors[name])}
        </span>
      )}
    </div>
  );

  return (
    <section className="account-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('account.password.title')}</h2>
      <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
        {field('currentPassword', 'account.password.current', 'current-password')}
        {field('newPassword', 'account.password.new', 'new-password', `${id}-rule`)}
        {status === 'changed' && (
          <p className="account-success" role="status">
            {t('account.password.changed')}
          </p>
        )}
        {failure && <FailureNotice failure={failure} />}
        <Button type="submit" disabled={status === 'sending'}>
          {t('account.password.submit')}
        </Button>
      </form>
    </section>
  );
}
