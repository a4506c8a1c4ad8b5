import type { SuggestRecordDto } from '../../modules/search/search.dto.js';
import type { SuggestResponseDto } from '../../modules/search/search.dto.js';
import { type KeyboardEvent, type Ref, useEffect, useImperativeHandle, useLayoutEffect, useRef, useState } from 'react';
import { navigate } from 'vike/client/router';
import { useTranslation } from '../use-translation.js';
import { type SuggestScope, requestSuggest } from './search-suggest-client.js';

/** Suggestions are asked for from this many characters on, after typing pauses this long. */
const MIN_SUGGEST_CHARS = 2;
const SUGGEST_DELAY_MS = 150;

/** What the header search field asks of its suggestions, once their chunk has loaded. */
export interface SuggestionControls {
  /** The field's text changed by typing. */
  onInput(next: string): void;
  /** A key in the field; true when the suggestions used it. */
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): boolean;
  close(): void;
  /** The suggest answer for `query`: the one already here, else asked for now (undefined when that fails). */
  answerFor(query: string): Promise<SuggestResponseDto | undefined>;
}

/** The field's ARIA state, which the field renders (combobox: expanded, active option). */
export interface SuggestionPopupState {
  expanded: boolean;
  activeId: string | undefined;
}

export interface SearchSuggestionsProps {
  scope: SuggestScope;
  /** The field's text when the suggestions mount (typing may have begun before their chunk arrived). */
  query: string;
  listId: string;
  /** What the field calls into (React 19 passes `ref` as a prop). */
  ref: Ref<SuggestionControls>;
  onPopupChange(state: SuggestionPopupState): void;
  /** A suggestion was chosen: its title goes into the field. */
  onChosen(title: string): void;
}

/**
 * The header search's suggestions (SPEC §1 on-page search with suggestions), a chunk of its own loaded when the
 * field is first focused: the listbox of POST /api/search-proxy/suggest's answers. Arrow keys
 * move through them (aria-activedescendant keeps focus in the field), Enter opens the chosen one, Escape closes
 * the list.
 */
export function SearchSuggestions({ scope, query, listId, ref, onPopupChange, onChosen }: SearchSuggestionsProps) {
  const { t, language } = useTranslation();
  const [records, setRecords] = useState<SuggestRecordDto[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const request = useRef<AbortController | undefined>(undefined);
  /** The last suggest answer and the query it was for (its productResult decides where Enter goes). */
  const answered = useRef<{ query: string; response: SuggestResponseDto } | undefined>(undefined);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const ask = async (text: string): Promise<SuggestResponseDto> => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    const response = await requestSuggest(scope, text, controller.signal);
    answered.current = { query: text, response };
    return response;
  };

  const fetchSuggestions = async (text: string) => {
    try {
      const body = await ask(text);
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

  const onInput = (next: string) => {
    clearTimeout(timer.current);
    const text = next.trim();
    if (text.length < MIN_SUGGEST_CHARS) {
      request.current?.abort();
      setRecords([]);
      close();
      return;
    }
    timer.current = setTimeout(() => void fetchSuggestions(text), SUGGEST_DELAY_MS);
  };

  const choose = (record: SuggestRecordDto) => {
    close();
    onChosen(record.title);
    void navigate(record.url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): boolean => {
    const count = records.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0) return false;
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        // From a closed list: the first (down) or last (up) suggestion; then round and round.
        const next = !open || active < 0 ? (down ? 0 : count - 1) : (active + (down ? 1 : count - 1)) % count;
        setOpen(true);
        setActive(next);
        return true;
      }
      case 'Enter':
        if (open && active >= 0 && active < count) {
          event.preventDefault();
          choose(records[active]!);
          return true;
        }
        return false;
      case 'Escape':
        if (!open) return false;
        event.preventDefault();
        close();
        return true;
      default:
        return false;
    }
  };

  const answerFor = async (text: string): Promise<SuggestResponseDto | undefined> => {
    clearTimeout(timer.current);
    if (answered.current?.query === text) return answered.current.response;
    return ask(text).catch(() => undefined);
  };

  // The field calls into the current render's handlers.
  useImperativeHandle(ref, () => ({ onInput, onKeyDown, close, answerFor }));

  // Typed before this chunk arrived: ask now. Leaving the page must not leave a pending request or timer behind.
  useEffect(() => {
    const typed = query.trim();
    if (typed.length >= MIN_SUGGEST_CHARS)
      timer.current = setTimeout(() => void fetchSuggestions(typed), SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer.current);
      request.current?.abort();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the chunk has loaded
  }, []);

  const activeId = open && active >= 0 && active < records.length ? `${listId}-option-${active}` : undefined;
  // Before paint, in the same task: the field's aria-expanded and aria-activedescendant never lag the list.
  useLayoutEffect(() => onPopupChange({ expanded: open, activeId }), [open, activeId, onPopupChange]);

  return (
    <>
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
            lang={record.language && record.language !== language ? record.language : undefined}
          >
            {record.title}
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status">
        {open ? t('search.suggestionsCount', { count: records.length }) : ''}
      </p>
    </>
  );
}
