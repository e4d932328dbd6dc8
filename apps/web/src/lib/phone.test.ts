import { describe, expect, it } from 'vitest';
import { normalizeMobile } from './phone';

describe('mobile number from a phone keyboard or autofill', () => {
  it.each([
    ['4165550123', '4165550123'],
    ['(416) 555-0123', '4165550123'],
    ['+1 416 555 0123', '4165550123'],
    ['416555012', '416555012'],
    ['41655501ab', '41655501ab'],
  ])('%s becomes %s', (input, expected) => {
    expect(normalizeMobile(input)).toBe(expected);
  });
});
