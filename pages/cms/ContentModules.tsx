import type { Data } from './+data.js';
import { useTranslation } from '../../renderer/use-translation.js';
import { FormModule } from './forms/FormModule.js';
import { isFormModuleType } from './forms/form-module.js';

type ContentModule = Extract<Data, { kind: 'page' }>['modules'][number];

export interface ContentModulesProps {
  modules: ContentModule[];
}

/** Renders a page's stored modules in order; kinds grow with the content issue. */
export function ContentModules({ modules }: ContentModulesProps) {
  return (
    <>
      {modules.map((module, index) => {
        if (isFormModuleType(module.type)) return <FormModule key={index} type={module.type} module={module} />;
        switch (module.type) {
          case 'hero':
            return (
              <section className="hero" key={index}>
                <h1>{String(module.title ?? '')}</h1>
                <p>{String(module.lead ?? '')}</p>
                <HeroCta />
              </section>
            );
          default:
            return null;
        }
      })}
    </>
  );
}

function HeroCta() {
  const { t, language } = useTranslation();
  return (
    <a className="button" href={`/${language}/products`}>
      {t('home.cta')}
    </a>
  );
}
