import { SourceUnavailable } from '../portal/SourceUnavailable.js';
import type { SectionViewProps } from '../../renderer/section-views.js';
import { useTranslation } from '../../renderer/use-translation.js';
import { InventoryListView } from './InventoryListView.js';
import { InventoryOldView } from './InventoryOldView.js';
import './inventory.css';

/**
 * The inventory pages of the customer area: the list and the older plain table (or the apology while the
 * service-information upstream fails).
 */
export default function InventoryView({ view }: SectionViewProps<'inventory'>) {
  const { t } = useTranslation();
  switch (view.name) {
    case 'list':
      return <InventoryListView {...view.payload} />;
    case 'old':
      return <InventoryOldView {...view.payload} />;
    case 'unavailable': {
      const title = t('inventory.title');
      const back = { href: `${view.payload.basePath}/inventory`, label: title };
      return <SourceUnavailable className="inventory" heading={title} back={back} />;
    }
  }
}
