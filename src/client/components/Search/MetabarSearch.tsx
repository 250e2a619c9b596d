import { lazy, Suspense, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { normalizeQueryText } from '../../../shared/search/query';
import { SEARCH_MESSAGES } from '../../../shared/validation/search';
import { SearchIcon } from '../Metabar/icons';
import './metabar-search.css';

// The suggestions (their query, debounce and keyboard handling) load the first time the field is focused.
const SearchSuggestions = lazy(() => import('./SearchSuggestions'));

/**
 * The metabar's search: a field with suggestions as the reader types on wide screens (a GET form, so Enter
 * reaches /search?q= with or without JavaScript), an icon that leads to /search on phones.
 */
export function MetabarSearch() {
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [active, setActive] = useState(false);
  const [text, setText] = useState('');
  const action = buildPath('ShowSearch');
  return (
    <div className="metabar-search">
      <form
        className="metabar-search__form"
        role="search"
        action={action}
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          const q = normalizeQueryText(text);
          input.current?.blur();
          void navigate(q ? buildPath('ShowSearch', {}, { query: { q } }) : action);
        }}
      >
        <SearchIcon />
        <input
          ref={input}
          className="metabar-search__input"
          type="search"
          name="q"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onFocus={() => setActive(true)}
          placeholder={SEARCH_MESSAGES.placeholder}
          aria-label="Search"
          autoComplete="off"
          enterKeyHint="search"
          role="combobox"
          aria-expanded={false}
          aria-controls="metabar-search-suggestions"
          aria-autocomplete="list"
        />
        {active && (
          <Suspense fallback={null}>
            <SearchSuggestions input={input} text={text} onChoose={() => setText('')} />
          </Suspense>
        )}
      </form>
      <Link className="metabar__search metabar-search__phone" to={action} aria-label="Search">
        <SearchIcon />
      </Link>
    </div>
  );
}
