/** Small line icons for the editor's tools; always beside a label or inside a labelled button. */
const common = { width: 24, height: 24, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;

export function BoldIcon() {
  return (
    <svg {...common}>
      <path d="M8 5h5a3.5 3.5 0 0 1 0 7H8zM8 12h6a3.5 3.5 0 0 1 0 7H8z" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinejoin="round" />
    </svg>
  );
}

export function ItalicIcon() {
  return (
    <svg {...common}>
      <path d="M10 5h8M6 19h8M15 5l-6 14" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

export function LinkIcon() {
  return (
    <svg {...common}>
      <path
        d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function BigHeadingIcon() {
  return (
    <svg {...common}>
      <path d="M5 6h14M12 6v13" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}

export function SmallHeadingIcon() {
  return (
    <svg {...common}>
      <path d="M8 9h9M12.5 9v9" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function QuoteIcon() {
  return (
    <svg {...common}>
      <path
        d="M6 17c2.5 0 4-1.8 4-4.5V7H5v5.5h3M14 17c2.5 0 4-1.8 4-4.5V7h-5v5.5h3"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function MentionIcon() {
  return (
    <svg {...common}>
      <circle cx="12" cy="12" r="3.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M15.5 12v1.5a2.5 2.5 0 0 0 5 0V12a8.5 8.5 0 1 0-3.3 6.7" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

export function PlusIcon() {
  return (
    <svg {...common}>
      <path d="M12 6v12M6 12h12" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

export function ImageIcon() {
  return (
    <svg {...common}>
      <rect x="4" y="5" width="16" height="14" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <circle cx="9" cy="10" r="1.6" fill="currentColor" />
      <path d="M5 17l4.5-4 3 3 2.5-2 4 3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
    </svg>
  );
}

export function EmbedIcon() {
  return (
    <svg {...common}>
      <rect x="3.5" y="6" width="17" height="12" rx="2" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="M10.5 9.5v5l4-2.5z" fill="currentColor" />
    </svg>
  );
}

export function CodeIcon() {
  return (
    <svg {...common}>
      <path d="M9 8l-4 4 4 4M15 8l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function SeparatorIcon() {
  return (
    <svg {...common}>
      <circle cx="6.5" cy="12" r="1.5" fill="currentColor" />
      <circle cx="12" cy="12" r="1.5" fill="currentColor" />
      <circle cx="17.5" cy="12" r="1.5" fill="currentColor" />
    </svg>
  );
}

export function DropCapIcon() {
  return (
    <svg {...common}>
      <path d="M4 17V7h3.5a5 5 0 0 1 0 10z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      <path d="M15 8h5M15 12h5M4 20h16" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

/** The four image layouts as the page sees them: the text column and the picture's width. */
export function LayoutIcon({ layout }: { layout: 'INSET_CENTER' | 'OUTSET_LEFT' | 'OUTSET_CENTER' | 'FULL_WIDTH' }) {
  const lines = <path d="M7 4h10M7 20h10" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />;
  const picture = {
    INSET_CENTER: <rect x="7" y="7.5" width="10" height="9" rx="1" fill="currentColor" />,
    OUTSET_LEFT: (
      <>
        <rect x="2.5" y="7.5" width="9" height="9" rx="1" fill="currentColor" />
        <path d="M14 9h4M14 12h4M14 15h4" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
      </>
    ),
    OUTSET_CENTER: <rect x="4" y="7.5" width="16" height="9" rx="1" fill="currentColor" />,
    FULL_WIDTH: <rect x="0.5" y="7.5" width="23" height="9" fill="currentColor" />,
  }[layout];
  return (
    <svg {...common}>
      {lines}
      {picture}
    </svg>
  );
}
