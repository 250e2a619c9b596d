/** Deeper than any real query or document needs; far below what would exhaust the parser's stack. */
export const MAX_QUERY_NESTING = 64;

/**
 * How deeply brackets, braces and parentheses nest in a GraphQL source, ignoring strings and comments.
 * Read before parsing, so a hostile literal such as `[[[[…]]]]` is refused instead of overflowing the
 * recursive parser.
 */
export function queryNesting(source: string, stopAbove = MAX_QUERY_NESTING): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < source.length; i += 1) {
    const c = source[i];
    if (c === '#') {
      while (i < source.length && source[i] !== '\n' && source[i] !== '\r') i += 1;
    } else if (c === '"') {
      i = endOfString(source, i);
    } else if (c === '[' || c === '{' || c === '(') {
      depth += 1;
      if (depth > deepest) deepest = depth;
      if (deepest > stopAbove) return deepest;
    } else if (c === ']' || c === '}' || c === ')') {
      depth = Math.max(0, depth - 1);
    }
  }
  return deepest;
}

/** The index of a string literal's closing quote (block strings included), or the end of the source. */
function endOfString(source: string, start: number): number {
  if (source.startsWith('"""', start)) {
    const end = source.indexOf('"""', start + 3);
    return end === -1 ? source.length : end + 2;
  }
  for (let i = start + 1; i < source.length; i += 1) {
    if (source[i] === '\\') i += 1;
    else if (source[i] === '"' || source[i] === '\n') return i;
  }
  return source.length;
}
