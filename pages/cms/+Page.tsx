import { useData } from 'vike-react/useData';
import type { Data } from './+data.js';
import { ContentModules } from './ContentModules.js';

export default function Page() {
  const data = useData<Data>();
  return <ContentModules modules={data.modules} />;
}
