/**
 * The custom style sheet of "Design your profile" (spec 2 §3, §5): three fonts from SERIF_1, SERIF_2 and
 * SANS_SERIF_1, an accent and a background colour (valid hex or rgba), checked for readability. The fonts alone
 * are in style-fonts.ts: that is all the story page, which wears a design, needs.
 */
import { check, forward, nullish, object, picklist, pipe, rawTransform, safeParse, string, transform } from 'valibot';
import { STYLE_SHEET_FONTS, type StyleSheetFont } from './style-fonts';

export const STYLE_SHEET_MESSAGES = {
  colorInvalid: (label: string) => `${label} must be a colour such as #1a8917 or rgba(26, 137, 23, 1).`,
  fontInvalid: 'Please choose one of the fonts offered.',
} as const;

export { FONT_FAMILIES, STYLE_SHEET_FONTS, type StyleSheetFont } from './style-fonts';

/** The three roles a font plays: font1 titles and headings, font2 the text, font3 the details (names, dates, tabs). */
export const FONT_ROLES = [
  { key: 'font1', label: 'Titles' },
  { key: 'font2', label: 'Text' },
  { key: 'font3', label: 'Details' },
] as const;

export interface StyleSheetValues {
  font1: StyleSheetFont;
  font2: StyleSheetFont;
  font3: StyleSheetFont;
  accentColor: string;
  backgroundColor: string;
  headerImageId: string | null;
}

export const DEFAULT_STYLE_SHEET: StyleSheetValues = {
  font1: 'SANS_SERIF_1',
  font2: 'SERIF_1',
  font3: 'SANS_SERIF_1',
  accentColor: '#1a8917',
  backgroundColor: '#ffffff',
  headerImageId: null,
};

/** Accent colours offered as swatches (any other valid colour may be typed). */
export const ACCENT_PALETTE: readonly { name: string; color: string }[] = [
  { name: 'Green', color: '#1a8917' },
  { name: 'Ink', color: '#242424' },
  { name: 'Blue', color: '#1e5aa8' },
  { name: 'Teal', color: '#0f7a75' },
  { name: 'Violet', color: '#6b3fa0' },
  { name: 'Rose', color: '#b3265e' },
  { name: 'Red', color: '#c0392b' },
  { name: 'Amber', color: '#b86e00' },
];

/** Background colours offered as swatches: light, so text stays readable. */
export const BACKGROUND_PALETTE: readonly { name: string; color: string }[] = [
  { name: 'White', color: '#ffffff' },
  { name: 'Paper', color: '#f7f4ed' },
  { name: 'Mist', color: '#f1f5f9' },
  { name: 'Blush', color: '#fbf1f1' },
  { name: 'Sage', color: '#f0f5ee' },
];

export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const NUMBER = String.raw`\s*(\d{1,3}(?:\.\d+)?%?)\s*`;
const ALPHA = String.raw`\s*(0|1|0?\.\d+|1\.0+|\d{1,3}%)\s*`;
const RGBA = new RegExp(String.raw`^rgba?\(${NUMBER},${NUMBER},${NUMBER}(?:,${ALPHA})?\)$`, 'i');

function channel(text: string): number | null {
  const value = text.endsWith('%') ? (Number(text.slice(0, -1)) * 255) / 100 : Number(text);
  return Number.isFinite(value) && value >= 0 && value <= 255 ? value : null;
}

/** A colour written as hex (#rgb, #rgba, #rrggbb, #rrggbbaa) or rgb()/rgba(); null when it is neither (spec 2 §5). */
export function parseColor(raw: string | null | undefined): Rgba | null {
  const text = (raw ?? '').trim();
  const hex = HEX.exec(text)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
    const byte = (i: number) => parseInt(full.slice(i * 2, i * 2 + 2), 16);
    return { r: byte(0), g: byte(1), b: byte(2), a: full.length === 8 ? byte(3) / 255 : 1 };
  }
  const match = RGBA.exec(text);
  if (!match) return null;
  const [r, g, b] = [match[1], match[2], match[3]].map((c) => channel(c ?? ''));
  if (r == null || g == null || b == null) return null;
  const alphaText = match[4];
  const a = alphaText === undefined ? 1 : alphaText.endsWith('%') ? Number(alphaText.slice(0, -1)) / 100 : Number(alphaText);
  if (!(a >= 0 && a <= 1)) return null;
  return { r, g, b, a };
}

export function isValidColor(raw: string | null | undefined): boolean {
  return parseColor(raw) !== null;
}

/** The stored form of a colour: lowercase #rrggbb when opaque, else rgba(). */
export function normalizeColor(raw: string): string | null {
  const c = parseColor(raw);
  if (!c) return null;
  const hex = (n: number) => Math.round(n).toString(16).padStart(2, '0');
  if (c.a === 1) return `#${hex(c.r)}${hex(c.g)}${hex(c.b)}`;
  return `rgba(${Math.round(c.r)}, ${Math.round(c.g)}, ${Math.round(c.b)}, ${Number(c.a.toFixed(3))})`;
}

/** Relative luminance (WCAG), of the colour laid over white when it is translucent. */
export function luminance(color: Rgba): number {
  const over = (v: number) => (v * color.a + 255 * (1 - color.a)) / 255;
  const lin = (v: number) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(over(color.r)) + 0.7152 * lin(over(color.g)) + 0.0722 * lin(over(color.b));
}

export function contrastRatio(a: Rgba, b: Rgba): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Backgrounds must stay light enough for dark text (contrast with the ink of at least 7:1). */
export const MIN_BACKGROUND_CONTRAST = 7;
/** An accent carries buttons and links: it must stand out against the background (at least 3:1). */
export const MIN_ACCENT_CONTRAST = 3;

/**
 * A spectrum of colour points from the background to the accent (spec 2 §3: colour palettes with spectra of
 * colour points): `point` 0 is the background, 1 the accent; tints between serve highlights and hovers.
 */
export function colorSpectrum(accent: string, background: string, steps = 5): { color: string; point: number }[] {
  const from = parseColor(background) ?? { r: 255, g: 255, b: 255, a: 1 };
  const to = parseColor(accent) ?? { r: 26, g: 137, b: 23, a: 1 };
  return Array.from({ length: steps }, (_, i) => {
    const t = i / (steps - 1);
    const mix = (x: number, y: number) => Math.round(x + (y - x) * t);
    const hex = (n: number) => n.toString(16).padStart(2, '0');
    return { color: `#${hex(mix(from.r, to.r))}${hex(mix(from.g, to.g))}${hex(mix(from.b, to.b))}`, point: t };
  });
}

export type StyleSheetInput = Partial<Record<'font1' | 'font2' | 'font3' | 'accentColor' | 'backgroundColor', string | null>>;
export type StyleSheetCheck =
  | { ok: true; values: Omit<StyleSheetValues, 'headerImageId'> }
  | { ok: false; field: 'font1' | 'font2' | 'font3' | 'accentColor' | 'backgroundColor'; message: string };

const INK: Rgba = { r: 36, g: 36, b: 36, a: 1 };

const FIELD_NAMES = ['font1', 'font2', 'font3', 'accentColor', 'backgroundColor'] as const;
type StyleSheetField = (typeof FIELD_NAMES)[number];

/** A font, when one is given: one of those offered. */
const fontSchema = nullish(picklist(STYLE_SHEET_FONTS, STYLE_SHEET_MESSAGES.fontInvalid));

/** A colour, when one is given, in its stored form (see normalizeColor). */
function colorSchema(label: string) {
  const message = STYLE_SHEET_MESSAGES.colorInvalid(label);
  return nullish(
    pipe(
      string(message),
      rawTransform(({ dataset, addIssue, NEVER }) => {
        const normalized = normalizeColor(dataset.value);
        if (normalized === null) {
          addIssue({ message });
          return NEVER;
        }
        return normalized;
      }),
    ),
  );
}

/**
 * A design over its current (or default) values: known fonts, valid colours (fields in the form's order), then
 * readable ones: a background light enough for the text, an accent that stands out from the background.
 */
export function styleSheetSchema(current: Omit<StyleSheetValues, 'headerImageId'> = DEFAULT_STYLE_SHEET) {
  return pipe(
    object({
      font1: fontSchema,
      font2: fontSchema,
      font3: fontSchema,
      accentColor: colorSchema('The accent colour'),
      backgroundColor: colorSchema('The background colour'),
    }),
    transform((input) => ({
      ...current,
      font1: input.font1 ?? current.font1,
      font2: input.font2 ?? current.font2,
      font3: input.font3 ?? current.font3,
      accentColor: input.accentColor ?? current.accentColor,
      backgroundColor: input.backgroundColor ?? current.backgroundColor,
    })),
    forward(
      check((values) => contrastRatio(parseColor(values.backgroundColor)!, INK) >= MIN_BACKGROUND_CONTRAST, 'The background colour must be light enough for text to stay readable.'),
      ['backgroundColor'],
    ),
    forward(
      check((values) => contrastRatio(parseColor(values.accentColor)!, parseColor(values.backgroundColor)!) >= MIN_ACCENT_CONTRAST, 'The accent colour must stand out from the background.'),
      ['accentColor'],
    ),
  );
}

/** Checks a design against its current (or default) values; a refusal names the field at fault. */
export function checkStyleSheet(input: StyleSheetInput, current: Omit<StyleSheetValues, 'headerImageId'> = DEFAULT_STYLE_SHEET): StyleSheetCheck {
  const result = safeParse(styleSheetSchema(current), input, { abortEarly: true });
  if (result.success) return { ok: true, values: result.output };
  const issue = result.issues[0];
  const key = issue.path?.[0]?.key;
  const field: StyleSheetField = FIELD_NAMES.find((name) => name === key) ?? 'backgroundColor';
  return { ok: false, field, message: issue.message };
}
