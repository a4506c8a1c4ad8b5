import { INVENTORY_EXPORT_PATH, type InventoryViewPayloads } from '../../modules/inventory/inventory.contract.js';
import { TableScroll } from '../../renderer/components/DataTable.js';
import { useTranslation } from '../../renderer/use-translation.js';
import { formatDay, machineLinks } from './inventory-links.js';

/** The older inventory view (SPEC §2.2 `/inventory/old`): every machine in one plain table, no filters. */
export function InventoryOldView(props: InventoryViewPayloads['old']) {
  const { basePath, items } = props;
  const { t, language } = useTranslation();
  return (
    <section className="inventory">
      <h1>{t('inventory.title')}</h1>
      <p className="inventory-actions">
        <a href={`${basePath}/inventory`}>{t('inventory.newView')}</a>
        <a href={INVENTORY_EXPORT_PATH} download data-vike="false">
          {t('inventory.export')}
        </a>
      </p>
      <p role="status">{t('inventory.count', { count: items.length })}</p>
      <TableScroll label={t('inventory.title')} className="inventory-table inventory-table--plain">
        <thead>
          <tr>
            <th scope="col">{t('inventory.field.serialNumber')}</th>
            <th scope="col">{t('inventory.field.product')}</th>
            <th scope="col">{t('inventory.field.variant')}</th>
            <th scope="col">{t('inventory.field.location')}</th>
            <th scope="col">{t('inventory.field.commissionedOn')}</th>
            <th scope="col">{t('inventory.field.warrantyEndsOn')}</th>
            <th scope="col">{t('inventory.field.serviceContract')}</th>
            <th scope="col">{t('inventory.field.softwareVersion')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((machine) => {
            const links = machineLinks(machine, props);
            return (
              <tr key={machine.id}>
                <td>{machine.serialNumber}</td>
                <td>{links.product ? <a href={links.product}>{machine.product.name}</a> : machine.product.name}</td>
                <td>{machine.variant}</td>
                <td>{machine.location.label}</td>
                <td>{formatDay(machine.commissionedOn, language)}</td>
                <td>{formatDay(machine.warrantyEndsOn, language)}</td>
                <td>{machine.serviceContract?.name ?? t('inventory.noContract')}</td>
                <td>{machine.softwareVersion}</td>
              </tr>
            );
          })}
        </tbody>
      </TableScroll>
    </section>
  );
}
