import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { frenchTypographyFaults } from '@roadhire/shared';
import { describe, expect, it } from 'vitest';
import { mailTextsEn } from './texts-en.js';
import { mailTextsFr } from './texts-fr.js';

// Quebec typography in every French mail and every shipped French text a mail or a page quotes
// (french-notes.md): the check the catalogues get, over the texts outside them.

/** A value any template takes: a string, or an object whose every field is one. */
const ANY: unknown = new Proxy(
  {},
  {
    get: (_, key) => (key === Symbol.toPrimitive ? () => 'X' : key === 'toString' ? () => 'X' : 'X'),
  },
);

/** Every text of a mail texts object, its functions called with stand-in values, by path. */
function textsOf(node: unknown, path = ''): Array<[string, string]> {
  if (typeof node === 'string') return [[path, node]];
  if (typeof node === 'function') return textsOf(node(ANY, ANY, ANY, ANY), path);
  if (Array.isArray(node)) return node.flatMap((item, index) => textsOf(item, `${path}.${index}`));
  if (node && typeof node === 'object') {
    return Object.entries(node).flatMap(([key, value]) => textsOf(value, path ? `${path}.${key}` : key));
  }
  return [];
}

const COMPLIANCE_TEXTS = fileURLToPath(new URL('../../../compliance-texts/', import.meta.url));

describe('French typography outside the catalogues', () => {
  it('every French mail text has a non-breaking space before a colon and writes "nº"', () => {
    const english = new Map(textsOf(mailTextsEn));
    const faults = textsOf(mailTextsFr)
      // A text still English (the unsubscribe page's, say) is the sweep's to find, not this rule's.
      .filter(([path, text]) => english.get(path) !== text && path !== 'lang')
      .flatMap(([path, text]) => frenchTypographyFaults(text).map((fault) => `${path}: ${fault}: ${text}`));
    expect(faults).toEqual([]);
  });

  it('every shipped French translation of a legal text follows the same rules', () => {
    const files = readdirSync(COMPLIANCE_TEXTS).filter((name) => name.endsWith('.fr.md'));
    expect(files.length).toBeGreaterThan(5);
    const faults = files.flatMap((name) => {
      // The header lines (title:, version:) are the file's fields, not its text.
      const body = readFileSync(`${COMPLIANCE_TEXTS}${name}`, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
      return frenchTypographyFaults(body).map((fault) => `${name}: ${fault}`);
    });
    expect(faults).toEqual([]);
  });
});
