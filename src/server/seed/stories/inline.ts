import type { Markup, MarkupType } from '../../../shared/content';
import { isMarkupType } from '../../../shared/content';

/**
 * A small inline syntax so demo prose stays readable:
 *   **strong**  *em*  `code`  [label](https://…)  [label](@authorKey)  {HIGHLIGHT|any markup type}
 * A backslash escapes the next character. Links get linkMetadata as if already checked.
 */
export function parseInline(source: string): { text: string; markups: Markup[] } {
  let text = '';
  const markups: Markup[] = [];
  const stack: { type: MarkupType; start: number; closer: string }[] = [];
  const top = () => stack[stack.length - 1];
  const close = (extra: Partial<Markup> = {}) => {
    const frame = stack.pop()!;
    if (text.length > frame.start) markups.push({ type: frame.type, start: frame.start, end: text.length, ...extra });
  };

  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    const rest = source.slice(i);
    if (ch === '\\' && i + 1 < source.length) {
      text += source[++i];
    } else if (ch === '`') {
      const end = source.indexOf('`', i + 1);
      if (end < 0) throw new Error(`Unclosed code span in: ${source}`);
      const start = text.length;
      text += source.slice(i + 1, end);
      markups.push({ type: 'CODE', start, end: text.length });
      i = end;
    } else if (rest.startsWith('**')) {
      if (top()?.closer === '**') close();
      else stack.push({ type: 'STRONG', start: text.length, closer: '**' });
      i++;
    } else if (ch === '*') {
      if (top()?.closer === '*') close();
      else stack.push({ type: 'EM', start: text.length, closer: '*' });
    } else if (ch === '[' && /^\[[^\]]*\]\(/.test(rest)) {
      stack.push({ type: 'A', start: text.length, closer: ']' });
    } else if (ch === ']' && top()?.closer === ']' && source[i + 1] === '(') {
      const end = source.indexOf(')', i);
      if (end < 0) throw new Error(`Unclosed link target in: ${source}`);
      const target = source.slice(i + 2, end);
      if (target.startsWith('@')) close({ anchorType: 'USER', userId: target.slice(1) });
      else close({ href: target, anchorType: 'LINK', linkMetadata: { httpStatus: 200 } });
      i = end;
    } else if (ch === '{' && /^\{[A-Z_]+\|/.test(rest)) {
      const bar = source.indexOf('|', i);
      const type = source.slice(i + 1, bar);
      if (!isMarkupType(type)) throw new Error(`Unknown markup type ${type} in: ${source}`);
      stack.push({ type, start: text.length, closer: '}' });
      i = bar;
    } else if (ch === '}' && top()?.closer === '}') {
      close();
    } else {
      text += ch;
    }
  }
  if (stack.length > 0) throw new Error(`Unclosed ${top()!.type} in: ${source}`);
  return { text, markups };
}
