import './catalogue.css';
import { usePageContext } from 'vike-react/usePageContext';
import type {
  CapabilitiesPagePayload,
  CapabilityPagePayload,
  CatalogueViewName,
  ClassificationPagePayload,
  ProductPagePayload,
} from '../../modules/products/products.contract.js';
import { layoutOf } from '../../renderer/layout-data.js';
import type { SectionViewProps } from '../cms/section-view-props.js';
import { CapabilitiesView, CapabilityView } from './CapabilityView.js';
import { ClassificationView } from './ClassificationView.js';
import { ProductView } from './ProductView.js';

/** The catalogue's section views (modules/products/catalogue.section.ts answers them). */
export function CatalogueView({ view }: SectionViewProps) {
  const pageContext = usePageContext();
  // SPEC §6: the comparison basket exists on the public main site only.
  const comparable = layoutOf(pageContext)?.site.slug === null;
  switch (view.name as CatalogueViewName) {
    case 'classification':
      return <ClassificationView payload={view.payload as ClassificationPagePayload} comparable={comparable} />;
    case 'product':
      return <ProductView payload={view.payload as ProductPagePayload} comparable={comparable} />;
    case 'capability':
      return <CapabilityView payload={view.payload as CapabilityPagePayload} comparable={comparable} />;
    case 'capabilities':
      return <CapabilitiesView payload={view.payload as CapabilitiesPagePayload} />;
    default:
      return null;
  }
}
