import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { SERVER_HTML_ATTRIBUTE } from './server-html';

export const SLOT_ATTRIBUTE = 'data-slot';

function slotContainer(): HTMLElement {
  const container = document.createElement('div');
  // Takes no box of its own: what React renders into it lays out as the server's markup did.
  container.style.display = 'contents';
  return container;
}

/**
 * Keeps a server-rendered part of the page as it is (React adopts the markup instead of rendering it again)
 * while the live pieces inside it, marked `data-slot="name"` by the server, are rendered by React in place.
 */
export function AdoptedHtml({
  name,
  html,
  className,
  slots,
  enhance,
}: {
  name: string;
  html: string;
  className?: string;
  slots: Record<string, ReactNode>;
  /** Brings the adopted markup's own behaviour to life (an embed's resizing); returns how to stop. */
  enhance?: (root: HTMLElement) => () => void;
}) {
  const root = useRef<HTMLDivElement>(null);
  const [containers] = useState(() => new Map(Object.keys(slots).map((slot) => [slot, slotContainer()])));
  // Portals cannot hydrate (the server rendered none): the slots render right after hydration.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  useLayoutEffect(() => {
    if (!mounted) return;
    for (const [slot, container] of containers) {
      const placeholder = root.current?.querySelector(`[${SLOT_ATTRIBUTE}="${slot}"]`);
      if (placeholder && !container.contains(placeholder)) placeholder.replaceWith(container);
    }
  }, [containers, html, mounted]);

  useEffect(() => (root.current && enhance ? enhance(root.current) : undefined), [enhance, html]);

  return (
    <>
      <div ref={root} className={className} {...{ [SERVER_HTML_ATTRIBUTE]: name }} dangerouslySetInnerHTML={{ __html: html }} />
      {mounted && [...containers].map(([slot, container]) => createPortal(slots[slot], container, slot))}
    </>
  );
}
