import { describe, expect, it } from 'vitest';
import { sayMessage } from '../i18n/message-ids.js';
import { inEnglish } from '../i18n/translate.js';
import { PostalCodeSchema } from './apply.js';
import { RegisterRequestSchema, ResetPasswordRequestSchema } from './auth.js';

const valid = {
  first_name: 'Ana',
  last_name: 'Silva',
  email: 'Ana@Example.com',
  password: 'longenough',
  mobile: '4165550123',
};

describe('RegisterRequestSchema (SPEC §5 Register)', () => {
  it('lower-cases the email and accepts a valid sign-up', () => {
    expect(RegisterRequestSchema.parse(valid).email).toBe('ana@example.com');
  });

  it('answers the spec texts for each rule', () => {
    const message = (input: object) =>
      sayMessage(inEnglish, RegisterRequestSchema.safeParse({ ...valid, ...input }).error?.issues[0]?.message ?? '');
    expect(message({ first_name: '  ' })).toBe(inEnglish.t('register.requiredFields'));
    expect(message({ password: 'short' })).toBe('Password must be at least 8 characters.');
    expect(message({ mobile: '416555012' })).toBe('Mobile number must be exactly 10 digits');
  });

  it('treats a blank mobile as none', () => {
    expect(RegisterRequestSchema.parse({ ...valid, mobile: '' }).mobile).toBeNull();
  });
});

describe('ResetPasswordRequestSchema (SPEC §5 reset)', () => {
  it('trims the password before checking its length', () => {
    expect(ResetPasswordRequestSchema.parse({ password: '  secret-pass  ' }).password).toBe('secret-pass');
    expect(ResetPasswordRequestSchema.safeParse({ password: '   short   ' }).success).toBe(false);
  });
});

describe('PostalCodeSchema (SPEC §5 Apply)', () => {
  it.each([
    ['k1a0b1', 'K1A 0B1'],
    ['K1A 0B1', 'K1A 0B1'],
    [' m5v 3l9 ', 'M5V 3L9'],
  ])('accepts %s as %s', (input, stored) => {
    expect(PostalCodeSchema.parse(input)).toBe(stored);
  });

  it.each(['12345', 'D1A 0B1', 'K1A 0B', 'W1A 0B1', 'K1A  0B1'])('refuses %s', (input) => {
    expect(sayMessage(inEnglish, PostalCodeSchema.safeParse(input).error?.issues[0]?.message ?? '')).toBe(
      'Please enter a valid postal code in the format A0A 0A0',
    );
  });
});
