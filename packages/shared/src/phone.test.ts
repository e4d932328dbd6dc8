import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone.js';

describe('phone numbers as recruiters read them', () => {
  it('formats North American numbers and leaves others as given', () => {
    expect(formatPhone('4165550123')).toBe('(416) 555-0123');
    expect(formatPhone('416-555-0123')).toBe('(416) 555-0123');
    expect(formatPhone('+1 416 555 0123')).toBe('+1 (416) 555-0123');
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(formatPhone('555-0123')).toBe('555-0123');
  });
});
