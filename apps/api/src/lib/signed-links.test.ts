import { DOCUMENT_LINK_TTL_SECONDS } from '@roadhire/shared';
import { describe, expect, it } from 'vitest';
import { signDocumentLink, verifyDocumentLink } from './signed-links.js';

const secret = new TextEncoder().encode('a-signing-secret-of-at-least-thirty-two-characters');
const otherSecret = new TextEncoder().encode('another-signing-secret-of-thirty-two-characters!!');
const name = `${'ab'.repeat(16)}.pdf`;
const now = Date.UTC(2026, 0, 15, 12, 0, 0);

function parse(link: string) {
  const url = new URL(link, 'http://portal.test');
  return {
    path: url.pathname,
    query: { expires: url.searchParams.get('expires') ?? '', signature: url.searchParams.get('signature') ?? '' },
  };
}

describe('signDocumentLink', () => {
  it('links to the file with an expiry DOCUMENT_LINK_TTL_SECONDS away and a base64url signature', () => {
    const { path, query } = parse(signDocumentLink(secret, name, now));
    expect(path).toBe(`/uploads/documents/${name}`);
    expect(Number(query.expires)).toBe(now / 1000 + DOCUMENT_LINK_TTL_SECONDS);
    expect(query.signature).toMatch(/^[\w-]{43}$/);
  });

  it('signs the same name and time the same way, and anything else differently', () => {
    const link = signDocumentLink(secret, name, now);
    expect(signDocumentLink(secret, name, now)).toBe(link);
    const other = [
      signDocumentLink(secret, `${'cd'.repeat(16)}.pdf`, now),
      signDocumentLink(secret, name, now + 1000),
      signDocumentLink(otherSecret, name, now),
    ];
    for (const differing of other) expect(parse(differing).query.signature).not.toBe(parse(link).query.signature);
  });
});

describe('verifyDocumentLink', () => {
  const { query } = parse(signDocumentLink(secret, name, now));
  const expiresAt = Number(query.expires) * 1000;

  it('accepts the link until it expires, then says it expired', () => {
    expect(verifyDocumentLink(secret, name, query, now)).toBe('valid');
    expect(verifyDocumentLink(secret, name, query, expiresAt - 1)).toBe('valid');
    expect(verifyDocumentLink(secret, name, query, expiresAt)).toBe('expired');
  });

  it('uses the current time by default', () => {
    const fresh = parse(signDocumentLink(secret, name)).query;
    expect(verifyDocumentLink(secret, name, fresh)).toBe('valid');
    expect(verifyDocumentLink(secret, name, query)).toBe('expired');
  });

  it('refuses another name, another secret, a moved expiry or a changed signature', () => {
    const flip = (s: string, i: number) => `${s.slice(0, i)}${s[i] === 'A' ? 'B' : 'A'}${s.slice(i + 1)}`;
    expect(verifyDocumentLink(secret, `${'cd'.repeat(16)}.pdf`, query, now)).toBe('invalid');
    expect(verifyDocumentLink(otherSecret, name, query, now)).toBe('invalid');
    expect(verifyDocumentLink(secret, name, { ...query, expires: String(Number(query.expires) + 3600) }, now)).toBe(
      'invalid',
    );
    expect(verifyDocumentLink(secret, name, { ...query, expires: `0${query.expires}` }, now)).toBe('invalid');
    expect(verifyDocumentLink(secret, name, { ...query, signature: flip(query.signature, 0) }, now)).toBe('invalid');
    expect(verifyDocumentLink(secret, name, { ...query, signature: flip(query.signature, 42) }, now)).toBe('invalid');
  });

  it('refuses malformed input without throwing', () => {
    for (const bad of [
      { expires: '', signature: query.signature },
      { expires: 'soon', signature: query.signature },
      { expires: '1e12', signature: query.signature },
      { expires: '9'.repeat(40), signature: query.signature },
      { expires: query.expires, signature: '' },
      { expires: query.expires, signature: query.signature.slice(0, 42) },
      { expires: query.expires, signature: `${query.signature}A` },
      { expires: query.expires, signature: `${query.signature.slice(0, 42)}=` },
      { expires: query.expires, signature: '!'.repeat(43) },
    ]) {
      expect(verifyDocumentLink(secret, name, bad, now)).toBe('invalid');
    }
  });
});
