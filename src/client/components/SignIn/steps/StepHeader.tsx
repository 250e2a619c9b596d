import type { ReactNode } from 'react';

/** The step's title (the dialog is labelled by it) and an optional line under it. */
export function StepHeader({ titleId, title, subheader }: { titleId: string; title: string; subheader?: ReactNode }) {
  return (
    <header className="susi__header">
      <h2 id={titleId} className="susi__title" tabIndex={-1}>
        {title}
      </h2>
      {subheader ? <p className="susi__subheader">{subheader}</p> : null}
    </header>
  );
}

/** A control that looks like a link but acts inside the modal. */
export function LinkButton({ onClick, children, className }: { onClick: () => void; children: ReactNode; className?: string }) {
  return (
    <button type="button" className={`susi-link${className ? ` ${className}` : ''}`} onClick={onClick}>
      {children}
    </button>
  );
}
