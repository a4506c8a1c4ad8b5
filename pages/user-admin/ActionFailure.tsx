import { Alert } from '../../renderer/components/Alert.js';
import { useTranslation } from '../../renderer/use-translation.js';
import { FAILURE_KEYS, type AnyAction } from './labels.js';
import type { UserAdminCallError } from './user-admin-client.js';

/** SPEC §8: each action's failure title, the message, and a 'Technical details' disclosure. */
export function ActionFailure({ action, error }: { action: AnyAction; error: UserAdminCallError }) {
  const { t } = useTranslation();
  return (
    <Alert type="error" className="user-admin-failure">
      <p className="user-admin-failure-title">
        <strong>{t(FAILURE_KEYS[action])}</strong>
      </p>
      <p>{error.message}</p>
      <details>
        <summary>{t('userAdmin.technicalDetails')}</summary>
        <p className="user-admin-technical">{error.details}</p>
      </details>
    </Alert>
  );
}
