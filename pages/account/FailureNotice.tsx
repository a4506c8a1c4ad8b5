import { Alert } from '../../renderer/components/Alert.js';
import { useTranslation } from '../../renderer/use-translation.js';
import type { AccountFailure } from './account-client.js';

/** A failed change: the page's text for it (or the server's message), and a way to sign in again when asked to. */
export function FailureNotice({ failure }: { failure: AccountFailure }) {
  const { t } = useTranslation();
  return (
    <Alert type="error" className="account-failure">
      <p>{failure.key ? t(failure.key) : t('account.error.failed')}</p>
      {!failure.key && <p>{failure.message}</p>}
      {failure.reauthenticate && (
        <p>
          <a href={failure.reauthenticate} data-vike="false">
            {t('account.error.reauthenticateLink')}
          </a>
        </p>
      )}
    </Alert>
  );
}
