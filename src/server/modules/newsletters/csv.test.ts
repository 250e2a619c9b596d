import { describe, expect, it } from 'vitest';
import { csvLine, parseCsv } from './csv';

const fields = (text: string) => {
  const result = parseCsv(text);
  if (!result.ok) throw new Error(result.reason);
  return result.records.map((r) => [r.row, ...r.fields]);
};

describe('parseCsv (RFC 4180)', () => {
  it('reads plain fields with CRLF, LF or CR line ends and a last line without one', () => {
    expect(fields('email,name\r\na@x.test,Ada\r\n')).toEqual([[1, 'email', 'name'], [2, 'a@x.test', 'Ada']]);
    expect(fields('a,b\nc,d')).toEqual([[1, 'a', 'b'], [2, 'c', 'd']]);
    expect(fields('a\rb\r')).toEqual([[1, 'a'], [2, 'b']]);
  });

  it('keeps empty fields and skips empty lines, counting them as rows', () => {
    expect(fields('a,,c\n\n,b,\n')).toEqual([[1, 'a', '', 'c'], [3, '', 'b', '']]);
  });

  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    expect(fields('"Lovelace, Ada","She said ""hi""","two\r\nlines"\r\nnext,row')).toEqual([
      [1, 'Lovelace, Ada', 'She said "hi"', 'two\r\nlines'],
      [2, 'next', 'row'],
    ]);
    expect(fields('""\n')).toEqual([[1, '']]);
  });

  it('drops a byte order mark', () => {
    expect(fields('\ufeffemail\nx@y.test')).toEqual([[1, 'email'], [2, 'x@y.test']]);
  });

  it('refuses a quote left open and text after a closing quote, naming the row', () => {
    expect(parseCsv('a\n"b,c\n')).toEqual({ ok: false, row: 2, reason: 'A quoted field is never closed.' });
    expect(parseCsv('a\nb\n"c"d\n')).toEqual({ ok: false, row: 3, reason: 'Text follows a closing quote.' });
  });

  it('stops reading past the record limit', () => {
    const result = parseCsv('a\nb\nc\nd\ne\n', { maxRecords: 2 });
    expect(result.ok && result.records.length).toBe(3);
  });
});

describe('csvLine', () => {
  it('quotes what needs quoting and keeps formulas as text', () => {
    expect(csvLine(['a@x.test', 'Lovelace, Ada', 'say "hi"'])).toBe('a@x.test,"Lovelace, Ada","say ""hi"""\r\n');
    expect(csvLine(['=1+1', '@cmd', 'plain'])).toBe("'=1+1,'@cmd,plain\r\n");
  });

  it('round-trips through parseCsv', () => {
    const values = ['x@y.test', 'multi\nline', '"quoted"', ''];
    expect(fields(csvLine(values))).toEqual([[1, ...values]]);
  });
});
