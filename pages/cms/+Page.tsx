import { useData } from 'vike-react/useData';
import type { Data } from './+data.js';
import { ContentModules } from './ContentModules.js';
import { SECTION_VIEWS } from './section-views.js';

export default function Page() {
  const data = useData<Data>();
  if (data.kind === 'view') {
    const View = SECTION_VIEWS[data.view.section];
    return View ? <View view={data.view} /> : null;
  }
  return <ContentModules modules={data.modules} />;
}
