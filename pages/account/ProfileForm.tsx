import type { AccountSettingsDto } from '../../modules/account/account.dto.js';
import { type FormEvent, useId, useState } from 'react';
import type { TranslationKey } from '../../i18n/messages.js';
import { ACCOUNT_API, type AccountViewPayloads } from '../../modules/account/account.contract.js';
import { NAME_MAX_LENGTH } from '../../modules/account-security/account-settings.contract.js';
import { Button } from '../../renderer/components/Button.js';
import { Select, TextInput } from '../../renderer/components/form-controls.js';
import { useTranslation } from '../../renderer/use-translation.js';
import { accountRequest, failureKey, failureMessage } from './account-client.js';

type Field = 'firstName' | 'lastName' | 'country' | 'language';
const FIELDS: Field[] = ['firstName', 'lastName', 'country', 'language'];
const LABELS: Record<Field, TranslationKey> = {
  firstName: 'account.field.firstName',
  lastName: 'account.field.lastName',
  country: 'account.field.country',
  language: 'account.field.language',
};

type ProfileFormProps = Omit<AccountViewPayloads['settings'], 'basePath'>;

/**
 * SPEC §5 profile: first and last name required, country and language chosen from the lists ('Please enter a valid
 * value.' otherwise). Internal employees see their profile read-only (SPEC §6).
 */
export function ProfileForm({ account, countries, languages }: ProfileFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [saved, setSaved] = useState<AccountSettingsDto>(account);
  const [errors, setErrors] = useState<Partial<Record<Field, true>>>({});
  const [status, setStatus] = useState<'idle' | 'sending' | 'saved'>('idle');
  const [failure, setFailure] = useState<{ key?: TranslationKey; message: string } | null>(null);
  const nameOf = (list: { code: string; name: string }[], code: string) =>
    list.find((c) => c.code === code)?.name ?? code;

  if (account.managedInternally) {
    return (
      <section className="account-panel" aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`}>{t('account.profile.title')}</h2>
        <dl className="account-fields">
          <dt>{t('account.field.firstName')}</dt>
          <dd>{account.firstName}</dd>
          <dt>{t('account.field.lastName')}</dt>
          <dd>{account.lastName}</dd>
          <dt>{t('account.field.email')}</dt>
          <dd>{account.email}</dd>
          <dt>{t('account.field.company')}</dt>
          <dd>{account.companyName}</dd>
          <dt>{t('account.field.country')}</dt>
          <dd>{nameOf(countries, account.country)}</dd>
          <dt>{t('account.field.language')}</dt>
          <dd>{nameOf(languages, account.language)}</dd>
        </dl>
      </section>
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const value = (name: Field) => String(data.get(name) ?? '').trim();
    const found: Partial<Record<Field, true>> = {};
    for (const field of FIELDS) if (!value(field)) found[field] = true;
    setErrors(found);
    setFailure(null);
    setStatus('idle');
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setStatus('sending');
    try {
      const body = Object.fromEntries(FIELDS.map((field) => [field, value(field)]));
      setSaved(await accountRequest<AccountSettingsDto>('PUT', ACCOUNT_API.profile, body));
      setStatus('saved');
    } catch (error) {
      setFailure({ key: failureKey(error), message: failureMessage(error) });
      setStatus('idle');
    }
  }

  const invalid = (field: Field) => (errors[field] ? true : undefined);
  const describedBy = (field: Field) => (errors[field] ? `${id}-${field}-error` : undefined);
  const fieldError = (field: Field) =>
    errors[field] && (
      <span className="account-error" id={`${id}-${field}-error`}>
        {t('forms.error.default')}
      </span>
    );
  const text = (field: 'firstName' | 'lastName', autoComplete: string) => (
    <div className="account-field">
      <label htmlFor={`${id}-${field}`}>{t(LABELS[field])} *</label>
      <TextInput
        id={`${id}-${field}`}
        name={field}
        defaultValue={saved[field]}
        maxLength={NAME_MAX_LENGTH}
        autoComplete={autoComplete}
        aria-invalid={invalid(field)}
        aria-describedby={describedBy(field)}
      />
      {fieldError(field)}
    </div>
  );
  const select = (field: 'country' | 'language', list: { code: string; name: string }[]) => (
    <div className="account-field">
      <label htmlFor={`${id}-${field}`}>{t(LABELS[field])} *</label>
      <Select
        id={`${id}-${field}`}
        name={field}
        defaultValue={saved[field]}
        aria-invalid={invalid(field)}
        aria-describedby={describedBy(field)}
      >
        <option value="">{t('account.select')}</option>
        {list.map((choice) => (
          <option key={choice.code} value={choice.code}>
            {choice.name}
          </option>
        ))}
      </Select>
      {fieldError(field)}
    </div>
  );

  return (
    <section className="account-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('account.profile.title')}</h2>
      <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
        {text('firstName', 'given-name')}
        {text('lastName', 'family-name')}
        <div className="account-field">
          <span>{t('account.field.email')}</span>
          <span>{saved.email}</span>
        </div>
        {select('country', countries)}
        {select('language', languages)}
        {status === 'saved' && (
          <p className="account-success" role="status">
            {t('account.profile.saved')}
          </p>
        )}
        {failure && (
          <div className="account-failure" role="alert">
            <p>{failure.key ? t(failure.key) : t('account.error.failed')}</p>
            {!failure.key && <p>{failure.message}</p>}
          </div>
        )}
        <Button type="submit" disabled={status === 'sending'}>
          {t('account.profile.save')}
        </Button>
      </form>
    </section>
  );
}
