import type { ProductReferenceDto } from '../../modules/products/products.dto.js';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useId, useRef } from 'react';
import { Icon } from '../components/Icon.js';
import { ModalShell } from '../components/ModalShell.js';
import { compareBasketPanelOpenAtom, compareDetailModalOpenAtom } from '../page-ui.atoms.js';
import { useTranslation } from '../use-translation.js';
import {
  changeBasketVariantAtom,
  compareGroupAtom,
  comparisonBasketAtom,
  removeFromBasketAtom,
} from './comparison-basket.atoms.js';
import { measurementChoiceAtom, measurementSystemFromCookie } from './measurement.atoms.js';
import { useJson } from '../use-json.js';

export interface BasketPanelProps {
  locale: string;
}

/** The comparison basket panel (SPEC §2.4, §4): groups per classification, variant choice, removal, compare. */
export function BasketPanel({ locale }: BasketPanelProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useAtom(compareBasketPanelOpenAtom);
  const basket = useAtomValue(comparisonBasketAtom);
  const remove = useSetAtom(removeFromBasketAtom);
  const changeVariant = useSetAtom(changeBasketVariantAtom);
  const setGroup = useSetAtom(compareGroupAtom);
  const setModalOpen = useSetAtom(compareDetailModalOpenAtom);
  const choice = useAtomValue(measurementChoiceAtom);
  const panelRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = useCallback(() => setOpen(false), [setOpen]);
  const slugs = [...new Set(basket.classifications.flatMap((group) => group.products.map((p) => p.slug)))];
  const lookup = useJson<ProductReferenceDto[]>(
    open && slugs.length > 0
      ? `/api/products?locale=${encodeURIComponent(locale)}&slugs=${slugs.map(encodeURIComponent).join(',')}`
      : null,
  );
  if (!open) return null;
  const system = choice ?? measurementSystemFromCookie() ?? 'Metric';
  const products = new Map((lookup.data ?? []).map((product) => [product.slug, product]));
  return (
    <ModalShell
      onClose={close}
      dialogRef={panelRef}
      className="basket-panel side-panel"
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <h2 id={titleId}>{t('compare.basketTitle')}</h2>
      {basket.classifications.length === 0 && <p>{t('compare.empty')}</p>}
      {lookup.error && <p className="notice">{t('compare.error')}</p>}
      {basket.classifications.map((group) => {
        const groupName =
          group.products.map((p) => products.get(p.slug)?.classification.name).find(Boolean) ?? group.slug;
        return (
          <section key={group.slug} className="basket-group" aria-label={groupName}>
            <h3>{groupName}</h3>
            <ul>
              {group.products.map((entry) => {
                const product = products.get(entry.slug);
                const name = product?.name ?? entry.slug;
                return (
                  <li key={entry.key} className="basket-item">
                    {product ? <a href={product.route}>{name}</a> : <span className="skeleton" />}
                    <button
                      type="button"
                      className="icon-button"
                      onClick={() => {
                        remove(entry.key);
                        // The entry goes away: keep focus (and Escape) inside the panel.
                        panelRef.current?.focus();
                      }}
                    >
                      <Icon name="Close" size={16} label={t('compare.remove', { name })} />
                    </button>
                    {product && product.variants.length > 1 && (
                      <label>
                        {t('compare.variantOf', { name })}
                        <select
                          value={entry.variantId ?? ''}
                          onChange={(event) => changeVariant({ key: entry.key, variantId: event.target.value })}
                        >
                          {product.variants.map((variant) => (
                            <option key={variant.id} value={variant.id}>
                              {system === 'Imperial' ? variant.nameImperial : variant.nameMetric}
                            </option>
                          ))}
                        </select>
                      </label>
                    )}
                  </li>
                );
              })}
            </ul>
            {/* SPEC §5: a detail comparison needs more than one product. */}
            {group.products.length > 1 ? (
              <button
                type="button"
                className="button"
                onClick={() => {
                  setGroup(group.slug);
                  setOpen(false);
                  setModalOpen(true);
                }}
              >
                {t('compare.start', { count: group.products.length })}
              </button>
            ) : (
              <p className="document-meta">{t('compare.needTwo')}</p>
            )}
          </section>
        );
      })}
      <button type="button" className="modal-close" onClick={close}>
        <Icon name="Close" size={16} label={t('dialog.close')} />
      </button>
    </ModalShell>
  );
}
