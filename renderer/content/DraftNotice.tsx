import { useTranslation } from '../use-translation.js';

/** Shown to editors viewing a draft (SPEC §4, §6): the public sees the published version. */
export function DraftNotice() {
  const { t } = useTranslation();
  return (
    <p className="notice draft-notice" role="note">
      {t('cms.draftNotice')}
    </p>
  );
}
