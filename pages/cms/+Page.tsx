import { useData } from 'vike-react/useData';
import { useTranslation } from '../../renderer/use-translation.js';
import type { Data } from './+data.js';
import { ContentModules } from './ContentModules.js';

export default function Page() {
  const data = useData<Data>();
  return <ContentModules modules={data.modules} />;
}

export function HeroCta() {
  const { t, language } = useTranslation();
  return (
    <a className="button" href={`/${language}/products`}>
      {t('home.cta')}
    </a>
  );
}
