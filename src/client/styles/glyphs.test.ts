import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Icons drawn as a CSS mask (global.css `.glyph`): each class a component gives a glyph must carry its drawing.
const CLIENT = join(import.meta.dirname, '..');

function filesUnder(dir: string, extension: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Each `.class { --glyph: url("data:image/svg+xml,…") }` of the client's stylesheets, as class → SVG text. */
function glyphDrawings(): Map<string, string> {
  const drawings = new Map<string, string>();
  for (const file of filesUnder(CLIENT, '.css')) {
    const css = readFileSync(file, 'utf8');
    for (const [, selector, svg] of css.matchAll(/([^{}]+)\{[^}]*--glyph:\s*url\("data:image\/svg\+xml,([^"]+)"\)/g)) {
      const name = /\.([\w-]+)\s*$/.exec(selector!.trim())?.[1];
      if (name) drawings.set(name, decodeURIComponent(svg!));
    }
  }
  return drawings;
}

/** The classes given beside `glyph` in the client's components. */
function glyphClasses(): string[] {
  const names = new Set<string>();
  for (const file of filesUnder(CLIENT, '.tsx')) {
    for (const [, name] of readFileSync(file, 'utf8').matchAll(/["'`]glyph ([\w-]+)/g)) names.add(name!);
  }
  return [...names].sort();
}

describe('mask icons', () => {
  it('are used by the cards and story actions', () => {
    expect(glyphClasses()).toEqual(expect.arrayContaining(['bookmark-icon', 'member-star__glyph', 'story-counts__claps', 'story-counts__responses']));
  });

  it('each have an SVG drawing in a stylesheet, the filled bookmark too', () => {
    const drawings = glyphDrawings();
    for (const name of [...glyphClasses(), 'bookmark-icon--filled']) {
      const svg = drawings.get(name);
      expect(svg, name).toMatch(/^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg' viewBox='[\d .]+'[^>]*>.*<path [^>]*d='M[^']+'.*<\/svg>$/);
    }
  });
});
