import './comparison.css';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useEffect } from 'react';
import type { LayoutData } from '../../modules/routing/layout.contract.js';
import { compareBasketPanelOpenAtom } from '../page-ui.atoms.js';
import { useTranslation } from '../use-translation.js';
import { BasketPanel } from './BasketPanel.js';
import { CompareModal } from './CompareModal.js';
import { BASKET_STORAGE_KEY, EMPTY_BASKET, parseBasket } from './comparison-basket.js';
import {
  basketAnnouncementAtom,
  basketCountAtom,
  basketLoadedAtom,
  comparisonBasketAtom,
} from './comparison-basket.atoms.js';

export interface ComparisonBasketProps {
  layout: LayoutData;
}

/**
 * The comparison basket on every page of the public main site (SPEC §4, §6): the stored basket, the floating
 * button, the basket panel and the detail comparison. Mounted by renderer/+Layout.tsx.
 */
export function ComparisonBasket({ layout }: ComparisonBasketProps) {
  const { t } = useTranslation();
  const count = useAtomValue(basketCountAtom);
  const loaded = useAtomValue(basketLoadedAtom);
  const setPanelOpen = useSetAtom(compareBasketPanelOpenAtom);
  const announcement = useAtomValue(basketAnnouncementAtom);
  return (
    <>
      <BasketPersistence />
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {loaded && count > 0 && (
        <button type="button" className="basket-button" aria-haspopup="dialog" onClick={() => setPanelOpen(true)}>
          {t('compare.basketButton', { count })}
        </button>
      )}
      <BasketPanel locale={layout.locale.urlCode} />
      <CompareModal locale={layout.locale.urlCode} />
    </>
  );
}

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(BASKET_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeStorage(value: string): void {
  try {
    window.localStorage.setItem(BASKET_STORAGE_KEY, value);
  } catch {
    // Private mode or a full quota: the basket lives for this page load only.
  }
}

/**
 * Reads `uapp-product-comparison-basket` after hydration (an unparseable one is reset and logged, SPEC §8), then
 * writes every change back; follows changes made in other tabs.
 */
function BasketPersistence() {
  const store = useStore();
  useEffect(() => {
    const load = (raw: string | null) => {
      const { basket, error } = parseBasket(raw);
      if (error) {
        console.error(`[comparison basket] ${error}; reset to empty`);
        writeStorage(JSON.stringify(EMPTY_BASKET));
      }
      store.set(comparisonBasketAtom, basket);
    };
    load(readStorage());
    store.set(basketLoadedAtom, true);
    const unsubscribe = store.sub(comparisonBasketAtom, () => {
      writeStorage(JSON.stringify(store.get(comparisonBasketAtom)));
    });
    const onStorage = (event: StorageEvent) => {
      if (event.key === BASKET_STORAGE_KEY) load(event.newValue);
    };
    window.addEventListener('storage', onStorage);
    return () => {
      unsubscribe();
      window.removeEventListener('storage', onStorage);
    };
  }, [store]);
  return null;
}
