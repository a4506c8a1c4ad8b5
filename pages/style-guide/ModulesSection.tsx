import { useTranslation } from '../../renderer/use-translation.js';

/** Sample content modules; the CMS module kinds themselves are rendered by renderer/content/ContentModules.tsx. */
export function ModulesSection() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t('styleGuide.modules')}</h1>
      <section className="hero" aria-labelledby="sg-hero">
        <h2 id="sg-hero">{t('styleGuide.heroTitle')}</h2>
        <p>{t('styleGuide.leadText')}</p>
      </section>
    </>
  );
}
