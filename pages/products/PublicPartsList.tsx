import { imageUrl } from '../../modules/files/image-sizes.contract.js';
import type { PublicPartView } from '../../modules/product-information/product-information.contract.js';
import { useCustomerStock } from '../../renderer/parts-cart/use-customer-stock.js';
import { DataTable, type DataColumn } from '../../renderer/components/DataTable.js';
import { useTranslation } from '../../renderer/use-translation.js';
import { AddToCartButton, useAvailability } from '../product-information/part-cells.js';

/** A product's spare parts on its public page; with the parts cart's button on the main site (SPEC §1, §6). */
export function PublicPartsList({ parts, cart }: { parts: PublicPartView[]; cart: boolean }) {
  const { t } = useTranslation();
  const availability = useAvailability();
  // SPEC §1: availability without a stock figure (stock is for signed-in customers in the portal).
  const stock = useCustomerStock(parts[0]?.productSlug);
  // No empty image column when no part has an image.
  const images = parts.some((part) => part.image);
  if (parts.length === 0) return null;
  const columns: DataColumn[] = [
    ...(images ? [{ key: 'image', label: t('productInfo.part.image'), hidden: true }] : []),
    { key: 'articleNumber', label: t('productInfo.part.articleNumber') },
    { key: 'name', label: t('productInfo.part.name') },
    { key: 'availability', label: t('productInfo.part.availability') },
    ...(cart ? [{ key: 'cart', label: t('productInfo.addToCart'), hidden: true }] : []),
  ];
  return (
    // Not a named region itself: the table's scroll box is one, named "Spare parts" like this heading.
    <section className="product-parts">
      <h2 id="product-parts">{t('productInfo.parts')}</h2>
      <DataTable
        label={t('productInfo.parts')}
        columns={columns}
        rows={parts}
        renderRow={(part) => (
          <tr key={part.id} data-part={part.articleNumber}>
            {images && (
              <td>
                {part.image && (
                  <img src={imageUrl(part.image.id, 'Capability')} alt={part.image.alt} width={64} loading="lazy" />
                )}
              </td>
            )}
            <td>{part.articleNumber}</td>
            <td>{part.name}</td>
            <td>{availability(part, stock?.get(part.id))}</td>
            {cart && (
              <td>
                <AddToCartButton part={part} />
              </td>
            )}
          </tr>
        )}
      />
    </section>
  );
}
