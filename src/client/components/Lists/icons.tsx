/** The bookmark: outlined when the story is in none of the reader's lists, filled when it is (lists.css draws both). */
export function BookmarkIcon({ filled }: { filled: boolean }) {
  return <span className={`glyph bookmark-icon${filled ? ' bookmark-icon--filled' : ''}`} aria-hidden="true" />;
}

export function ChevronIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="m3 4.5 3 3 3-3" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function LockIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M4.5 7V5a3.5 3.5 0 0 1 7 0v2M3.5 7h9v7h-9z" fill="none" stroke="currentColor" strokeWidth="1.3" strokeLinejoin="round" />
    </svg>
  );
}
