import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../renderer/components/Button.js';
import { useTranslation } from '../../renderer/use-translation.js';
import './preview-password.css';

type GateState = 'idle' | 'checking' | 'wrong' | 'too-many' | 'failed';

/** SPEC §2.7 preview-password login form: on success the page the visitor asked for loads. */
export default function Page() {
  const { t } = useTranslation();
  const [state, setState] = useState<GateState>('idle');
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setState('checking');
    try {
      const response = await fetch('/api/preview-password', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ password: input.current?.value ?? '' }),
      });
      if (response.ok) return window.location.reload();
      setState(response.status === 401 ? 'wrong' : response.status === 429 ? 'too-many' : 'failed');
    } catch {
      setState('failed');
    }
    input.current?.focus();
  };

  const message =
    state === 'wrong'
      ? t('previewGate.wrong')
      : state === 'too-many'
        ? t('editor.tooManyAttempts')
        : state === 'failed'
          ? t('editor.signInFailed')
          : '';
  return (
    <section className="preview-gate" aria-labelledby="preview-gate-heading">
      <h1 id="preview-gate-heading">{t('previewGate.title')}</h1>
      <p>{t('previewGate.intro')}</p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor="preview-password">{t('previewGate.password')}</label>
        <input
          id="preview-password"
          ref={input}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          maxLength={200}
          aria-invalid={state === 'wrong' || undefined}
          aria-describedby={message ? 'preview-gate-error' : undefined}
        />
        <p id="preview-gate-error" className="field-error" role="alert">
          {message}
        </p>
        <Button type="submit" loading={state === 'checking'} loadingLabel={t('editor.checking')}>
          {t('previewGate.submit')}
        </Button>
      </form>
    </section>
  );
}
