// `npm run fonts`: the files Quire derives from its web fonts, written from the font files themselves:
//
// - The metric-matched local fallback faces (`size-adjust`, `ascent-override`, `descent-override`,
//   `line-gap-override`) of every web face the styles declare, one per weight and style, so text set in a fallback
//   while the web font loads takes the room the web font will: capsize (@capsizecss/unpack reads the web font's
//   metrics and average latin width from its file; @capsizecss/metrics has the local fonts'; @capsizecss/core works
//   out the overrides).
// - The logo's wordmark, "Quire" in Source Serif 4 Bold as the browser sets it (26 px, letter-spacing -0.03em,
//   kerning), outlined as an SVG path with fontkit, so the logo costs no font download.
//
// `npm run fonts -- --check` (and test/checks/fonts.test.ts) fails when a written file differs from what the font
// files give, e.g. after a font package update.
import { createFontStack } from '@capsizecss/core';
import { fromFile } from '@capsizecss/unpack/fs';
import * as fontkit from 'fontkit';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FONTSOURCE = join(ROOT, 'node_modules', '@fontsource');

/** The local fonts a fallback face may use, one per platform family; `twins` have the same advance widths. */
const SERIF_FALLBACKS = [
  // macOS, iOS, Windows.
  { suffix: 'Fallback', metrics: 'georgia', twins: [] },
  // Android.
  { suffix: 'Fallback Noto', metrics: 'notoSerif', twins: [] },
  // Linux: Times New Roman or a font made to its widths.
  { suffix: 'Fallback Times', metrics: 'timesNewRoman', twins: ['liberation:Liberation Serif', 'tinos'] },
];
const SANS_FALLBACKS = [
  // macOS, Windows, Linux: Arial or a font made to its widths.
  { suffix: 'Fallback', metrics: 'arial', twins: ['liberation:Liberation Sans', 'arimo'] },
  // Android.
  { suffix: 'Fallback Roboto', metrics: 'roboto', twins: [] },
];

/** Every web face the styles declare: its family, its @fontsource package, its weights and styles, and its fallbacks. */
export const WEB_FONTS = [
  {
    family: 'Source Serif 4',
    package: 'source-serif-4',
    faces: [
      [400, 'normal'],
      [400, 'italic'],
      [700, 'normal'],
      [700, 'italic'],
    ],
    fallbacks: SERIF_FALLBACKS,
    output: 'src/client/styles/font-fallbacks.generated.css',
  },
  {
    family: 'Inter',
    package: 'inter',
    faces: [
      [400, 'normal'],
      [500, 'normal'],
      [600, 'normal'],
      [700, 'normal'],
    ],
    fallbacks: SANS_FALLBACKS,
    output: 'src/client/styles/font-fallbacks.generated.css',
  },
  {
    // Only pages that can wear an author's design declare Charis SIL (components/CustomStyle/custom-style.css).
    family: 'Charis SIL',
    package: 'charis-sil',
    faces: [
      [400, 'normal'],
      [400, 'italic'],
      [700, 'normal'],
    ],
    fallbacks: SERIF_FALLBACKS,
    output: 'src/client/components/CustomStyle/charis-fallbacks.generated.css',
  },
];

export const WORDMARK = {
  text: 'Quire',
  font: 'source-serif-4/files/source-serif-4-latin-700-normal.woff2',
  /** As .logo__word set it: `font: 700 26px/1`, `letter-spacing: -0.03em`. */
  fontSize: 26,
  letterSpacingEm: -0.03,
  output: 'src/client/components/Metabar/wordmark.generated.ts',
};

/** The file of one web face in its @fontsource package (latin subset, woff2), as fonts.css names it. */
export function webFontFile(pkg, weight, style) {
  return join(FONTSOURCE, pkg, 'files', `${pkg}-latin-${weight}-${style}.woff2`);
}

/** The capsize metrics of a local font in the weight and style nearest a web face's: regular or bold, upright or italic. */
async function localMetrics(name, weight, style) {
  const bold = weight >= 600;
  const variant = bold ? (style === 'italic' ? '700italic' : '700') : style === 'italic' ? 'italic' : 'regular';
  const module = await import(`@capsizecss/metrics/${name}/${variant}`);
  return { metrics: module.default, bold, italic: style === 'italic' };
}

/** Names local() matches (full and PostScript names) for a local font and its metric twins, in that weight and style. */
async function localNames(fallback, weight, style) {
  const { metrics, bold, italic } = await localMetrics(fallback.metrics, weight, style);
  // A regular face's full name is often the family's own (Noto Serif, Roboto, Tinos), whatever the metrics say.
  const names = [...(bold || italic ? [] : [metrics.familyName]), metrics.fullName, metrics.postscriptName];
  for (const twin of fallback.twins) {
    if (twin.startsWith('liberation:')) {
      const family = twin.slice('liberation:'.length);
      const full = [family, bold ? 'Bold' : '', italic ? 'Italic' : ''].filter(Boolean).join(' ');
      const postscript = `${family.replace(/\s+/g, '')}${bold || italic ? `-${bold ? 'Bold' : ''}${italic ? 'Italic' : ''}` : ''}`;
      names.push(full, postscript);
    } else {
      const twinMetrics = (await localMetrics(twin, weight, style)).metrics;
      names.push(...(bold || italic ? [] : [twinMetrics.familyName]), twinMetrics.fullName, twinMetrics.postscriptName);
    }
  }
  return { metrics, names: [...new Set(names.filter(Boolean))] };
}

const percent = (value) => `${Number((value * 100).toFixed(4))}%`;

/**
 * The fallback @font-face rules of one web font. capsize's createFontStack works out the size adjustment (the ratio
 * of the two faces' average latin widths); the vertical overrides are the web face's own metrics in the adjusted em,
 * as capsize computes them, written out even where the local font happens to have the same.
 */
export async function fallbackFaces(font) {
  const rules = [];
  for (const fallback of font.fallbacks) {
    for (const [weight, style] of font.faces) {
      const web = await fromFile(webFontFile(font.package, weight, style));
      const local = await localNames(fallback, weight, style);
      const [face] = createFontStack([web, local.metrics], { fontFaceFormat: 'styleObject' }).fontFaces;
      const sizeAdjust = parseFloat(face['@font-face'].sizeAdjust ?? '100%') / 100;
      const em = web.unitsPerEm * sizeAdjust;
      rules.push(
        [
          '@font-face {',
          `  font-family: '${font.family} ${fallback.suffix}';`,
          `  font-style: ${style};`,
          `  font-weight: ${weight};`,
          `  src: ${local.names.map((name) => `local('${name}')`).join(', ')};`,
          `  size-adjust: ${percent(sizeAdjust)};`,
          `  ascent-override: ${percent(web.ascent / em)};`,
          `  descent-override: ${percent(Math.abs(web.descent) / em)};`,
          `  line-gap-override: ${percent(web.lineGap / em)};`,
          '}',
        ].join('\n'),
      );
    }
  }
  return rules;
}

const round = (value, digits = 2) => Number(value.toFixed(digits));

/**
 * The wordmark as the browser lays it out: the glyphs with the font's kerning, each followed by the letter spacing
 * (the browser adds it after every letter, the last too), on the baseline of a line box as tall as the font size
 * (line-height 1: the half-leading is negative and shared above and below, each metric rounded to a pixel, as
 * Chromium does). Returns the path in font units and the box: `viewBox` maps it onto `width` × `height` px.
 */
export function wordmark(spec = WORDMARK) {
  const font = fontkit.openSync(join(FONTSOURCE, spec.font));
  const scale = spec.fontSize / font.unitsPerEm;
  const ascent = Math.round(font.ascent * scale);
  const descent = Math.round(-font.descent * scale);
  const baseline = (spec.fontSize - (ascent + descent)) / 2 + ascent;
  const spacing = spec.letterSpacingEm * font.unitsPerEm;
  const run = font.layout(spec.text);
  let x = 0;
  // Whole font units (a thousandth of an em: 0.03 px here), written relative to the previous point (each absolute
  // point rounded first, so nothing drifts), with no separator where a minus sign will do.
  let path = '';
  let current = [0, 0];
  let start = [0, 0];
  let previous = '';
  const number = (value, first) => (value < 0 || first ? `${value}` : ` ${value}`);
  run.glyphs.forEach((glyph, index) => {
    const position = run.positions[index];
    const dx = x + position.xOffset;
    const dy = position.yOffset;
    for (const { command, args } of glyph.path.commands) {
      const letter = { moveTo: 'm', lineTo: 'l', quadraticCurveTo: 'q', bezierCurveTo: 'c', closePath: 'z' }[command];
      if (!letter) throw new Error(`unknown path command ${command}`);
      if (letter === 'z') {
        path += 'z';
        current = start;
        previous = letter;
        continue;
      }
      // A command repeating the one before needs no letter (a moveto would turn into a lineto).
      const repeated = letter === previous && letter !== 'm';
      let text = '';
      let end = current;
      for (let i = 0; i < args.length; i += 2) {
        const point = [Math.round(args[i] + dx), Math.round(-(args[i + 1] + dy))];
        text += number(point[0] - current[0], text === '' && !repeated) + number(point[1] - current[1], false);
        end = point;
      }
      path += (repeated ? '' : letter) + text;
      previous = letter;
      current = end;
      if (letter === 'm') start = end;
    }
    x += position.xAdvance + spacing;
  });
  const heightUnits = spec.fontSize / scale;
  const top = baseline / scale;
  return {
    width: round(x * scale, 3),
    height: spec.fontSize,
    viewBox: `0 ${round(-top, 3)} ${round(x, 3)} ${round(heightUnits, 3)}`,
    path,
  };
}

/** Every generated file's path (from the project root) and text. */
export async function generatedFiles() {
  const files = new Map();
  for (const font of WEB_FONTS) {
    const rules = await fallbackFaces(font);
    const header =
      files.get(font.output) ??
      [
        '/*',
        ' * Generated by `npm run fonts` (scripts/fonts.mjs) from the font files: do not edit.',
        ' * Local fallback faces matched to each web face (average latin width, ascent, descent, line gap), so that text',
        ' * set in one while the web font loads moves nothing when the web font swaps in.',
        ' */',
        '',
      ].join('\n');
    files.set(font.output, `${header}\n/* ${font.family} */\n${rules.join('\n')}\n`);
  }
  const mark = wordmark();
  files.set(
    WORDMARK.output,
    [
      `// Generated by \`npm run fonts\` (scripts/fonts.mjs) from ${WORDMARK.font}: do not edit.`,
      `/** "${WORDMARK.text}" in Source Serif 4 Bold, ${WORDMARK.fontSize} px, letter-spacing ${WORDMARK.letterSpacingEm}em, outlined: the logo needs no web font. */`,
      `export const WORDMARK = ${JSON.stringify(mark, null, 2).replace(/"(\w+)":/g, '$1:')} as const;`,
      '',
    ].join('\n'),
  );
  return files;
}

async function main() {
  const check = process.argv.includes('--check');
  const stale = [];
  for (const [path, text] of await generatedFiles()) {
    const file = join(ROOT, path);
    let current = null;
    try {
      current = readFileSync(file, 'utf8');
    } catch {
      // Not written yet.
    }
    if (current === text) continue;
    if (check) stale.push(path);
    else {
      writeFileSync(file, text);
      console.log(`wrote ${path}`);
    }
  }
  if (stale.length) {
    console.error(`Out of date (run \`npm run fonts\`): ${stale.join(', ')}`);
    return 1;
  }
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    (code) => (process.exitCode = code),
    (error) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
