/**
 * The smallest reader and writer of RFC 4180 CSV that subscriber import and export need (no CSV package is
 * installed; see docs/decisions/055). Fields are separated by commas and records by CRLF (a bare LF or CR is
 * accepted too); a field in double quotes may hold commas, line breaks and doubled quotes (`""`). A UTF-8 byte
 * order mark before the first field is dropped (spreadsheets write one).
 */

export interface CsvRecord {
  /** The row a spreadsheet shows it on (the header is row 1; an empty line is a row with nothing in it). */
  row: number;
  fields: string[];
}

export type CsvResult = { ok: true; records: CsvRecord[] } | { ok: false; row: number; reason: string };

/** Reads every record; stops at the first malformed one (a quote left open, text after a closing quote). */
export function parseCsv(text: string, options: { maxRecords?: number } = {}): CsvResult {
  const max = options.maxRecords ?? Number.POSITIVE_INFINITY;
  const records: CsvRecord[] = [];
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const n = text.length;
  let fields: string[] = [];
  let field = '';
  let row = 1;
  // Whether the current record has anything yet (an empty line is no record).
  let started = false;
  const endRecord = () => {
    fields.push(field);
    if (started) records.push({ row, fields });
    fields = [];
    field = '';
    started = false;
    row += 1;
  };
  while (i < n) {
    const c = text[i]!;
    if (c === '"' && field === '') {
      // A quoted field: up to the quote that is not doubled.
      started = true;
      i += 1;
      const start = row;
      let closed = false;
      while (i < n) {
        const q = text[i]!;
        if (q === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          closed = true;
          i += 1;
          break;
        }
        field += q;
        i += 1;
      }
      if (!closed) return { ok: false, row: start, reason: 'A quoted field is never closed.' };
      const next = text[i];
      if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') return { ok: false, row: start, reason: 'Text follows a closing quote.' };
      continue;
    }
    if (c === ',') {
      started = true;
      fields.push(field);
      field = '';
      i += 1;
      continue;
    }
    if (c === '\r' || c === '\n') {
      i += c === '\r' && text[i + 1] === '\n' ? 2 : 1;
      endRecord();
      if (records.length > max) return { ok: true, records };
      continue;
    }
    started = true;
    field += c;
    i += 1;
  }
  if (started || fields.length > 0) endRecord();
  return { ok: true, records };
}

/** One field as RFC 4180 writes it: quoted when it holds a comma, a quote or a line break. */
export function csvField(value: string): string {
  // A leading =, +, - or @ would be read as a formula by a spreadsheet: a quote character keeps it text.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvLine(values: readonly string[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
