import { describe, expect, it } from 'vitest';
import { MESSAGES, checkDisplayName } from './auth';

describe('checkDisplayName', () => {
  it('keeps a readable name, trimmed and with whitespace collapsed', () => {
    expect(checkDisplayName('  Ada   Lovelace ')).toEqual({ ok: true, name: 'Ada Lovelace' });
    expect(checkDisplayName('Zoë Ψ 李小龍 🌿')).toEqual({ ok: true, name: 'Zoë Ψ 李小龍 🌿' });
  });

  it.each([
    ['NUL', 'Ada\u0000'],
    ['a control character', 'Ada\u0007Lovelace'],
    ['a right-to-left override', 'Ada \u202Eecalevol'],
    ['a bidi isolate', '\u2067Ada\u2069'],
    ['a left-to-right mark', 'Ada\u200E'],
    ['a zero-width space', 'A\u200Bda'],
    ['a zero-width joiner', 'A\u200Dda'],
    ['a word joiner', 'A\u2060da'],
    ['a byte-order mark', 'A\uFEFFda'],
    ['a lone surrogate', 'Ada\uD800'],
    ['a private-use character', 'Ada\uE000'],
  ])('refuses %s', (_label, name) => {
    expect(checkDisplayName(name)).toEqual({ ok: false, message: MESSAGES.nameHiddenCharacters });
  });

  it('asks for a name when there is none, and refuses one too long', () => {
    expect(checkDisplayName('  ')).toEqual({ ok: false, message: MESSAGES.nameRequired });
    expect(checkDisplayName('x'.repeat(51))).toEqual({ ok: false, message: MESSAGES.nameTooLong });
  });
});
