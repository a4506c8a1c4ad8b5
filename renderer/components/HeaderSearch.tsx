import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { navigate } from 'vike/client/router';
import {
  QUERY_MAX_LENGTH,
  type SuggestRecord,
  type SuggestResponse,
  searchPagePath,
} from '../../modules/search/search.contract.js';
import type { LayoutData } from '../../modules/routing/layout.contract.js';
import { useTranslation } from '../use-translation.js';
import { Icon } from './Icon.js';

export interface HeaderSearchProps {
  layout: LayoutData;
}

/** Suggestions are asked for from this many characters on, after typing pauses this long. */
const MIN_SUGGEST_CHARS = 2;
const SUGGEST_DELAY_MS = 150;

/**
 * The header search field (SPEC §1 on-page search with suggestions): an ARIA 1.2 combobox whose listbox holds
 * the suggestions of POST /api/search-proxy/suggest. Arrow keys move through them (aria-activedescendant keeps
 * focus in the field), Enter opens the chosen one or, with none chosen, the product or classification the query
 * names exactly (SPEC §3 Product search result, from the same answer), else the search page; Escape closes the
 * list, then clears the field. Without JavaScript the form still opens the search page.
 */
export function HeaderSearch({ layout }: HeaderSearchProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const listId = useId();
  const [value, setValue] = useState('');
  const [records, setRecords] = useState<SuggestRecord[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const request = useRef<AbortController | undefined>(undefined);
  /** The last suggest answer and the query it was for (its productResult decides where Enter goes). */
  const answered = useRef<{ query: string; response: SuggestResponse } | undefined>(undefined);
  const searchPath = searchPagePath(layout.locale.urlCode, layout.site.slug);

  // Leaving the page must not leave a pending request or timer behind.
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      request.current?.abort();
    },
    [],
  );

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  /** POST /api/search-proxy/suggest for `query`, remembered; rejects when it fails or a newer request aborts it. */
  const requestSuggest = async (query: string): Promise<SuggestResponse> => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    const response = await fetch('/api/search-proxy/suggest', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ localeCode: layout.locale.urlCode, siteSlug: layout.site.slug ?? '', query }),
      signal: controller.signal,
    });
    if (!response.ok) throw new Error(`suggest answered ${response.status}`);
    const body = (await response.json()) as SuggestResponse;
    answered.current = { query, response: body };
    return body;
  };

  const fetchSuggestions = async (query: string) => {
    try {
      const body = await requestSuggest(query);
      setRecords(body.records);
      setActive(-1);
      setOpen(body.records.length > 0);
    } catch (error) {
      if ((error as Error).name === 'AbortError') return;
      // Suggestions are a convenience: without them the field still searches.
      setRecords([]);
      close();
    }
  };

  const onChange = (next: string) => {
    setValue(next);
    clearTimeout(timer.current);
    const query = next.trim();
    if (query.length < MIN_SUGGEST_CHARS) {
      request.current?.abort();
      setRecords([]);
      close();
      return;
    }
    timer.current = setTimeout(() => void fetchSuggestions(query), SUGGEST_DELAY_MS);
  };

  /**
   * Enter without a chosen suggestion: an exact product or classification opens its page (SPEC §3 Product search
   * result); anything else, or no answer, opens the search page. A query typed faster than the suggest delay is
   * asked for now.
   */
  const submit = async (query: string) => {
    clearTimeout(timer.current);
    let result = answered.current?.query === query ? answered.current.response : undefined;
    if (!result) result = await requestSuggest(query).catch(() => undefined);
    const route = result?.productResult.found ? result.productResult.route : null;
    if (route) setValue(result?.productResult.name ?? query);
    await navigate(route ?? searchPagePath(layout.locale.urlCode, layout.site.slug, query));
  };

  const choose = (record: SuggestRecord) => {
    close();
    setValue(record.title);
    void navigate(record.url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = records.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0) return;
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        // From a closed list: the first (down) or last (up) suggestion; then round and round.
        const next = !open || active < 0 ? (down ? 0 : count - 1) : (active + (down ? 1 : count - 1)) % count;
        setOpen(true);
        setActive(next);
        break;
      }
      case 'Enter':
        if (open && active >= 0 && active < count) {
          event.preventDefault();
          choose(records[active]!);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        } else if (value !== '') {
          event.preventDefault();
          onChange('');
        }
        break;
    }
  };

  const activeId = open && active >= 0 && active < records.length ? `${listId}-option-${active}` : undefined;
  return (
    <form
      role="search"
      className="header-search"
      method="get"
      action={searchPath}
      onSubmit={(event) => {
        event.preventDefault();
        const query = value.trim();
        if (query === '') return;
        close();
        void submit(query);
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        id={inputId}
        name="q"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeId}
        autoComplete="off"
        maxLength={QUERY_MAX_LENGTH}
        placeholder={t('search.placeholder')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      <button type="submit" className="header-search-submit">
        <Icon name="Search" size={16} label={t('search.submit')} />
      </button>
      <ul id={listId} role="listbox" aria-label={t('search.suggestions')} hidden={!open}>
        {records.map((record, index) => (
          <li
            key={record.url}
            id={`${listId}-option-${index}`}
            role="option"
            aria-selected={index === active}
            className={index === active ? 'active' : undefined}
            // Keep the focus in the field so the click is not lost to its blur.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(record)}
          >
            {record.title}
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status">
        {open ? t('search.suggestionsCount', { count: records.length }) : ''}
      </p>
    </form>
  );
}
