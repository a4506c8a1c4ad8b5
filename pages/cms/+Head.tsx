import { useData } from 'vike-react/useData';
import type { Data } from './+data.js';
import { sectionViews } from './section-views.js';

/**
 * Every rendered CMS page names its id for the editor tools (`<meta name="page-id">`). A section view links its own
 * chunk's CSS and JavaScript (Vike links only the page entry's). The description and the other search-engine tags
 * are built with the rest of the head on the server (renderer/seo).
 */
export default function Head() {
  const data = useData<Data>();
  return (
    <>
      {data.kind === 'page' && <meta name="page-id" content={data.pageId} />}
      {data.kind === 'view' && <sectionViews.Assets section={data.view.section} />}
    </>
  );
}
