import { useEffect, useMemo, useState, type RefObject } from 'react';
import { Link } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { isSearchable, normalizeQueryText, parseSearchQuery } from '../../../shared/search/query';
import { SUGGEST_DEBOUNCE_MS } from '../../../shared/validation/search';
import { useQuery } from '../../data';
import { Avatar } from '../Avatar/Avatar';
import { imageUrl } from '../images';
import { hrefOnSite } from '../../../shared/site';
import { useShell } from '../../shell/shell-context';
import { useGoTo } from '../SiteLink/site-links';
import { storiesLabel } from './SearchResultRows';
import { SearchSuggestionsQuery } from './search-fragments';
import './suggestions.css';

interface Option {
  key: string;
  href: string;
  kind: 'story' | 'person' | 'publication' | 'topic' | 'all';
  label: string;
  detail?: string;
  imageId?: string | null;
  square?: boolean;
}

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const HEADINGS: Partial<Record<Option['kind'], string>> = { story: 'Stories', person: 'People', publication: 'Publications', topic: 'Topics' };

/**
 * The dropdown under the metabar's field: a few stories, people, publications and topics for what is being
 * typed. Arrow keys move through them, Enter opens the chosen one (or searches), Escape closes.
 */
export default function SearchSuggestions({ input, text, onChoose }: { input: RefObject<HTMLInputElement | null>; text: string; onChoose: () => void }) {
  const goTo = useGoTo();
  const { site } = useShell();
  const query = useDebounced(normalizeQueryText(text), SUGGEST_DEBOUNCE_MS);
  const searchable = isSearchable(parseSearchQuery(query, { asYouType: true }));
  const { data } = useQuery(SearchSuggestionsQuery, { variables: { query }, skip: !searchable });
  const [open, setOpen] = useState(true);
  const [selected, setSelected] = useState(-1);

  const options = useMemo<Option[]>(() => {
    const found = searchable ? data?.searchSuggestions : undefined;
    if (!found) return [];
    return [
      ...found.posts.map((p) => ({ key: `p${p.id}`, href: hrefOnSite(site, p.mediumUrl), kind: 'story' as const, label: p.title || 'Untitled story', detail: p.creator.name })),
      ...found.users.map((u) => ({ key: `u${u.id}`, href: hrefOnSite(site, u.mediumUrl), kind: 'person' as const, label: u.name, imageId: u.imageId })),
      ...found.collections.map((c) => ({ key: `c${c.id}`, href: hrefOnSite(site, c.mediumUrl), kind: 'publication' as const, label: c.name, imageId: c.avatar?.id ?? null, square: true })),
      ...found.tags.map((t) => ({ key: `t${t.tag.id}`, href: buildPath('ShowTagPosts', { tagSlug: t.tag.normalizedTagSlug }), kind: 'topic' as const, label: t.tag.displayTitle, detail: storiesLabel(t.postCount) })),
      { key: 'all', href: buildPath('ShowSearch', {}, { query: { q: query } }), kind: 'all' as const, label: `See all results for “${query}”` },
    ];
  }, [data, searchable, query, site]);

  // A new answer or new text (even text that debounces to the same query) starts again from the field.
  useEffect(() => setSelected(-1), [options, text]);
  useEffect(() => setOpen(true), [text]);

  useEffect(() => {
    const field = input.current;
    if (!field) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
      } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (options.length === 0) return;
        event.preventDefault();
        setOpen(true);
        const step = event.key === 'ArrowDown' ? 1 : -1;
        // -1 is the field itself: moving past either end comes back to it.
        setSelected((i) => {
          const next = i + step;
          return next < -1 ? options.length - 1 : next >= options.length ? -1 : next;
        });
      } else if (event.key === 'Enter' && open && selected >= 0 && selected < options.length) {
        event.preventDefault();
        onChoose();
        field.blur();
        goTo(options[selected]!.href);
      }
    };
    const onBlur = () => setTimeout(() => setOpen(false), 150);
    const onFocus = () => setOpen(true);
    field.addEventListener('keydown', onKey);
    field.addEventListener('blur', onBlur);
    field.addEventListener('focus', onFocus);
    return () => {
      field.removeEventListener('keydown', onKey);
      field.removeEventListener('blur', onBlur);
      field.removeEventListener('focus', onFocus);
    };
  }, [input, options, selected, open, goTo, onChoose]);

  useEffect(() => {
    const field = input.current;
    if (!field) return;
    const expanded = open && options.length > 0;
    field.setAttribute('aria-expanded', String(expanded));
    if (expanded && selected >= 0 && selected < options.length) field.setAttribute('aria-activedescendant', `search-option-${selected}`);
    else field.removeAttribute('aria-activedescendant');
  }, [input, open, options, selected]);

  if (!open || options.length === 0) return null;
  let lastKind: Option['kind'] | null = null;
  return (
    <ul className="search-suggestions" id="metabar-search-suggestions" role="listbox" aria-label="Search suggestions">
      {options.map((option, index) => {
        const heading = option.kind !== lastKind ? HEADINGS[option.kind] : undefined;
        lastKind = option.kind;
        return (
          <li key={option.key} role="presentation">
            {heading && (
              <span className="search-suggestions__heading" aria-hidden="true">
                {heading}
              </span>
            )}
            <Link
              id={`search-option-${index}`}
              role="option"
              aria-selected={index === selected}
              className={`search-suggestions__option search-suggestions__option--${option.kind}${index === selected ? ' search-suggestions__option--selected' : ''}`}
              to={option.href}
              tabIndex={-1}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                onChoose();
                input.current?.blur();
              }}
            >
              {option.kind === 'person' && <Avatar name={option.label} imageId={option.imageId ?? null} size={24} />}
              {option.kind === 'publication' &&
                (option.imageId ? (
                  <img className="search-suggestions__square" src={imageUrl(option.imageId, 48)} alt="" width={24} height={24} />
                ) : (
                  <span className="search-suggestions__square search-suggestions__square--empty" aria-hidden="true">
                    {option.label.slice(0, 1)}
                  </span>
                ))}
              <span className="search-suggestions__label">{option.label}</span>
              {option.detail && <span className="search-suggestions__detail">{option.detail}</span>}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
