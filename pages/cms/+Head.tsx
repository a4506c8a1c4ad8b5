import { useData } from 'vike-react/useData';
import type { Data } from './+data.js';
import { sectionViews } from './section-views.js';

/**
 * Every rendered CMS page names its id for the editor tools (`<meta name="page-id">`); and its description. A
 * section view links its own chunk's CSS and JavaScript (Vike links only the page entry's).
 */
export default function Head() {
  const data = useData<Data>();
  return (
    <>
      {data.description && <meta name="description" content={data.description} />}
      {data.kind === 'page' && <meta name="page-id" content={data.pageId} />}
      {data.kind === 'view' && <sectionViews.Assets section={data.view.section} />}
    </>
  );
}
