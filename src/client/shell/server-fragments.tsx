import { createContext, useContext, type ReactElement } from 'react';

/**
 * While rendering on the server: HTML that is the same for every reader, rendered once and kept
 * (a published story's text). Null in the browser.
 */
export interface ServerFragments {
  get(key: string): string | null;
  /** Keeps `value` under `key` until a change to something tagged purges it; returns it. */
  keep(key: string, value: string, tags: readonly string[]): string;
  /** HTML for an element that needs no context (no router, no data): the same for every reader. */
  render(element: ReactElement): string;
}

const ServerFragmentsContext = createContext<ServerFragments | null>(null);
export const ServerFragmentsProvider = ServerFragmentsContext.Provider;

export function useServerFragments(): ServerFragments | null {
  return useContext(ServerFragmentsContext);
}

/**
 * A live piece rendered by React where the kept HTML has a slot for it: the server moves it into the slot
 * once the page is rendered (see `moveIntoSlots`).
 */
export function SlotContent({ name, children }: { name: string; children: ReactElement }) {
  return <template {...{ [SLOT_FOR_ATTRIBUTE]: name }}>{children}</template>;
}

export const SLOT_FOR_ATTRIBUTE = 'data-slot-for';

/** The empty element kept HTML carries where a live piece goes. */
export const slotPlaceholder = (name: string) => `<div data-slot="${name}"></div>`;
export const SlotPlaceholder = ({ name }: { name: string }) => <div data-slot={name} />;

const SLOT_CONTENT_START = `<template ${SLOT_FOR_ATTRIBUTE}="`;

/**
 * Puts each slot's live piece into its place in the page's HTML. Done on every signed-in story page, so by
 * searching for the few markers rather than running a pattern over the whole page.
 */
export function moveIntoSlots(html: string): string {
  let start = html.indexOf(SLOT_CONTENT_START);
  if (start < 0) return html;
  const pieces = new Map<string, string>();
  let rest = '';
  let from = 0;
  while (start >= 0) {
    const nameEnd = html.indexOf('">', start + SLOT_CONTENT_START.length);
    const end = nameEnd < 0 ? -1 : html.indexOf('</template>', nameEnd);
    if (end < 0) break;
    pieces.set(html.slice(start + SLOT_CONTENT_START.length, nameEnd), html.slice(nameEnd + 2, end));
    rest += html.slice(from, start);
    from = end + '</template>'.length;
    start = html.indexOf(SLOT_CONTENT_START, from);
  }
  rest += html.slice(from);
  for (const [name, piece] of pieces) {
    const at = rest.indexOf(slotPlaceholder(name));
    if (at >= 0) rest = rest.slice(0, at) + piece + rest.slice(at + slotPlaceholder(name).length);
  }
  return rest;
}
