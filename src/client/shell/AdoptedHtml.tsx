import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
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
export function AdoptedHtml({ name, html, className, slots }: { name: string; html: string; className?: string; slots: Record<string, ReactNode> }) {
  const root = useRef<HTMLDivElement>(null);
  const [containers] = useState(() => new Map(Object.keys(slots).map((slot) => [slot, slotContainer()])));

  useLayoutEffect(() => {
    for (const [slot, container] of containers) {
      const placeholder = root.current?.querySelector(`[${SLOT_ATTRIBUTE}="${slot}"]`);
      if (placeholder && !container.contains(placeholder)) placeholder.replaceWith(container);
    }
  }, [containers, html]);

  return (
    <>
      <div ref={root} className={className} {...{ [SERVER_HTML_ATTRIBUTE]: name }} dangerouslySetInnerHTML={{ __html: html }} />
      {[...containers].map(([slot, container]) => createPortal(slots[slot], container, slot))}
    </>
  );
}
