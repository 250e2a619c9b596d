import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { COUNTRIES, type Country } from './countries';

const TYPE_AHEAD_MS = 600;

/**
 * The country of a phone number: a button showing the choice and a list (at most 250 px tall) of every
 * country's name, ISO code and calling code, the default entry first. Keyboard: arrows, Home/End,
 * typing a name, Enter to choose, Escape to close.
 */
export function CountrySelect(props: { value: Country; onChange(country: Country): void; disabled?: boolean }) {
  const { value, onChange } = props;
  const ids = useId();
  const labelId = `${ids}-label`;
  const buttonId = `${ids}-button`;
  const optionId = (index: number) => `${ids}-option-${index}`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const list = useRef<HTMLUListElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const typed = useRef({ text: '', at: 0 });

  const selectedIndex = Math.max(0, COUNTRIES.findIndex((c) => c.iso === value.iso));

  useEffect(() => {
    if (!open) return;
    list.current?.focus();
  }, [open]);

  useEffect(() => {
    if (open) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
    // optionId only depends on the stable id prefix.
  }, [open, active]);

  const openList = (at = selectedIndex) => {
    setActive(at);
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const choose = (index: number) => {
    const country = COUNTRIES[index];
    if (country) onChange(country);
    close(true);
  };

  const typeAhead = (key: string) => {
    const now = Date.now();
    typed.current = { text: (now - typed.current.at < TYPE_AHEAD_MS ? typed.current.text : '') + key.toLowerCase(), at: now };
    const match = COUNTRIES.findIndex((c, i) => i > 0 && c.name.toLowerCase().startsWith(typed.current.text));
    if (match >= 0) setActive(match);
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = COUNTRIES.length - 1;
    const moves: Record<string, number> = { ArrowDown: active + 1, ArrowUp: active - 1, Home: 0, End: last, PageDown: active + 8, PageUp: active - 8 };
    if (event.key in moves) {
      event.preventDefault();
      setActive(Math.max(0, Math.min(last, moves[event.key]!)));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    } else if (event.key.length === 1 && /\S/.test(event.key)) {
      typeAhead(event.key);
    }
  };

  return (
    <div className="tfa-country">
      <span id={labelId} className="tfa-field__label">
        Country
      </span>
      <button
        ref={button}
        id={buttonId}
        type="button"
        className="tfa-country__button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-labelledby={`${labelId} ${buttonId}`}
        disabled={props.disabled}
        onClick={() => (open ? close(true) : openList())}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            openList();
          }
        }}
      >
        <span>
          {value.name} ({value.iso})
        </span>
        <span className="tfa-country__dial">+{value.dialCode}</span>
      </button>
      {open && (
        <ul
          ref={list}
          className="tfa-country__list"
          role="listbox"
          tabIndex={-1}
          aria-labelledby={labelId}
          aria-activedescendant={optionId(active)}
          onKeyDown={onListKeyDown}
          onBlur={(event) => {
            if (!event.currentTarget.parentElement?.contains(event.relatedTarget as Node | null)) close(false);
          }}
        >
          {COUNTRIES.map((country, index) => (
            <li
              key={country.iso}
              id={optionId(index)}
              role="option"
              aria-selected={index === selectedIndex}
              className={`tfa-country__option${index === active ? ' tfa-country__option--active' : ''}`}
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActive(index)}
              onClick={() => choose(index)}
            >
              <span className="tfa-country__name">{country.name}</span>
              <span className="tfa-country__iso">{country.iso}</span>
              <span className="tfa-country__dial">+{country.dialCode}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
