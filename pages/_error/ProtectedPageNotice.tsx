import { PasswordForm, type PasswordOutcome } from '../../renderer/components/PasswordForm.js';
import type { ProtectedPageReason } from '../../renderer/not-found-reason.js';
import { useTranslation } from '../../renderer/use-translation.js';

async function unlockPage(pageId: string, password: string): Promise<PasswordOutcome> {
  const response = await fetch(`/api/page-access/${encodeURIComponent(pageId)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password }),
  });
  if (response.ok) return 'ok';
  return response.status === 401 ? 'wrong' : response.status === 429 ? 'too-many' : 'failed';
}

/**
 * SPEC §4 page protection as the visitor meets it: a password page asks for its password (on success the page
 * reloads and shows itself); a role page the visitor's account lacks says so.
 */
export function ProtectedPageNotice({ protection }: { protection: ProtectedPageReason }) {
  const { t } = useTranslation();
  if (protection.access === 'forbidden') {
    return (
      <>
        <p className="overline">{t('protection.overline')}</p>
        <h1>{t('protection.forbiddenTitle')}</h1>
        <p>{t('protection.forbidden')}</p>
        <a className="button" href="/" data-vike="false">
          {t('error.home')}
        </a>
      </>
    );
  }
  return (
    <>
      <p className="overline">{t('protection.overline')}</p>
      <h1>{protection.title}</h1>
      <p>{t('protection.intro')}</p>
      <PasswordForm
        id="page-password"
        label={t('protection.password')}
        submitLabel={t('protection.submit')}
        wrongMessage={t('protection.wrong')}
        check={(password) => unlockPage(protection.pageId, password)}
      />
    </>
  );
}
