/** The navigation bar's icons: inline SVG, drawn in the text colour, hidden from assistive technology (the links carry the names). */

const common = { width: 24, height: 24, viewBox: '0 0 24 24', fill: 'none', 'aria-hidden': true, focusable: false } as const;

export function SearchIcon() {
  return (
    <svg {...common}>
      <circle cx="10.5" cy="10.5" r="6.25" stroke="currentColor" strokeWidth="1.5" />
      <path d="M15.2 15.2 20 20" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

export function BookmarkIcon() {
  return (
    <svg {...common}>
      <path d="M6.75 4.75h10.5v15.1L12 16.1l-5.25 3.75z" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
    </svg>
  );
}

export function BellIcon() {
  return (
    <svg {...common}>
      <path
        d="M12 3.75a5.25 5.25 0 0 0-5.25 5.25v3.4c0 .9-.3 1.77-.86 2.47L4.75 16.3h14.5l-1.14-1.43a3.96 3.96 0 0 1-.86-2.47V9A5.25 5.25 0 0 0 12 3.75z"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <path d="M9.75 19a2.25 2.25 0 0 0 4.5 0" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

export function WriteIcon() {
  return (
    <svg {...common}>
      <path d="M13.5 4.75H6.25a1.5 1.5 0 0 0-1.5 1.5v11.5a1.5 1.5 0 0 0 1.5 1.5h11.5a1.5 1.5 0 0 0 1.5-1.5V10.5" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
      <path d="m17.6 3.9 2.5 2.5-7.6 7.6-3.2.7.7-3.2z" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
    </svg>
  );
}

/** A small down chevron beside the avatar: the button opens a menu. */
export function ChevronIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" fill="none" aria-hidden="true" focusable="false">
      <path d="m3 4.5 3 3 3-3" stroke="currentColor" strokeWidth="1.3" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
