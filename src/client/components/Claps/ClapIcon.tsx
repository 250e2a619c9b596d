/** The clapping hands; filled once the reader has clapped. */
export function ClapIcon({ filled = false }: { filled?: boolean }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="clap-icon">
      <path
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.3"
        strokeLinejoin="round"
        d="M7.2 9.9 5.6 7.6a1.2 1.2 0 0 0-2 1.4l4.8 6.9a5.6 5.6 0 0 0 9.2-6.4l-2.8-4a1.2 1.2 0 0 0-2 1.3l1.3 1.9L9.9 6a1.2 1.2 0 0 0-2 1.4l2.1 3.1-2.6-3.7a1.2 1.2 0 0 0-2 1.4l1.8 2.6"
      />
      <path fill="none" stroke="currentColor" strokeWidth="1.3" strokeLinecap="round" d="M13 2.5l.3-1.7M15.6 3.4l1-1.3M10.5 3l-.9-1.5" />
    </svg>
  );
}
