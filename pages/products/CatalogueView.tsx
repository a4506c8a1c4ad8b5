// catalogue.css holds the editorial styles too (related stories), before its own rules, so the catalogue's win.
import './catalogue.css';
import { usePageContext } from 'vike-react/usePageContext';
import { layoutOf } from '../../renderer/layout-data.js';
import type { SectionViewProps } from '../../renderer/section-views.js';
import { CapabilitiesView, CapabilityView } from './CapabilityView.js';
import { ClassificationView } from './ClassificationView.js';
import { ProductView } from './ProductView.js';

/** The catalogue's section views (modules/products/products.pages.ts answers them). */
export default function CatalogueView({ view }: SectionViewProps<'catalogue'>) {
  const pageContext = usePageContext();
  // SPEC §6: the comparison basket exists on the public main site only.
  const comparable = layoutOf(pageContext)?.site.slug === null;
  switch (view.name) {
    case 'classification':
      return <ClassificationView payload={view.payload} comparable={comparable} />;
    case 'product':
      return <ProductView payload={view.payload} comparable={comparable} />;
    case 'capability':
      return <CapabilityView payload={view.payload} comparable={comparable} />;
    case 'capabilities':
      return <CapabilitiesView payload={view.payload} />;
  }
}
