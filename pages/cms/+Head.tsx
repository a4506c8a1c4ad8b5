import { useData } from 'vike-react/useData';
import type { Data } from './+data.js';

/** Every rendered CMS page names its id for the editor tools (`<meta name="page-id">`); and its description. */
export default function Head() {
  const data = useData<Data>();
  return (
    <>
      {data.description && <meta name="description" content={data.description} />}
      {data.kind === 'page' && <meta name="page-id" content={data.pageId} />}
    </>
  );
}
