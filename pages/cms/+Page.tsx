import { useData } from 'vike-react/useData';
import type { Data } from './+data.js';
import { ContentModules } from './ContentModules.js';
import { DraftNotice } from './DraftNotice.js';
import { PageInjection } from './modules/PageInjection.js';
import { SECTION_VIEWS } from './section-views.js';

export default function Page() {
  const data = useData<Data>();
  if (data.kind === 'view') {
    const View = SECTION_VIEWS[data.view.section];
    return View ? <View view={data.view} /> : null;
  }
  return (
    <div lang={data.contentLanguage !== data.language ? data.contentLanguage : undefined}>
      {data.stage === 'DRAFT' && <DraftNotice />}
      <ContentModules modules={data.modules} isHome={data.pageType === 'Home'} />
      {data.injection && <PageInjection injection={data.injection} />}
    </div>
  );
}
