import type { ProductReferenceDto } from '../../modules/products/products.dto.js';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from '../../renderer/use-translation.js';
import {
  addToBasketAtom,
  basketAnnouncementAtom,
  basketLoadedAtom,
  comparisonBasketAtom,
} from '../../renderer/comparison/comparison-basket.atoms.js';
import { hasProduct } from '../../renderer/comparison/comparison-basket.js';

export interface AddToComparisonButtonProps {
  product: Pick<ProductReferenceDto, 'name' | 'slug' | 'classification' | 'variants'>;
  variantId?: string | null;
}

/** SPEC §4: adds the product (a variant of it) to its classification's group of the comparison basket. */
export function AddToComparisonButton({ product, variantId }: AddToComparisonButtonProps) {
  const { t } = useTranslation();
  const add = useSetAtom(addToBasketAtom);
  const announce = useSetAtom(basketAnnouncementAtom);
  const loaded = useAtomValue(basketLoadedAtom);
  const basket = useAtomValue(comparisonBasketAtom);
  const wanted = { slug: product.slug, variantId: variantId ?? product.variants[0]?.id ?? null };
  // Once in the basket the button says so and adds nothing more. It stays focusable (aria-disabled,
  // not disabled), so a keyboard user who just pressed it still finds it and hears its new name.
  const added = loaded && hasProduct(basket, wanted);
  const label = added ? t('compare.inBasket') : t('compare.add');
  return (
    <button
      type="button"
      className={
        added ? 'button button-secondary add-to-comparison is-added' : 'button button-secondary add-to-comparison'
      }
      // Before the stored basket is read, an add would be overwritten by it.
      disabled={!loaded}
      aria-disabled={added || undefined}
      aria-label={`${label}: ${product.name}`}
      onClick={() => {
        if (added) return;
        add({ classificationSlug: product.classification.slug, ...wanted });
        announce(t('compare.added', { name: product.name }));
      }}
    >
      {label}
    </button>
  );
}
