import { SourceUnavailable } from '../portal/SourceUnavailable.js';
import type { SectionViewProps } from '../../renderer/section-views.js';
import { useTranslation } from '../../renderer/use-translation.js';
import { PartsCartPanel } from '../../renderer/parts-cart/PartsCartPanel.js';
import { ManualView, TopicView } from './ManualView.js';
import { ProductListView } from './ProductListView.js';
import { ProductPageView } from './ProductPageView.js';
import './product-information.css';

/** The product-information pages with the parts cart (item 5) on each of them. */
export default function ProductInformationView({ view }: SectionViewProps<'product-information'>) {
  return (
    <>
      <Page view={view} />
      <PartsCartPanel />
    </>
  );
}

function Page({ view }: SectionViewProps<'product-information'>) {
  const { t } = useTranslation();
  switch (view.name) {
    case 'products':
      return <ProductListView {...view.payload} />;
    case 'product':
      return <ProductPageView {...view.payload} />;
    case 'manual':
      return <ManualView {...view.payload} />;
    case 'topic':
      return <TopicView {...view.payload} />;
    case 'unavailable': {
      // While the service-information upstream fails (issue 33).
      const back = { href: `${view.payload.basePath}/product-information`, label: t('productInfo.backToList') };
      return <SourceUnavailable className="product-info" heading={t('productInfo.title')} back={back} />;
    }
  }
}
