import { describe, expect, it } from 'vitest';
import { MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../shared/validation/auth';
import { checkNewPassword, hashPassword, verifyPassword } from './passwords';

describe('checkNewPassword', () => {
  it('takes 8 to 128 characters and refuses 7 and 129', () => {
    expect(checkNewPassword('vX9#qLm2')).toBeNull();
    expect(checkNewPassword('vX9#qLm2'.repeat(16))).toBeNull();
    expect('vX9#qLm2'.repeat(16)).toHaveLength(PASSWORD_MAX_LENGTH);
    expect(checkNewPassword('vX9#qLm')).toBe(MESSAGES.passwordTooShort);
    expect(checkNewPassword('vX9#qLm2'.repeat(16) + 'z')).toBe(MESSAGES.passwordTooLong);
    expect(checkNewPassword('')).toBe(MESSAGES.passwordTooShort);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(checkNewPassword('🔑🔑🔑🔑🔑🔑🔑')).toBe(MESSAGES.passwordTooShort);
    expect(checkNewPassword('🔑🎹🌵🐙🚲🧭🎈🪁')).toBeNull();
    expect([...'🔑🎹🌵🐙🚲🧭🎈🪁']).toHaveLength(PASSWORD_MIN_LENGTH);
  });

  it('refuses common passwords whatever their case', () => {
    for (const password of ['password', 'PASSWORD', 'Password1', 'iloveyou', 'Sunshine', 'qwertyuiop', 'trustno1', 'football']) {
      expect(checkNewPassword(password), password).toBe(MESSAGES.passwordTooCommon);
    }
  });

  it('refuses repeated characters, sequences and keyboard runs', () => {
    for (const password of ['aaaaaaaa', '11111111', '12121212', 'abcabcab', '12345678', '87654321', 'abcdefgh', 'HGFEDCBA', 'qwertyui', 'asdfghjkl', '1qaz2wsx3edc', '!@#$%^&*']) {
      expect(checkNewPassword(password), password).toBe(MESSAGES.passwordTooCommon);
    }
  });

  it('sees through a few added digits or symbols and look-alike characters', () => {
    for (const password of ['P@ssw0rd', 'p4ssw0rd!', 'dragon2024', 'Monkey2024', 'letmein123', 'sunshine#1', 'abcdef12']) {
      expect(checkNewPassword(password), password).toBe(MESSAGES.passwordTooCommon);
    }
  });

  it('accepts passwords that are not on the list', () => {
    for (const password of ['correct horse battery staple', 'Tr0mbone-Lantern-7', 'vX9#qLm2', 'mapleSyrup!rain', 'zq8!Lr2#Pw', 'xt0g-u9ak-2mw7']) {
      expect(checkNewPassword(password), password).toBeNull();
    }
  });

  it('judges strength with zxcvbn, counting the name and email as known to an attacker', () => {
    expect(checkNewPassword('BASEBALL')).toBe(MESSAGES.passwordTooCommon);
    expect(checkNewPassword('margaretHamilton', ['Margaret Hamilton', 'margaret@quire.test'])).toBe(MESSAGES.passwordTooCommon);
    expect(MESSAGES.passwordTooCommon).toContain('Avoid sequences like 123, repeated letters and common phrases.');
  });
});

describe('hashing', () => {
  it("uses argon2id with OWASP's parameters and a fresh salt each time", async () => {
    const first = await hashPassword('vX9#qLm2 and more');
    const second = await hashPassword('vX9#qLm2 and more');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(second).not.toBe(first);
    expect(await verifyPassword(first, 'vX9#qLm2 and more')).toBe(true);
    expect(await verifyPassword(second, 'vX9#qLm2 and more')).toBe(true);
    expect(await verifyPassword(first, 'vX9#qLm2 and mord')).toBe(false);
  });

  it('never truncates: passwords that differ only after 72 characters differ', async () => {
    const prefix = 'Lantern-'.repeat(12);
    expect(prefix.length).toBeGreaterThan(72);
    const stored = await hashPassword(`${prefix}one`);
    expect(await verifyPassword(stored, `${prefix}one`)).toBe(true);
    expect(await verifyPassword(stored, `${prefix}two`)).toBe(false);
  });

  it('matches the same accented characters typed composed or decomposed', async () => {
    const stored = await hashPassword('crème brûlée 42');
    expect(await verifyPassword(stored, 'cre\u0300me bru\u0302le\u0301e 42')).toBe(true);
  });

  it('never matches a malformed stored hash', async () => {
    expect(await verifyPassword('not a hash', 'anything at all')).toBe(false);
    expect(await verifyPassword('', '')).toBe(false);
  });
});
