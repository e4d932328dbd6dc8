import { describe, expect, it } from 'vitest';
import { employerToken } from '../domain/verifications/verification-token.js';
import { derivedKey, signWithKey } from './derived-keys.js';
import { signDocumentLink } from './signed-links.js';
import { unsubscribeLink } from './unsubscribe-link.js';

const secret = new TextEncoder().encode('a-signing-secret-of-at-least-thirty-two-characters');

describe('keys derived from the server secret', () => {
  it('gives each kind of link a key of its own', () => {
    const keys = (['document-links', 'unsubscribe-reminders', 'employer-response-links'] as const).map((purpose) =>
      derivedKey(secret, purpose).toString('hex'),
    );
    expect(new Set(keys).size).toBe(3);
    expect(signWithKey(secret, 'document-links', 'x')).not.toEqual(signWithKey(secret, 'unsubscribe-reminders', 'x'));
  });

  // Links already mailed (an employer's link is written again in each reminder from its stored
  // nonce) must keep working: these values were signed before the keys were derived in one place.
  it('signs exactly as before', () => {
    expect(employerToken(secret, 42, 'nonce')).toBe('aaV_O994D92BZ4riH3iGAF8hFipG4KtvOqk_vtbCM1I');
    expect(unsubscribeLink(secret, 'http://portal.test', 7)).toBe(
      'http://portal.test/api/mail/unsubscribe/7?signature=ftC5RU_xznBvWQD62mNx-tI8nyNxNelGogYX-eLovro',
    );
    const expires = 1_900_000_000;
    const now = (expires - 8 * 60 * 60) * 1000;
    expect(signDocumentLink(secret, 'a.pdf', now)).toBe(
      `/uploads/documents/a.pdf?expires=${expires}&signature=sPhjiMg0av5h2Vk67KK5b4DBo6JWusdWlJ68YCCpO9c`,
    );
  });
});
