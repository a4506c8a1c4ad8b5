import type { TranslationKey } from '../../../i18n/index.js';
import {
  type FieldError,
  type FieldRule,
  type FormValues,
  SERVICE_LOCATIONS,
  type SelectOption,
} from '../../../modules/forms/forms.contract.js';
import { Select, TextArea, TextInput } from '../../components/form-controls.js';
import { useHydrated } from './use-hydrated.js';
import { useTranslation } from '../../use-translation.js';

export interface FormFieldProps {
  /** Field path, e.g. `city` or `returnAddress.city`; also the base of the element ids. */
  path: string;
  rule: FieldRule;
  value: unknown;
  /** The values of the field's group, for rules that depend on another field. */
  siblings: FormValues;
  error: FieldError | undefined;
  hintKey?: TranslationKey;
  onChange(path: string, value: unknown): void;
  onBlur(path: string): void;
}

const idOf = (path: string) => `form-${path.replace(/\./g, '-')}`;

/** One labelled input, select or checkbox; its hint and error are linked with aria-describedby. */
export function FormField({ path, rule, value, siblings, error, hintKey, onChange, onBlur }: FormFieldProps) {
  const { t } = useTranslation();
  const id = idOf(path);
  const required = typeof rule.required === 'function' ? rule.required(siblings) : rule.required;
  const hintId = hintKey ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const common = {
    id,
    name: path,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
    'aria-required': required || undefined,
    onBlur: () => onBlur(path),
  };
  const label = (
    <label htmlFor={id}>
      {t(rule.labelKey)}
      {required && (
        <span className="required-mark" aria-hidden="true" title={t('forms.required')}>
          {' *'}
        </span>
      )}
    </label>
  );
  const messages = (
    <>
      {hintKey && (
        <p id={hintId} className="field-hint">
          {t(hintKey)}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {t(error.key, error.params)}
        </p>
      )}
    </>
  );

  if (rule.type === 'checkbox') {
    return (
      <div className={`form-field form-field-checkbox${error ? ' has-error' : ''}`}>
        <input
          {...common}
          className="ds-check-input"
          type="checkbox"
          checked={value === true}
          onChange={(e) => onChange(path, e.target.checked)}
        />
        {label}
        {messages}
      </div>
    );
  }
  const text = typeof value === 'string' ? value : '';
  return (
    <div className={`form-field ds-field form-field-${rule.type}${error ? ' has-error' : ''}`}>
      {label}
      {rule.type === 'textarea' ? (
        <TextArea
          {...common}
          rows={6}
          maxLength={rule.maxLength}
          value={text}
          onChange={(e) => onChange(path, e.target.value)}
        />
      ) : rule.type === 'select' ? (
        <Select
          {...common}
          autoComplete={rule.autoComplete}
          value={text}
          onChange={(e) => onChange(path, e.target.value)}
        >
          <option value="">{t('forms.select.placeholder')}</option>
          <SelectOptions rule={rule} />
        </Select>
      ) : (
        <TextInput
          {...common}
          type={rule.type}
          autoComplete={rule.autoComplete}
          maxLength={rule.maxLength}
          value={text}
          onChange={(e) => onChange(path, e.target.value)}
        />
      )}
      {messages}
    </div>
  );
}

function SelectOptions({ rule }: { rule: FieldRule }) {
  const { t, language } = useTranslation();
  // SPEC §1: the form works without JavaScript, so the server renders the country and location names too, from its
  // own Intl data. The browser's may name or sort a country differently: hydration keeps the server's options (no
  // mismatch error), then the key change renders the browser's.
  const hydrated = useHydrated();
  if (!rule.optionLabels) {
    return (rule.options ?? []).map((option) => (
      <option key={option.value} value={option.value}>
        {option.labelKey ? t(option.labelKey) : option.value}
      </option>
    ));
  }
  const regions = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
  const labelOf = (option: SelectOption) => {
    if (rule.optionLabels === 'country') return regions.of(option.value) ?? option.value;
    const location = SERVICE_LOCATIONS.find((l) => l.value === option.value);
    return location ? `${location.city}, ${regions.of(location.country) ?? location.country}` : option.value;
  };
  return (rule.options ?? [])
    .map((option) => ({ value: option.value, label: labelOf(option) }))
    .sort((a, b) => a.label.localeCompare(b.label, language))
    .map((option) => (
      <option key={`${hydrated ? 'browser' : 'server'}-${option.value}`} value={option.value} suppressHydrationWarning>
        {option.label}
      </option>
    ));
}
