import { type KeyboardEvent, useCallback, useId, useRef, useState } from 'react';
import { navigate } from 'vike/client/router';
import { QUERY_MAX_LENGTH, searchPagePath } from '../../modules/search/search.contract.js';
import type { LayoutData } from '../../modules/routing/layout.contract.js';
import { useTranslation } from '../use-translation.js';
import { Icon } from './Icon.js';
import { loadOnFirstUse } from './load-on-first-use.js';
import type { SuggestionControls, SuggestionPopupState } from './SearchSuggestions.js';

// The suggestions (requests, listbox, arrow keys) are a chunk of their own, fetched when the field
// is first focused or a pointer comes over it.
const suggestions = loadOnFirstUse(() => import('./SearchSuggestions.js').then((module) => module.SearchSuggestions));

export interface HeaderSearchProps {
  layout: LayoutData;
}

/**
 * The header search field (SPEC §1 on-page search with suggestions): an ARIA 1.2 combobox whose listbox
 * (SearchSuggestions) holds the suggestions. Enter with no suggestion chosen opens the product or classification
 * the query names exactly (SPEC §3 Product search result), else the search page; Escape closes the list, then
 * clears the field. Without JavaScript the form still opens the search page.
 */
export function HeaderSearch({ layout }: HeaderSearchProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const listId = useId();
  const [value, setValue] = useState('');
  const [wanted, setWanted] = useState(false);
  /** Null until the suggestions' chunk has mounted its listbox: only then does the field name it in aria-controls. */
  const [popup, setPopup] = useState<SuggestionPopupState | null>(null);
  const controls = useRef<SuggestionControls | null>(null);
  const scope = { localeCode: layout.locale.urlCode, siteSlug: layout.site.slug };
  const searchPath = searchPagePath(layout.locale.urlCode, layout.site.slug);
  const onPopupChange = useCallback((state: SuggestionPopupState) => setPopup(state), []);

  const onChange = (next: string) => {
    setValue(next);
    controls.current?.onInput(next);
  };

  /** Enter with no suggestion chosen: an exact product or classification opens its page, anything else searches. */
  const submit = async (query: string) => {
    const { exactMatchOf, requestSuggest } = await import('./search-suggest-client.js');
    const answer = controls.current
      ? await controls.current.answerFor(query)
      : await requestSuggest(scope, query).catch(() => undefined);
    const match = exactMatchOf(answer);
    if (match) setValue(match.name || query);
    await navigate(match?.route ?? searchPagePath(layout.locale.urlCode, layout.site.slug, query));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (controls.current?.onKeyDown(event)) return;
    if (event.key === 'Escape' && value !== '') {
      event.preventDefault();
      onChange('');
    }
  };

  return (
    <form
      role="search"
      // Named, so it is told apart from the search page's own search form (axe landmark-unique).
      aria-label={t('search.label')}
      className="header-search"
      method="get"
      action={searchPath}
      onPointerEnter={suggestions.preload}
      onSubmit={(event) => {
        event.preventDefault();
        const query = value.trim();
        if (query === '') return;
        controls.current?.close();
        void submit(query);
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        id={inputId}
        name="q"
        // ARIA 1.2 combobox pattern: a text input carries the combobox role (the search type may not).
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={popup?.expanded ?? false}
        aria-controls={popup ? listId : undefined}
        aria-activedescendant={popup?.activeId}
        autoComplete="off"
        maxLength={QUERY_MAX_LENGTH}
        placeholder={t('search.placeholder')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onFocus={() => setWanted(true)}
        onKeyDown={onKeyDown}
        onBlur={() => controls.current?.close()}
      />
      <button type="submit" className="header-search-submit">
        <Icon name="Search" size={16} label={t('search.submit')} />
      </button>
      <suggestions.Component
        wanted={wanted}
        scope={scope}
        query={value}
        listId={listId}
        ref={controls}
        onPopupChange={onPopupChange}
        onChosen={setValue}
      />
    </form>
  );
}
