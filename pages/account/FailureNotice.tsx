import { useTranslation } from '../../renderer/use-translation.js';
import type { AccountFailure } from './account-client.js';

/** A failed change: the page's text for it (or the server's message), and a way to sign in again when asked to. */
export function FailureNotice({ failure }: { failure: AccountFailure }) {
  const { t } = useTranslation();
  return (
    <div className="account-failure" role="alert">
      <p>{failure.key ? t(failure.key) : t('account.error.failed')}</p>
      {!failure.key && <p>{failure.message}</p>}
      {failure.reauthenticate && (
        <p>
          <a href={failure.reauthenticate} data-vike="false">
            {t('account.error.reauthenticateLink')}
          </a>
        </p>
      )}
    </div>
  );
}
