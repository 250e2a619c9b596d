import { safeParse } from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  displayNameSchema,
  emailSchema,
  isValidEmail,
  isValidLoginCode,
  isValidPhoneNumber,
  isValidRecoveryCode,
  isValidTwoFactorCode,
  loginCodeSchema,
  phoneNumberSchema,
  recoveryCodeSchema,
  twoFactorCodeSchema,
} from './auth';

const messageOf = (schema: Parameters<typeof safeParse>[0], input: unknown) => {
  const result = safeParse(schema, input, { abortEarly: true });
  return result.success ? null : result.issues[0].message;
};

describe('sign-in schemas carry the spec’s messages (spec 2 §5, §8)', () => {
  it('uses the spec’s words verbatim', () => {
    expect(MESSAGES.loginCodeFormat).toBe('Login code must be 6 digits.');
    expect(MESSAGES.invalidVerificationCode).toBe('Please enter a valid verification code.');
    expect(MESSAGES.invalidRecoveryCode).toBe('Invalid recovery code.');
    expect(MESSAGES.invalidPhoneNumber).toBe('Please enter a valid phone number.');
    expect(MESSAGES.nameRequired).toBe('Please enter your name');
  });

  it('login codes are exactly 6 digits', () => {
    expect(isValidLoginCode('123456')).toBe(true);
    for (const bad of ['12345', '1234567', '12345a', ' 123456']) expect(messageOf(loginCodeSchema, bad), bad).toBe(MESSAGES.loginCodeFormat);
  });

  it('two-factor codes are exactly 7 digits, recovery codes 8 characters once trimmed', () => {
    expect(isValidTwoFactorCode('1234567')).toBe(true);
    expect(messageOf(twoFactorCodeSchema, '123456')).toBe(MESSAGES.invalidVerificationCode);
    expect(isValidRecoveryCode(' abcd1234 ')).toBe(true);
    expect(messageOf(recoveryCodeSchema, 'abcd123')).toBe(MESSAGES.invalidRecoveryCode);
  });

  it('phone numbers have 10 digits whatever separates them', () => {
    expect(isValidPhoneNumber('(555) 123-4567')).toBe(true);
    expect(messageOf(phoneNumberSchema, '555-1234')).toBe(MESSAGES.invalidPhoneNumber);
  });

  it('email addresses need a name, an @ and a domain with a dot', () => {
    expect(isValidEmail(' ada@quire.test ')).toBe(true);
    for (const bad of ['ada', 'ada@quire', '@quire.test', 'a da@quire.test']) expect(messageOf(emailSchema, bad), bad).toBe(MESSAGES.invalidEmail);
  });

  it('display names answer with the first problem', () => {
    expect(messageOf(displayNameSchema, null)).toBe(MESSAGES.nameRequired);
    expect(safeParse(displayNameSchema, '  Ada   Lovelace ').output).toBe('Ada Lovelace');
  });
});
