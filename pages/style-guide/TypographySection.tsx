import { useTranslation } from '../../renderer/use-translation.js';

export function TypographySection() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t('styleGuide.typography')}</h1>
      <h2>{t('styleGuide.heading2')}</h2>
      <h3>{t('styleGuide.heading3')}</h3>
      <h4>{t('styleGuide.heading4')}</h4>
      <p className="lead">{t('styleGuide.leadText')}</p>
      <p>{t('styleGuide.bodyText')}</p>
      <ul>
        <li>{t('styleGuide.listItem')}</li>
        <li>{t('styleGuide.listItem')}</li>
      </ul>
    </>
  );
}
