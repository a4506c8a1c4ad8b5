import { useTranslation } from '../../renderer/use-translation.js';

/** Marks an ad hoc announcement (SPEC §3 adhoc flag). */
export function AdhocBadge() {
  const { t } = useTranslation();
  return <span className="adhoc-badge">{t('mediaReleases.adhoc')}</span>;
}
