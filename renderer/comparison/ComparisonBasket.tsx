import { useAtomValue, useSetAtom } from 'jotai';
import type { LayoutData } from '../../modules/routing/layout.contract.js';
import { ComparisonPanelsOnFirstUse, preloadComparisonPanels } from '../components/panels-on-first-use.js';
import { compareBasketPanelOpenAtom } from '../page-ui.atoms.js';
import { useTranslation } from '../use-translation.js';
import { basketAnnouncementAtom, basketCountAtom } from './comparison-basket.atoms.js';

export interface ComparisonBasketProps {
  layout: LayoutData;
}

/**
 * The comparison basket on every page of the public main site (SPEC §4, §6): the floating button (shown once the
 * stored basket has been read after hydration, see comparison-basket.atoms.ts), the basket panel and the detail
 * comparison, whose code loads when the basket is first opened. Mounted by renderer/+Layout.tsx.
 */
export function ComparisonBasket({ layout }: ComparisonBasketProps) {
  const { t } = useTranslation();
  const count = useAtomValue(basketCountAtom);
  const setPanelOpen = useSetAtom(compareBasketPanelOpenAtom);
  const announcement = useAtomValue(basketAnnouncementAtom);
  return (
    <>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {count > 0 && (
        <button
          type="button"
          className="basket-button"
          aria-haspopup="dialog"
          onPointerEnter={preloadComparisonPanels}
          onClick={() => setPanelOpen(true)}
        >
          {t('compare.basketButton', { count })}
        </button>
      )}
      <ComparisonPanelsOnFirstUse locale={layout.locale.urlCode} />
    </>
  );
}
