import type { ProductReferenceDto } from '../../modules/products/products.dto.js';
import type { CompareResponseDto } from '../../modules/products/products.dto.js';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useId, useRef, useState } from 'react';
import { PLACEHOLDER_IMAGES } from '../../modules/files/image-sizes.contract.js';
import { Icon } from '../components/Icon.js';
import { ModalShell } from '../components/ModalShell.js';
import { compareDetailModalOpenAtom } from '../page-ui.atoms.js';
import { useTranslation } from '../use-translation.js';
import {
  addToBasketAtom,
  compareGroupAtom,
  comparisonBasketAtom,
  removeSlugFromBasketAtom,
} from './comparison-basket.atoms.js';
import { MeasurementToggle } from './MeasurementToggle.js';
import { hasProduct } from './comparison-basket.js';
import { measurementChoiceAtom, measurementSystemFromCookie } from './measurement.atoms.js';
import { Picture } from '../components/Picture.js';
import { useJson } from '../use-json.js';

export interface CompareModalProps {
  locale: string;
}

/**
 * The detail comparison (SPEC §4, §5): loading placeholders first, then one column per product of the group;
 * Metric/Imperial, 'hide identical', 'n/a' for missing values, rows that differ highlighted, candidates to add.
 */
export function CompareModal({ locale }: CompareModalProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useAtom(compareDetailModalOpenAtom);
  const groupSlug = useAtomValue(compareGroupAtom);
  const basket = useAtomValue(comparisonBasketAtom);
  const choice = useAtomValue(measurementChoiceAtom);
  const removeSlug = useSetAtom(removeSlugFromBasketAtom);
  const add = useSetAtom(addToBasketAtom);
  const [hideIdentical, setHideIdentical] = useState(false);
  const [candidate, setCandidate] = useState('');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const hideId = useId();
  const close = useCallback(() => setOpen(false), [setOpen]);
  const group = basket.classifications.find((g) => g.slug === groupSlug);
  const active = open && group !== undefined;

  const system = open ? (choice ?? measurementSystemFromCookie()) : null;
  const items = group?.products.map((p) => `${p.slug}${p.variantId ? `:${p.variantId}` : ''}`) ?? [];
  const query = `locale=${encodeURIComponent(locale)}`;
  const comparison = useJson<CompareResponseDto>(
    active
      ? `/api/products/compare?${query}&items=${items.map(encodeURIComponent).join(',')}&hideIdentical=${hideIdentical}${system ? `&system=${system}` : ''}`
      : null,
  );
  const slugs = [...new Set(group?.products.map((p) => p.slug) ?? [])];
  const candidates = useJson<ProductReferenceDto[]>(
    active ? `/api/products/candidates?${query}&classification=${group.slug}&basket=${slugs.join(',')}` : null,
  );
  if (!active) return null;

  const data = comparison.data;
  const columns = data?.products.length ?? group.products.length;
  return (
    <ModalShell
      onClose={close}
      dialogRef={dialogRef}
      className="modal compare-modal"
      aria-labelledby={titleId}
      aria-busy={comparison.loading}
      tabIndex={-1}
    >
      <h2 id={titleId}>{t('compare.title')}</h2>
      <div className="compare-controls">
        <MeasurementToggle value={data?.measurementSystem ?? system ?? 'Metric'} />
        <label htmlFor={hideId}>
          <input
            id={hideId}
            type="checkbox"
            checked={hideIdentical}
            onChange={(event) => setHideIdentical(event.target.checked)}
          />
          {t('compare.hideIdentical')}
        </label>
        {candidates.data && candidates.data.length > 0 && (
          <form
            className="product-compare"
            onSubmit={(event) => {
              event.preventDefault();
              const product = candidates.data?.find((p) => p.slug === candidate);
              if (!product) return;
              // A product with several variants may be compared with itself: add a variant not in the basket yet
              // (the basket keeps one entry per product and variant).
              const variant =
                product.variants.find((v) => !hasProduct(basket, { slug: product.slug, variantId: v.id })) ??
                product.variants[0];
              add({ classificationSlug: group.slug, slug: product.slug, variantId: variant?.id ?? null });
              setCandidate('');
            }}
          >
            <label>
              {t('compare.candidate')}
              <select value={candidate} onChange={(event) => setCandidate(event.target.value)}>
                <option value="" />
                {candidates.data.map((product) => (
                  <option key={product.slug} value={product.slug}>
                    {product.name}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="button button-secondary" disabled={candidate === ''}>
              {t('compare.addProduct')}
            </button>
          </form>
        )}
      </div>
      {comparison.error && <p className="notice">{t('compare.error')}</p>}
      {comparison.loading || !data ? (
        <CompareSkeleton columns={columns} label={t('compare.loading')} />
      ) : (
        <>
          {!data.comparable && <p className="notice">{t('compare.needTwo')}</p>}
          <table className="compare-table">
            <thead>
              <tr>
                <th scope="col">{t('compare.specification')}</th>
                {data.products.map((product, index) => (
                  <th scope="col" key={`${product.slug}-${index}`}>
                    <Picture image={product.image} size="Fallback" placeholder={PLACEHOLDER_IMAGES.teaser} alt="" />
                    <a href={product.route}>{product.name}</a>
                    {product.variant && <p className="document-meta">{product.variant.name}</p>}
                    <button
                      type="button"
                      className="icon-button"
                      onClick={() => {
                        removeSlug(product.slug);
                        // The button goes away with its column: keep focus (and Escape) inside the dialog.
                        dialogRef.current?.focus();
                      }}
                    >
                      <Icon name="Close" size={16} label={t('compare.remove', { name: product.name })} />
                    </button>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row) => (
                <tr key={`${row.name}|${row.unit ?? ''}`} className={row.differs ? 'differs' : undefined}>
                  <th scope="row">
                    {row.name}
                    {row.unit ? ` (${row.unit})` : ''}
                    {row.differs && <span className="visually-hidden">{`, ${t('compare.differs')}`}</span>}
                  </th>
                  {row.values.map((value, index) =>
                    value === null ? (
                      <td key={index} className="not-applicable">
                        {t('compare.notApplicable')}
                      </td>
                    ) : (
                      <td key={index}>{value}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      <button type="button" className="modal-close" onClick={close}>
        <Icon name="Close" size={16} label={t('dialog.close')} />
      </button>
    </ModalShell>
  );
}

/** SPEC §4: placeholders while the products load. */
function CompareSkeleton({ columns, label }: { columns: number; label: string }) {
  return (
    <div className="compare-skeleton" data-testid="compare-loading">
      <p className="visually-hidden">{label}</p>
      <table className="compare-table" aria-hidden="true">
        <tbody>
          {Array.from({ length: 6 }, (_, row) => (
            <tr key={row}>
              {Array.from({ length: columns + 1 }, (_, column) => (
                <td key={column}>
                  <span className="skeleton" />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
