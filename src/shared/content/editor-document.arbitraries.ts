/** fast-check arbitraries for valid post bodies (used by the property tests of the editor mapping). */
import fc from 'fast-check';
import { MARKUP_ORDER, PARAGRAPH_LAYOUTS, PARAGRAPH_TYPES, SECTION_MEDIA_LAYOUTS, SECTION_TEXT_LAYOUTS } from './model';
import type { ImageMetadata, Markup, Paragraph, ParagraphType, PostBody, Section } from './model';

/** Characters that stress offsets: astral (two UTF-16 units), combining marks, breaks, quotes. */
const char = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('a', 'b', 'Z', ' ', '.', '7') },
  { weight: 2, arbitrary: fc.constantFrom('😀', '𝒜', '🇫🇷', 'é', 'e\u0301', '中', '—', '“', '"', "'") },
  { weight: 1, arbitrary: fc.constantFrom('\n', '\t', '\r') },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
);

export const textArb = fc.array(char, { maxLength: 24 }).map((chars) => chars.join(''));

const hrefArb = fc.constantFrom('https://example.com/a', 'http://example.org/b?x=1', 'mailto:ada@quire.test', 'https://quire.test/@grace');
const embedSrcArb = fc.constantFrom('/media/frame/a1b2c3d4e5f6', '/media/frame/0123456789ab');
const idArb = fc.constantFrom('img1', 'b2c3d4e5f6a7', 'x');
const shortTextArb = fc.constantFrom('A caption', '', 'Alt “quoted”', '😀 emoji');
const percentArb = fc.integer({ min: 0, max: 100 });
const sizeArb = fc.integer({ min: 1, max: 4000 });

export const imageArb: fc.Arbitrary<ImageMetadata> = fc
  .record(
    {
      id: idArb,
      originalWidth: sizeArb,
      originalHeight: sizeArb,
      focusPercentX: percentArb,
      focusPercentY: percentArb,
      alt: shortTextArb,
    },
    { requiredKeys: ['id', 'originalWidth', 'originalHeight'] },
  )
  .map((image) => image as ImageMetadata);

function markupArb(length: number): fc.Arbitrary<Markup> {
  const range = fc
    .tuple(fc.integer({ min: 0, max: length }), fc.integer({ min: 0, max: length }))
    .filter(([a, b]) => a !== b)
    .map(([a, b]) => (a < b ? { start: a, end: b } : { start: b, end: a }));
  const linkMetadata = fc.option(fc.oneof(fc.constant({}), fc.record({ httpStatus: fc.constantFrom(200, 404, 500) })), { nil: undefined });
  const link = fc.oneof(
    fc.record({ href: hrefArb, anchorType: fc.option(fc.constant<'LINK'>('LINK'), { nil: undefined }), linkMetadata }),
    fc.record({ anchorType: fc.constant<'USER'>('USER'), userId: fc.constantFrom('u1', 'u2'), href: fc.option(hrefArb, { nil: undefined }) }),
  );
  const other = fc.record({
    type: fc.constantFrom(...MARKUP_ORDER.filter((t) => t !== 'A')),
    href: fc.option(hrefArb, { nil: undefined }),
    userId: fc.option(fc.constantFrom('u1', 'u2'), { nil: undefined }),
    linkMetadata,
  });
  return fc
    .tuple(range, fc.oneof({ weight: 1, arbitrary: link.map((l) => ({ type: 'A' as const, ...l })) }, { weight: 3, arbitrary: other }))
    .map(([r, fields]) => {
      const m: Markup = { type: fields.type, start: r.start, end: r.end };
      for (const [key, value] of Object.entries(fields)) {
        if (value !== undefined && key !== 'type') (m as unknown as Record<string, unknown>)[key] = value;
      }
      return m;
    });
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** A valid paragraph of `type` (the name is set later). */
function paragraphArb(type: ParagraphType): fc.Arbitrary<Omit<Paragraph, 'name'>> {
  const rare = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined, freq: 8 });
  return textArb.chain((text) =>
    fc
      .record({
        markups: text.length === 0 ? fc.constant([]) : fc.array(markupArb(text.length), { maxLength: 6 }),
        layout: fc.option(fc.constantFrom(...PARAGRAPH_LAYOUTS), { nil: undefined, freq: 3 }),
        href: rare(hrefArb),
        hasDropCap: fc.option(fc.boolean(), { nil: undefined, freq: 3 }),
        dropCapImage: rare(imageArb),
        codeBlockMetadata:
          type === 'PRE'
            ? fc.option(fc.oneof(fc.constant({}), fc.record({ lang: fc.constantFrom('ts', 'python', '') })), { nil: undefined })
            : rare(fc.record({ lang: fc.constant('js') })),
        metadata: type === 'IMG' ? imageArb : rare(imageArb),
        iframe:
          type === 'IFRAME'
            ? fc.record(
                {
                  mediaResource: fc.record(
                    { id: idArb, iframeSrc: embedSrcArb, iframeWidth: sizeArb, iframeHeight: sizeArb, title: shortTextArb },
                    { requiredKeys: ['id', 'iframeSrc', 'iframeWidth', 'iframeHeight'] },
                  ),
                },
              )
            : fc.constant(undefined),
        mixtapeMetadata:
          type === 'MIXTAPE_EMBED'
            ? fc.record(
                { href: hrefArb, thumbnailImageId: idArb, title: shortTextArb, description: shortTextArb },
                { requiredKeys: ['href'] },
              )
            : fc.constant(undefined),
      })
      .map((fields) => withoutUndefined({ type, text, ...fields }) as Omit<Paragraph, 'name'>),
  );
}

const nameArb = fc.oneof(
  fc.stringMatching(/^[0-9a-f]{4}$/),
  fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/),
);

const sectionFieldsArb = fc.record(
  {
    textLayout: fc.constantFrom(...SECTION_TEXT_LAYOUTS),
    imageLayout: fc.constantFrom(...SECTION_MEDIA_LAYOUTS),
    backgroundImage: imageArb,
    videoLayout: fc.constantFrom(...SECTION_MEDIA_LAYOUTS),
    backgroundVideo: fc.record({ videoId: fc.constant('v1'), originalWidth: sizeArb, originalHeight: sizeArb }),
  },
  { requiredKeys: [] },
);

/** Types weighted towards the head shapes promotion cares about, and towards lists. */
const typeArb = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...PARAGRAPH_TYPES) },
  { weight: 2, arbitrary: fc.constantFrom<ParagraphType>('P', 'ULI', 'OLI', 'H3', 'H4', 'TITLE', 'SUBTITLE', 'KICKER') },
);

/** Valid post bodies: every type, layout and markup, overlaps, sections, unicode text. */
export const postBodyArb: fc.Arbitrary<PostBody> = fc
  .array(typeArb, { maxLength: 12 })
  .chain((types) =>
    fc.tuple(
      types.length === 0 ? fc.constant([]) : fc.tuple(...types.map(paragraphArb)),
      fc.uniqueArray(nameArb, { minLength: types.length, maxLength: types.length }),
      fc.uniqueArray(fc.integer({ min: 0, max: Math.max(0, types.length - 1) }), { maxLength: Math.min(4, types.length) }),
      fc.array(sectionFieldsArb, { minLength: 4, maxLength: 4 }),
    ),
  )
  .map(([drafts, names, starts, fields]) => {
    const paragraphs = drafts.map((draft, i) => ({ name: names[i]!, ...draft }));
    const sections: Section[] = [...starts]
      .sort((a, b) => a - b)
      .map((startIndex, i) => withoutUndefined({ name: `s${i}`, startIndex, ...fields[i] }));
    return { paragraphs, sections };
  });
