import { useAtomValue, useSetAtom } from 'jotai';
import type { ProductReference } from '../../modules/products/products.contract.js';
import { useTranslation } from '../../renderer/use-translation.js';
import {
  addToBasketAtom,
  basketAnnouncementAtom,
  basketLoadedAtom,
} from '../../renderer/comparison/comparison-basket.atoms.js';

export interface AddToComparisonButtonProps {
  product: Pick<ProductReference, 'name' | 'slug' | 'classification' | 'variants'>;
  variantId?: string | null;
}

/** SPEC §4: adds the product (a variant of it) to its classification's group of the comparison basket. */
export function AddToComparisonButton({ product, variantId }: AddToComparisonButtonProps) {
  const { t } = useTranslation();
  const add = useSetAtom(addToBasketAtom);
  const announce = useSetAtom(basketAnnouncementAtom);
  const loaded = useAtomValue(basketLoadedAtom);
  return (
    <button
      type="button"
      className="button button-secondary add-to-comparison"
      // Before the stored basket is read, an add would be overwritten by it.
      disabled={!loaded}
      aria-label={`${t('compare.add')}: ${product.name}`}
      onClick={() => {
        add({
          classificationSlug: product.classification.slug,
          slug: product.slug,
          variantId: variantId ?? product.variants[0]?.id ?? null,
        });
        announce(t('compare.added', { name: product.name }));
      }}
    >
      {t('compare.add')}
    </button>
  );
}
