import { describe, expect, it } from 'vitest';
import { hideSecretLinks, redactUrl } from './secret-links.js';

describe('links with a secret', () => {
  it('blanks the token of a token route or page, and a signature, in a logged address', () => {
    expect(redactUrl('/api/auth/verify-email/abcDEF123')).toBe('/api/auth/verify-email/[redacted]');
    expect(redactUrl('/api/employer-response/abc/language')).toBe('/api/employer-response/[redacted]/language');
    expect(redactUrl('/reset-password/abc?x=1')).toBe('/reset-password/[redacted]?x=1');
    expect(redactUrl('/uploads/documents/a.pdf?expires=9&signature=abc')).toBe(
      '/uploads/documents/a.pdf?expires=9&signature=[redacted]',
    );
    expect(redactUrl('/reset-password')).toBe('/reset-password');
    expect(redactUrl('/jobs/12-az-driver?page=2')).toBe('/jobs/12-az-driver?page=2');
  });

  it('takes a secret link out of a mail text and keeps the links anyone may follow', () => {
    const text = [
      'Reset: https://portal.test/reset-password/tok3n',
      'Sign in: https://portal.test/login',
      'Stop: https://portal.test/api/mail/unsubscribe/7?signature=s1g',
      'Job: https://portal.test/fr/emplois/12',
    ].join('\n');
    expect(hideSecretLinks(text, '[hidden]')).toBe(
      [
        'Reset: [hidden]',
        'Sign in: https://portal.test/login',
        'Stop: [hidden]',
        'Job: https://portal.test/fr/emplois/12',
      ].join('\n'),
    );
  });
});
