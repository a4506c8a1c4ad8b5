import { useTranslation } from './use-translation.js';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer" aria-label={t('footer.label')}>
      <p>{t('footer.copyright', { year: 2026 })}</p>
    </footer>
  );
}
