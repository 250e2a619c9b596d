import { describe, expect, it } from 'vitest';
import { trimCodeBlocks, trimCodeText } from './code-blocks';
import type { Paragraph, PostBody } from './model';

const para = (type: Paragraph['type'], text: string, extra: Partial<Paragraph> = {}): Paragraph => ({ name: `n${text.length}`, type, text, markups: [], ...extra });
const body = (...paragraphs: Paragraph[]): PostBody => ({ paragraphs, sections: [] });

describe('trimCodeText', () => {
  it('drops the empty lines at the end of a code block', () => {
    expect(trimCodeText('const a = 1;\n\n\n')).toBe('const a = 1;');
    expect(trimCodeText('const a = 1;\n')).toBe('const a = 1;');
  });

  it('counts a line of spaces or tabs as empty, but keeps the last line as written', () => {
    expect(trimCodeText('x\n    \n\t\n')).toBe('x');
    expect(trimCodeText('x;  ')).toBe('x;  ');
    expect(trimCodeText('if (a) {\n  go();\n}\r\n')).toBe('if (a) {\n  go();\n}');
  });

  it('keeps empty lines at the start and in the middle', () => {
    expect(trimCodeText('\n\na\n\nb')).toBe('\n\na\n\nb');
  });

  it('leaves nothing of a block that is only empty lines', () => {
    expect(trimCodeText('\n\n  \n')).toBe('');
  });

  it('is linear in a long run of line breaks', () => {
    const text = `x${'\n '.repeat(200_000)}`;
    expect(trimCodeText(text)).toBe('x');
  });
});

describe('trimCodeBlocks', () => {
  it('trims code blocks only, clipping their markups to the text left', () => {
    const code = para('PRE', 'let b;\n\n', { markups: [{ type: 'STRONG', start: 0, end: 8 }, { type: 'EM', start: 7, end: 8 }] });
    const text = para('P', 'A paragraph\n\n');
    const trimmed = trimCodeBlocks(body(code, text));
    expect(trimmed.paragraphs[0]).toEqual({ ...code, text: 'let b;', markups: [{ type: 'STRONG', start: 0, end: 6 }] });
    expect(trimmed.paragraphs[1]).toBe(text);
  });

  it('returns the same body when there is nothing to trim', () => {
    const untouched = body(para('PRE', 'a\nb'), para('P', 'c'));
    expect(trimCodeBlocks(untouched)).toBe(untouched);
  });
});
