import type { InventoryOptionDto } from '../../modules/inventory/inventory.dto.js';
import { useId } from 'react';
import type { TranslationKey } from '../../i18n/messages.js';
import {
  INVENTORY_SEARCH_MAX_LENGTH,
  INVENTORY_SORTS,
  type InventorySort,
  type InventoryViewPayloads,
} from '../../modules/inventory/inventory.contract.js';
import { Button } from '../../renderer/components/Button.js';
import { TableScroll } from '../../renderer/components/DataTable.js';
import { EmptyState } from '../../renderer/components/EmptyState.js';
import { Select, TextInput } from '../../renderer/components/form-controls.js';
import { useTranslation } from '../../renderer/use-translation.js';
import { exportHref, formatDay, inventoryQueryString, machineLinks } from './inventory-links.js';

const SORT_LABELS: Record<InventorySort, TranslationKey> = {
  'serial-asc': 'inventory.sort.serialAsc',
  'serial-desc': 'inventory.sort.serialDesc',
  'product-asc': 'inventory.sort.productAsc',
  'product-desc': 'inventory.sort.productDesc',
  'location-asc': 'inventory.sort.locationAsc',
  'location-desc': 'inventory.sort.locationDesc',
  'commissioned-asc': 'inventory.sort.commissionedAsc',
  'commissioned-desc': 'inventory.sort.commissionedDesc',
  'warranty-asc': 'inventory.sort.warrantyAsc',
  'warranty-desc': 'inventory.sort.warrantyDesc',
  'software-asc': 'inventory.sort.softwareAsc',
  'software-desc': 'inventory.sort.softwareDesc',
};

/**
 * The company's installed machines: search, filter by location and product, sort, paging, CSV export. The filter
 * is a GET form, so each state has its own address and the server renders it (back button and reload keep it).
 */
export function InventoryListView(props: InventoryViewPayloads['list']) {
  const { basePath, result, query, options } = props;
  const { t, language } = useTranslation();
  const idPrefix = useId();
  const listPath = `${basePath}/inventory`;
  const pages = Math.max(1, Math.ceil(result.total / result.pageSize));
  const today = new Date().toISOString().slice(0, 10);
  return (
    <section className="inventory">
      <header className="inventory-header">
        <h1>{t('inventory.title')}</h1>
        <p className="inventory-actions">
          <a className="button button-secondary inventory-button" href={exportHref(query)} download data-vike="false">
            {t('inventory.export')}
          </a>
          <a href={`${listPath}/old`}>{t('inventory.oldView')}</a>
        </p>
      </header>
      <form className="inventory-filter" method="get" action={listPath} aria-label={t('inventory.filter.label')}>
        <div className="inventory-field">
          <label htmlFor={`${idPrefix}-q`}>{t('inventory.filter.search')}</label>
          <TextInput
            id={`${idPrefix}-q`}
            type="search"
            name="q"
            defaultValue={query.search}
            maxLength={INVENTORY_SEARCH_MAX_LENGTH}
          />
        </div>
        <FilterSelect
          id={`${idPrefix}-location`}
          name="location"
          label={t('inventory.field.location')}
          value={query.location}
          options={options.locations}
        />
        <FilterSelect
          id={`${idPrefix}-product`}
          name="product"
          label={t('inventory.field.product')}
          value={query.product}
          options={options.products}
        />
        <div className="inventory-field">
          <label htmlFor={`${idPrefix}-sort`}>{t('inventory.filter.sort')}</label>
          <Select id={`${idPrefix}-sort`} name="sort" defaultValue={query.sort}>
            {INVENTORY_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(SORT_LABELS[sort])}
              </option>
            ))}
          </Select>
        </div>
        <Button type="submit">{t('inventory.filter.apply')}</Button>
      </form>
      <p role="status">{t('inventory.count', { count: result.total })}</p>
      {result.items.length === 0 ? (
        <EmptyState title={t('inventory.empty')} />
      ) : (
        <TableScroll label={t('inventory.title')} className="inventory-table">
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
              <th scope="col">{t('inventory.field.links')}</th>
            </tr>
          </thead>
          <tbody>
            {result.items.map((machine) => {
              const links = machineLinks(machine, props);
              const serial = machine.serialNumber;
              return (
                <tr key={machine.id}>
                  <th scope="row">{serial}</th>
                  <td>{links.product ? <a href={links.product}>{machine.product.name}</a> : machine.product.name}</td>
                  <td>{machine.variant}</td>
                  <td>{machine.location.label}</td>
                  <td className="ds-nowrap">{formatDay(machine.commissionedOn, language)}</td>
                  <td>
                    <span className="ds-nowrap">{formatDay(machine.warrantyEndsOn, language)}</span>
                    {machine.warrantyEndsOn < today && (
                      <span className="inventory-expired"> ({t('inventory.warrantyExpired')})</span>
                    )}
                  </td>
                  <td>{machine.serviceContract?.name ?? t('inventory.noContract')}</td>
                  <td>{machine.softwareVersion}</td>
                  <td>
                    <ul className="inventory-links">
                      {links.tickets && (
                        <li>
                          <a href={links.tickets} aria-label={t('inventory.link.ticketsOf', { serial })}>
                            {t('inventory.link.tickets')}
                          </a>
                        </li>
                      )}
                      {links.newTicket && (
                        <li>
                          <a href={links.newTicket} aria-label={t('inventory.link.newTicketFor', { serial })}>
                            {t('inventory.link.newTicket')}
                          </a>
                        </li>
                      )}
                      {links.parts && (
                        <li>
                          <a href={links.parts} aria-label={t('inventory.link.partsOf', { serial })}>
                            {t('inventory.link.parts')}
                          </a>
                        </li>
                      )}
                    </ul>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </TableScroll>
      )}
      {pages > 1 && (
        <nav className="inventory-pager" aria-label={t('inventory.page.label')}>
          {result.page > 1 && (
            <a href={listPath + inventoryQueryString(query, result.page - 1)}>{t('inventory.page.previous')}</a>
          )}
          <span>{t('inventory.page.position', { page: result.page, pages })}</span>
          {result.page < pages && (
            <a href={listPath + inventoryQueryString(query, result.page + 1)}>{t('inventory.page.next')}</a>
          )}
        </nav>
      )}
    </section>
  );
}

interface FilterSelectProps {
  id: string;
  name: string;
  label: string;
  value: string;
  options: readonly InventoryOptionDto[];
}

/** One of the company's value lists as a filter, with 'all' first. */
function FilterSelect({ id, name, label, value, options }: FilterSelectProps) {
  const { t } = useTranslation();
  return (
    <div className="inventory-field">
      <label htmlFor={id}>{label}</label>
      <Select id={id} name={name} defaultValue={value}>
        <option value="">{t('inventory.filter.all')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}
