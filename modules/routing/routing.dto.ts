import type { PageResponse } from '../content/content.dto.js';
import type { LocaleResponse } from '../locales/locales.dto.js';
import type { SiteResponse } from '../sites/sites.dto.js';

/** A public URL resolved to its site, locale and page, or why it could not be. */
export type ResolvedRoute =
  | { kind: 'page'; site: SiteResponse; locale: LocaleResponse; page: PageResponse }
  | { kind: 'not-found'; language: string; message: string };
