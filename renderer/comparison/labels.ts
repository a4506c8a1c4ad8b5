import type { TranslationKey } from '../../i18n/index.js';
import type { MeasurementSystem, ProductStatus } from '../../modules/products/products.contract.js';

/** Translation keys by value, written out so the i18n test sees every key in use. */
export const STATUS_NOTICE: Record<Exclude<ProductStatus, 'active'>, TranslationKey> = {
  discontinued: 'product.status.discontinued',
  cancelled: 'product.status.cancelled',
};

export const DOCUMENT_TYPE: Record<string, TranslationKey> = {
  datasheet: 'document.type.datasheet',
  brochure: 'document.type.brochure',
  manual: 'document.type.manual',
  certificate: 'document.type.certificate',
  terms: 'document.type.terms',
};

export const MEASUREMENT_LABEL: Record<MeasurementSystem, TranslationKey> = {
  Metric: 'measurement.Metric',
  Imperial: 'measurement.Imperial',
};

/** SPEC §9: numbers follow the locale, with de mapped to de-CH. */
export function numberLocale(language: string): string {
  return language === 'de' ? 'de-CH' : language;
}

// Building an Intl.NumberFormat costs far more than using one: one per language, made on first use.
const fileSizeFormats = new Map<string, Intl.NumberFormat>();

function fileSizeFormat(language: string): Intl.NumberFormat {
  let format = fileSizeFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(numberLocale(language), { maximumFractionDigits: 1 });
    // Languages come from the site's locales: a handful, but never let an odd value grow the map.
    if (fileSizeFormats.size < 64) fileSizeFormats.set(language, format);
  }
  return format;
}

/** A file size in kB or MB in the page's language. */
export function formatFileSize(bytes: number, language: string): string {
  const format = (value: number, unit: string) => `${fileSizeFormat(language).format(value)} ${unit}`;
  if (bytes < 1024 * 1024) return format(Math.max(bytes / 1024, 0.1), 'kB');
  return format(bytes / (1024 * 1024), 'MB');
}
