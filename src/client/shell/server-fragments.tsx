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

/** Puts each slot's live piece into its place in the page's HTML. */
export function moveIntoSlots(html: string): string {
  const pieces = new Map<string, string>();
  const rest = html.replace(new RegExp(`<template ${SLOT_FOR_ATTRIBUTE}="([a-z-]+)">([\\s\\S]*?)</template>`, 'g'), (_all, name: string, piece: string) => {
    pieces.set(name, piece);
    return '';
  });
  let out = rest;
  for (const [name, piece] of pieces) out = out.replace(slotPlaceholder(name), () => piece);
  return out;
}
