import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generatedFiles, wordmark } from '../../scripts/fonts.mjs';

const ROOT = join(import.meta.dirname, '..', '..');

describe('files generated from the web fonts', () => {
  it('are what `npm run fonts` writes from the font files today', async () => {
    for (const [path, text] of await generatedFiles()) expect(readFileSync(join(ROOT, path), 'utf8'), `${path}: run \`npm run fonts\``).toBe(text);
  });

  it('match every web face the stylesheets declare with fallback faces of the same weight and style', async () => {
    const files = await generatedFiles();
    const declared = [join(ROOT, 'src/client/styles/fonts.css'), join(ROOT, 'src/client/components/CustomStyle/custom-style.css')]
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const faces = [...declared.matchAll(/@font-face\s*\{[^}]*font-family:\s*'?([^';]+)'?;[^}]*font-style:\s*(\w+);[^}]*font-weight:\s*(\d+);/g)];
    expect(faces.length).toBeGreaterThanOrEqual(11);
    const generated = [...files.values()].join('\n');
    for (const [, family, style, weight] of faces) {
      expect(generated, `${family} ${weight} ${style}`).toMatch(new RegExp(`font-family: '${family} Fallback';\\n  font-style: ${style};\\n  font-weight: ${weight};`));
    }
  });

  it('outline the wordmark as wide as the browser sets it: the advances with kerning, less the letter spacing after each letter', () => {
    const mark = wordmark();
    // Source Serif 4 Bold's advances for Q, u, i, r, e: 746 + 654 + 344 + 480 + 547 units of 1000, less 5 × 30.
    expect(mark.width).toBeCloseTo(((746 + 654 + 344 + 480 + 547 - 5 * 30) * 26) / 1000, 3);
    expect(mark.height).toBe(26);
    expect(mark.path).toMatch(/^m[-\d]/);
  });
});
