import type { SectionViewProps } from '../../renderer/section-views.js';
import { InventoryListView } from './InventoryListView.js';
import { InventoryOldView } from './InventoryOldView.js';
import './inventory.css';

/** The inventory pages of the customer area: the list and the older plain table. */
export default function InventoryView({ view }: SectionViewProps<'inventory'>) {
  switch (view.name) {
    case 'list':
      return <InventoryListView {...view.payload} />;
    case 'old':
      return <InventoryOldView {...view.payload} />;
  }
}
