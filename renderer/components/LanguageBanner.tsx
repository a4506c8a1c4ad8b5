import { useTranslation } from '../use-translation.js';

export interface LanguageBannerProps {
  /** Display name of the language the page is not available in, or null. */
  unavailableLanguage: string | null;
}

/** SPEC §8: 'Not available in {language}' when the page is shown in a fallback language. */
export function LanguageBanner({ unavailableLanguage }: LanguageBannerProps) {
  const { t } = useTranslation();
  if (!unavailableLanguage) return null;
  return (
    <p className="language-banner" role="status">
      {t('languageBanner.notAvailable', { language: unavailableLanguage })}
    </p>
  );
}
