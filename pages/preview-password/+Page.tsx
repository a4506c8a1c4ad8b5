import { PasswordForm, type PasswordOutcome } from '../../renderer/components/PasswordForm.js';
import { useTranslation } from '../../renderer/use-translation.js';
import './preview-password.css';

async function unlock(password: string): Promise<PasswordOutcome> {
  const response = await fetch('/api/preview-password', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password }),
  });
  if (response.ok) return 'ok';
  return response.status === 401 ? 'wrong' : response.status === 429 ? 'too-many' : 'failed';
}

/** SPEC §2.7 preview-password login form: on success the page the visitor asked for loads. */
export default function Page() {
  const { t } = useTranslation();
  return (
    <section className="preview-gate" aria-labelledby="preview-gate-heading">
      <h1 id="preview-gate-heading">{t('previewGate.title')}</h1>
      <p>{t('previewGate.intro')}</p>
      <PasswordForm
        id="preview-password"
        label={t('previewGate.password')}
        submitLabel={t('previewGate.submit')}
        wrongMessage={t('previewGate.wrong')}
        check={unlock}
      />
    </section>
  );
}
