import { Alert } from '../../renderer/components/Alert.js';
import { Button } from '../../renderer/components/Button.js';
import { useTranslation } from '../../renderer/use-translation.js';
import type { DeskWrite } from './use-desk-write.js';

export interface DeskFormEndProps {
  write: DeskWrite;
  submitLabel: string;
}

/** The end every ticket form of the desk shares: the server's message when its write failed, then its button. */
export function DeskFormEnd({ write, submitLabel }: DeskFormEndProps) {
  const { t } = useTranslation();
  return (
    <>
      {write.failure && (
        <Alert type="error">
          <p>{t('serviceDesk.error.failed')}</p>
          <p>{write.failure}</p>
        </Alert>
      )}
      <div className="ds-form-actions">
        <Button type="submit" loading={write.sending} loadingLabel={t('serviceDesk.sending')}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}
