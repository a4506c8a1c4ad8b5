import { type FormEvent, useState } from 'react';
import { Button } from '../../renderer/components/Button.js';
import { FlashMessage } from '../../renderer/components/FlashMessage.js';
import {
  Checkbox,
  Field,
  FileInput,
  Radio,
  Select,
  TextArea,
  TextInput,
} from '../../renderer/components/form-controls.js';
import { useTranslation } from '../../renderer/use-translation.js';

const FIELDS = ['sg-name', 'sg-email', 'sg-country', 'sg-message', 'sg-terms'] as const;
type FieldId = (typeof FIELDS)[number];

/**
 * The design system's form controls: fields with label, hint and per-field error, select, textarea,
 * file input, radio buttons and checkbox, with the default messages of SPEC §5 ('Please enter a valid value.',
 * and for checkboxes 'Please select the checkbox to continue.'): errors are linked with aria-describedby and the
 * first invalid field gets the focus.
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
  return (
    <>
      <h1>{t('styleGuide.inputs')}</h1>
      {sent && <FlashMessage type="success" text={t('styleGuide.formValid')} />}
      <form className="ds-form" noValidate onSubmit={submit}>
        <Field
          id="sg-name"
          label={`${t('styleGuide.nameLabel')} *`}
          hint={t('styleGuide.nameHint')}
          error={errors['sg-name']}
        >
          {(control) => <TextInput {...control} name="sg-name" required maxLength={100} />}
        </Field>
        <Field id="sg-email" label={`${t('styleGuide.emailLabel')} *`} error={errors['sg-email']}>
          {(control) => <TextInput {...control} name="sg-email" type="email" required maxLength={254} />}
        </Field>
        <Field id="sg-country" label={`${t('styleGuide.countryLabel')} *`} error={errors['sg-country']}>
          {(control) => (
            <Select {...control} name="sg-country" required defaultValue="">
              <option value="" disabled>
                {t('styleGuide.choose')}
              </option>
              <option value="CH">Schweiz</option>
              <option value="DE">Deutschland</option>
              <option value="US">United States</option>
            </Select>
          )}
        </Field>
        <Field id="sg-message" label={t('styleGuide.messageLabel')} error={errors['sg-message']}>
          {(control) => <TextArea {...control} name="sg-message" rows={4} maxLength={2000} />}
        </Field>
        <Field id="sg-file" label={t('styleGuide.fileLabel')} hint={t('styleGuide.fileHint')}>
          {(control) => <FileInput {...control} name="sg-file" accept="image/*,application/pdf" />}
        </Field>
        <fieldset className="ds-fieldset">
          <legend>{t('styleGuide.contactLegend')}</legend>
          <Radio name="sg-contact" value="email" defaultChecked label={t('styleGuide.contactEmail')} />
          <Radio name="sg-contact" value="phone" label={t('styleGuide.contactPhone')} />
        </fieldset>
        <div className={`form-field${errors['sg-terms'] ? ' has-error' : ''}`}>
          <Checkbox
            id="sg-terms"
            name="sg-terms"
            required
            aria-invalid={errors['sg-terms'] ? true : undefined}
            aria-describedby={errors['sg-terms'] ? 'sg-terms-error' : undefined}
            label={`${t('styleGuide.termsLabel')} *`}
          />
          {errors['sg-terms'] && (
            <p className="field-error" id="sg-terms-error">
              {errors['sg-terms']}
            </p>
          )}
        </div>
        <div className="ds-form-actions">
          <Button type="submit">{t('styleGuide.sendButton')}</Button>
        </div>
      </form>
    </>
  );
}
