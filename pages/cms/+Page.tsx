import { useData } from 'vike-react/useData';
import type { Data } from './+data.js';
import { ContentModules } from '../../renderer/content/ContentModules.js';
import { DraftNotice } from '../../renderer/content/DraftNotice.js';
import { PageFeedback } from '../../renderer/content/PageFeedback.js';
import { PageInjection } from '../../renderer/content/modules/PageInjection.js';
import { sectionViews } from './section-views.js';

export default function Page() {
  const data = useData<Data>();
  if (data.kind === 'view') return <sectionViews.View view={data.view} />;
  return (
    <div lang={data.contentLanguage !== data.language ? data.contentLanguage : undefined}>
      {data.stage === 'DRAFT' && <DraftNotice />}
      <ContentModules modules={data.modules} isHome={data.pageType === 'Home'} />
      {data.injection && <PageInjection injection={data.injection} />}
      {data.pageType !== 'Home' && <PageFeedback />}
    </div>
  );
}
