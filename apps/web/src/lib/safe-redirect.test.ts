import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

describe('redirect parameter (DESIGN: same-site paths only)', () => {
  it.each([
    ['/apply/12', '/apply/12'],
    ['/profile?tab=1#top', '/profile?tab=1#top'],
    ['/', '/'],
  ])('follows %s', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it.each([
    null,
    '',
    'profile',
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    ' /profile',
  ])('drops %s', (value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });
});
