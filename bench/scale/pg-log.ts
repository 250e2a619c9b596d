// Reads the statements one database ran from PostgreSQL's log (log_min_duration_statement = 0 on that
// database only), with their bound parameters and durations, so every query a page runs can be explained.

export interface LoggedStatement {
  sql: string;
  /** Bound values as PostgreSQL printed them (text), null for NULL. */
  params: (string | null)[];
  durationMs: number;
}

/** The Debian default prefix `%m [%p] %q%u@%d `: a timestamp, the pid, then user@database. */
const ENTRY = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(?:\.\d+)? \S+ \[\d+\] (?:(\S*)@(\S*) )?(\w+):\s+(.*)$/;
const EXECUTE = /^duration: ([\d.]+) ms\s+(?:execute [^:]*|statement): ([\s\S]*)$/;
const PARAMETERS = /^parameters: ([\s\S]*)$/;

interface Entry {
  database: string | null;
  level: string;
  message: string;
}

function entries(text: string): Entry[] {
  const out: Entry[] = [];
  for (const line of text.split('\n')) {
    const match = ENTRY.exec(line);
    if (match) out.push({ database: match[2] ?? null, level: match[3]!, message: match[4]! });
    else if (out.length > 0 && line !== '') out.at(-1)!.message += `\n${line.replace(/^\t/, '')}`;
  }
  return out;
}

/** `$1 = 'a''b', $2 = NULL` → ["a'b", null], in order of the numbers. */
export function parseParameters(text: string): (string | null)[] {
  const values: (string | null)[] = [];
  let i = 0;
  while (i < text.length) {
    const head = /^\s*,?\s*\$(\d+) = /.exec(text.slice(i));
    if (!head) break;
    i += head[0].length;
    const index = Number(head[1]) - 1;
    if (text.startsWith('NULL', i)) {
      values[index] = null;
      i += 4;
      continue;
    }
    if (text[i] !== "'") throw new Error(`unreadable parameter list near "${text.slice(i, i + 40)}"`);
    let value = '';
    i += 1;
    for (;;) {
      const quote = text.indexOf("'", i);
      if (quote < 0) throw new Error('unterminated parameter value');
      value += text.slice(i, quote);
      if (text[quote + 1] === "'") {
        value += "'";
        i = quote + 2;
      } else {
        i = quote + 1;
        break;
      }
    }
    values[index] = value;
  }
  return values;
}

/** Statements `database` ran, in order (transaction control left out: it has no plan). */
export function loggedStatements(text: string, database: string): LoggedStatement[] {
  const out: LoggedStatement[] = [];
  for (const entry of entries(text)) {
    if (entry.database !== database) continue;
    if (entry.level === 'LOG') {
      const match = EXECUTE.exec(entry.message);
      if (!match) continue;
      const sql = match[2]!.trim();
      if (/^(begin|commit|rollback|set|show|reset)\b/i.test(sql)) continue;
      out.push({ sql, params: [], durationMs: Number(match[1]) });
    } else if (entry.level === 'DETAIL' && out.length > 0) {
      const match = PARAMETERS.exec(entry.message);
      if (match && out.at(-1)!.params.length === 0) out.at(-1)!.params = parseParameters(match[1]!);
    }
  }
  return out;
}
