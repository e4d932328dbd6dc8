import canonicalize from 'canonicalize';
import { sha256Hex } from './compliance-texts.js';

/** A record's canonical JSON (RFC 8785) and its SHA-256: the exact text stored and hashed (decision 016). */
export function canonicalRecord(record: unknown): { text: string; sha256: string } {
  const text = canonicalize(record);
  if (text === undefined) throw new Error('the record has no JSON form');
  return { text, sha256: sha256Hex(text) };
}
