import type { FormSubmittedResponseDto } from '../../../modules/forms/forms.dto.js';
import { type FormEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import {
  ADDRESS_FIELDS,
  FORM_FIELDS,
  type FieldError,
  type FieldRules,
  type FormKind,
  type FormValues,
  RETURN_ADDRESS,
  fieldError,
  formErrors,
} from '../../../modules/forms/forms.contract.js';
import type { FormPostState } from '../../../modules/routing/page-services.contract.js';
import { botToken, prepareBotProtection } from './bot-protection.js';
import { submitForm } from './submit-form.js';

export type FormStatus = 'idle' | 'sending' | 'success' | 'failed';
export type FailureReason = 'generic' | 'rateLimited';

function initialValues(rules: FieldRules): FormValues {
  return Object.fromEntries(Object.entries(rules).map(([name, rule]) => [name, rule.type === 'checkbox' ? false : '']));
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === '' || value === false;
}

/** Where a form starts: shown again by the server after a native post, or sent (its thanks page). */
export interface InitialFormState {
  posted?: FormPostState;
  sent?: boolean;
}

/**
 * State and behaviour of one request form: values, the contract's validation (on blur for filled fields, on
 * change once a field shows an error, everything on submit with focus to the first invalid field), sending
 * with the bot token, and the outcome.
 */
export function useRequestForm(kind: FormKind, context: Record<string, unknown>, start: InitialFormState = {}) {
  const formRef = useRef<HTMLFormElement>(null);
  const posted = start.posted;
  const [values, setValues] = useState<FormValues>(() => ({
    ...initialValues(FORM_FIELDS[kind]),
    ...context,
    ...posted?.values,
    [RETURN_ADDRESS]: { ...initialValues(ADDRESS_FIELDS), ...(posted?.values[RETURN_ADDRESS] as FormValues) },
  }));
  const [withReturnAddress, setWithReturnAddress] = useState(posted?.values[RETURN_ADDRESS] !== undefined);
  const [errors, setErrors] = useState<Record<string, FieldError>>(
    () => (posted?.errors ?? {}) as Record<string, FieldError>,
  );
  const [status, setStatus] = useState<FormStatus>(start.sent ? 'success' : posted?.failure ? 'failed' : 'idle');
  const [failure, setFailure] = useState<FailureReason>(posted?.failure ?? 'generic');
  const [result, setResult] = useState<FormSubmittedResponseDto>();
  const [prepared, setPrepared] = useState(false);

  const payload = (): FormValues => {
    const { [RETURN_ADDRESS]: returnAddress, ...rest } = values;
    return kind === 'service-request' && withReturnAddress ? { ...rest, [RETURN_ADDRESS]: returnAddress } : rest;
  };

  const valueAt = (path: string): unknown => {
    const [group, name] = path.includes('.') ? path.split('.') : [undefined, path];
    return group ? (values[group] as FormValues)[name!] : values[name!];
  };

  const errorFor = (path: string, next: FormValues): FieldError | undefined => {
    const [group, name] = path.includes('.') ? path.split('.') : [undefined, path];
    const rules: FieldRules = group ? ADDRESS_FIELDS : FORM_FIELDS[kind];
    const scope = group ? (next[group] as FormValues) : next;
    return fieldError(rules[name!]!, scope[name!], scope);
  };

  const setError = (path: string, error: FieldError | undefined) =>
    setErrors((current) => {
      if (!error && !(path in current)) return current;
      const next = { ...current };
      if (error) next[path] = error;
      else delete next[path];
      return next;
    });

  const change = (path: string, value: unknown) => {
    const [group, name] = path.includes('.') ? path.split('.') : [undefined, path];
    const next = group
      ? { ...values, [group]: { ...(values[group] as FormValues), [name!]: value } }
      : { ...values, [name!]: value };
    setValues(next);
    if (path in errors) setError(path, errorFor(path, next));
    // A rule may depend on another field (the case ID on the reason): recheck fields already marked.
    for (const other of Object.keys(errors)) if (other !== path) setError(other, errorFor(other, next));
  };

  const blur = (path: string) => {
    if (!isBlank(valueAt(path))) setError(path, errorFor(path, values));
  };

  const focusFirstInvalid = () => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  };

  const onFirstInteraction = () => {
    if (prepared) return;
    setPrepared(true);
    prepareBotProtection();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending') return;
    const found = formErrors(kind, payload());
    flushSync(() => setErrors(found));
    if (Object.keys(found).length > 0) {
      focusFirstInvalid();
      return;
    }
    setStatus('sending');
    const recaptchaToken = await botToken();
    const outcome = await submitForm(kind, {
      ...payload(),
      ...(recaptchaToken === undefined ? {} : { recaptchaToken }),
    });
    if (outcome.ok) {
      setResult(outcome.response);
      setStatus('success');
    } else {
      setFailure(outcome.status === 429 ? 'rateLimited' : 'generic');
      setStatus('failed');
    }
  };

  return {
    formRef,
    values,
    valueAt,
    errors,
    status,
    failure,
    result,
    withReturnAddress,
    setWithReturnAddress: (on: boolean) => {
      setWithReturnAddress(on);
      if (!on) setErrors((current) => Object.fromEntries(Object.entries(current).filter(([p]) => !p.includes('.'))));
    },
    change,
    blur,
    submit,
    onFirstInteraction,
  };
}

export type RequestFormState = ReturnType<typeof useRequestForm>;
