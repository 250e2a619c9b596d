import { createContext, useContext, type ReactNode } from 'react';

/** In the dialog a step's title is an h2 under the page's own h1; on the sign-in page it is the page's h1. */
export const StepHeadingLevel = createContext<'h1' | 'h2'>('h2');

/** The step's title (the dialog is labelled by it) and an optional line under it. */
export function StepHeader({ titleId, title, subheader }: { titleId: string; title: string; subheader?: ReactNode }) {
  const Heading = useContext(StepHeadingLevel);
  return (
    <header className="susi__header">
      <Heading id={titleId} className="susi__title" tabIndex={-1}>
        {title}
      </Heading>
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
