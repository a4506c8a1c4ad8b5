import { type FormEvent, useState } from 'react';
import { Button } from '../../renderer/components/Button.js';
import { FlashMessage } from '../../renderer/components/FlashMessage.js';
import { useTranslation } from '../../renderer/use-translation.js';

const FIELDS = ['sg-name', 'sg-email', 'sg-country', 'sg-message', 'sg-terms'] as const;
type FieldId = (typeof FIELDS)[number];

/**
 * Inputs with labels and the default messages of SPEC §5 ('Please enter a valid value.', and for checkboxes
 * 'Please select the checkbox to continue.'): errors are linked with aria-describedby and the first invalid
 * field gets the focus.
 */
export function InputsSection() {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Partial<Record<FieldId, string>>>({});
  const [sent, setSent] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const next: Partial<Record<FieldId, string>> = {};
    for (const id of FIELDS) {
      const field = form.elements.namedItem(id) as HTMLInputElement | null;
      if (!field || field.checkValidity()) continue;
      next[id] = field.type === 'checkbox' ? t('form.checkboxRequired') : t('form.invalidValue');
    }
    setErrors(next);
    setSent(Object.keys(next).length === 0);
    const firstInvalid = FIELDS.find((id) => next[id]);
    if (firstInvalid) (form.elements.namedItem(firstInvalid) as HTMLElement | null)?.focus();
  };
  const describe = (id: FieldId) =>
    errors[id] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
  const error = (id: FieldId) =>
    errors[id] ? (
      <span className="field-error" id={`${id}-error`}>
        {errors[id]}
      </span>
    ) : null;
  return (
    <>
      <h1>{t('styleGuide.inputs')}</h1>
      {sent && <FlashMessage type="success" text={t('styleGuide.formValid')} />}
      <form noValidate onSubmit={submit}>
        <div className="field">
          <label htmlFor="sg-name">{t('styleGuide.nameLabel')} *</label>
          <input id="sg-name" name="sg-name" required maxLength={100} {...describe('sg-name')} />
          {error('sg-name')}
        </div>
        <div className="field">
          <label htmlFor="sg-email">{t('styleGuide.emailLabel')} *</label>
          <input id="sg-email" name="sg-email" type="email" required maxLength={254} {...describe('sg-email')} />
          {error('sg-email')}
        </div>
        <div className="field">
          <label htmlFor="sg-country">{t('styleGuide.countryLabel')} *</label>
          <select id="sg-country" name="sg-country" required defaultValue="" {...describe('sg-country')}>
            <option value="" disabled>
              {t('styleGuide.choose')}
            </option>
            <option value="CH">Schweiz</option>
            <option value="DE">Deutschland</option>
            <option value="US">United States</option>
          </select>
          {error('sg-country')}
        </div>
        <div className="field">
          <label htmlFor="sg-message">{t('styleGuide.messageLabel')}</label>
          <textarea id="sg-message" name="sg-message" rows={4} maxLength={2000} {...describe('sg-message')} />
          {error('sg-message')}
        </div>
        <div className="field field-checkbox">
          <input id="sg-terms" name="sg-terms" type="checkbox" required {...describe('sg-terms')} />
          <label htmlFor="sg-terms">{t('styleGuide.termsLabel')} *</label>
          {error('sg-terms')}
        </div>
        <Button type="submit">{t('styleGuide.sendButton')}</Button>
      </form>
    </>
  );
}
