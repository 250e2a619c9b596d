import { createContext, useContext, useEffect } from 'react';
import { escapeHtml, jsonForScript } from '../../shared/format/html';
import type { AlternateLink } from '../../shared/syndication';
import type { PreloadFace } from '../../shared/validation/style-fonts';

export interface HeadTags {
  title?: string;
  description?: string;
  canonical?: string;
  meta?: { name?: string; property?: string; content: string }[];
  jsonLd?: Record<string, unknown>;
  robots?: string;
  /** `<link rel="alternate">`: the page's feed (RSS autodiscovery) and its oEmbed description. */
  alternates?: AlternateLink[];
  /**
   * The web faces the page shows above the fold, when not its page type's (a page wearing a design): the server
   * preloads these beside the bar's instead (server/http/font-preloads.ts). Not a tag of its own.
   */
  fonts?: readonly PreloadFace[];
}

/** Collects what pages want in <head> during server rendering; in the browser only the title changes. */
export class HeadCollector {
  tags: HeadTags = {};
  set(tags: HeadTags) {
    this.tags = { ...this.tags, ...tags };
  }
}

const HeadContext = createContext<HeadCollector | null>(null);
export const HeadProvider = HeadContext.Provider;

export function useHead(tags: HeadTags) {
  const collector = useContext(HeadContext);
  if (collector) collector.set(tags);
  const title = tags.title;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}

export function renderHeadTags(tags: HeadTags, productName: string): string {
  const out: string[] = [];
  out.push(`<title>${escapeHtml(tags.title ?? productName)}</title>`);
  if (tags.description) out.push(`<meta name="description" content="${escapeHtml(tags.description)}">`);
  if (tags.robots) out.push(`<meta name="robots" content="${escapeHtml(tags.robots)}">`);
  if (tags.canonical) out.push(`<link rel="canonical" href="${escapeHtml(tags.canonical)}">`);
  for (const link of tags.alternates ?? []) {
    const title = link.title ? ` title="${escapeHtml(link.title)}"` : '';
    out.push(`<link rel="alternate" type="${escapeHtml(link.type)}" href="${escapeHtml(link.href)}"${title}>`);
  }
  for (const m of tags.meta ?? []) {
    const key = m.property ? `property="${escapeHtml(m.property)}"` : `name="${escapeHtml(m.name ?? '')}"`;
    out.push(`<meta ${key} content="${escapeHtml(m.content)}">`);
  }
  if (tags.jsonLd) out.push(`<script type="application/ld+json">${jsonForScript(tags.jsonLd)}</script>`);
  return out.join('\n    ');
}
