import { useData } from 'vike-react/useData';
import { useTranslation } from '../../renderer/use-translation.js';
import type { Data } from './+data.js';
import { ButtonsSection } from './ButtonsSection.js';
import { ComponentsSection } from './ComponentsSection.js';
import { ErrorPageSection } from './ErrorPageSection.js';
import { InputsSection } from './InputsSection.js';
import { ModulesSection } from './ModulesSection.js';
import { STYLE_GUIDE_SECTIONS, styleGuideHref } from './sections.js';
import { TypographySection } from './TypographySection.js';

export default function Page() {
  const { section } = useData<Data>();
  const { t } = useTranslation();
  return (
    <div className="style-guide">
      <nav className="style-guide-nav" aria-label={t('styleGuide.title')}>
        <ul>
          {STYLE_GUIDE_SECTIONS.map((s) => (
            <li key={s.slug}>
              <a href={styleGuideHref(s.slug)} aria-current={s.slug === section ? 'page' : undefined}>
                {t(s.titleKey)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {section === '' && <Overview />}
      {section === 'inputs' && <InputsSection />}
      {section === 'buttons' && <ButtonsSection />}
      {section === 'modules' && <ModulesSection />}
      {section === 'components' && <ComponentsSection />}
      {section === 'typography' && <TypographySection />}
      {section === 'pages/error' && <ErrorPageSection />}
    </div>
  );
}

function Overview() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t('styleGuide.title')}</h1>
      <p>{t('styleGuide.intro')}</p>
    </>
  );
}
