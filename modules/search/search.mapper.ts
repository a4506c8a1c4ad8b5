import type { SuggestRecordDto } from './search.dto.js';
import type { SearchRecordDto } from './search.dto.js';
import type { SearchHit } from '../search-index/index.js';
import { highlightedHtml } from '../search-index/index.js';
import type { SearchRecordType } from './search.contract.js';

/** The locale-prefixed URL of an indexed path (`/about` in `de-ch` → `/de-ch/about`). */
function localeUrl(localeUrlCode: string, path: string): string {
  return `/${localeUrlCode}${path}`;
}

export function toSearchRecord(hit: SearchHit, localeUrlCode: string): SearchRecordDto {
  return {
    title: hit.title,
    description: highlightedHtml(hit.excerpt ?? ''),
    url: localeUrl(localeUrlCode, hit.path),
    type: hit.type as SearchRecordType,
    language: hit.language,
  };
}

export function toSuggestRecord(hit: Omit<SearchHit, 'excerpt'>, localeUrlCode: string): SuggestRecordDto {
  return {
    title: hit.title,
    url: localeUrl(localeUrlCode, hit.path),
    type: hit.type as SearchRecordType,
    language: hit.language,
  };
}
