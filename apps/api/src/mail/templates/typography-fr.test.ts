import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bothGenderForms, frenchTypographyFaults, loadCatalogue } from '@roadhire/shared';
import { describe, expect, it } from 'vitest';

// Quebec typography in every French mail and every shipped French text a mail or a page quotes
// (french-notes.md): the check the catalogues get, over the mails' texts and the legal texts.

const COMPLIANCE_TEXTS = fileURLToPath(new URL('../../../compliance-texts/', import.meta.url));

describe('French typography outside the catalogues', () => {
  it('every French mail text has a non-breaking space before a colon and writes "nº"', async () => {
    const faults = Object.entries(await loadCatalogue('fr'))
      .filter(([id]) => id.startsWith('mail.'))
      .flatMap(([id, text]) => frenchTypographyFaults(text).map((fault) => `${id}: ${fault}: ${text}`));
    expect(faults).toEqual([]);
  });

  it('every shipped French translation of a legal text follows the same rules, both genders included', () => {
    const files = readdirSync(COMPLIANCE_TEXTS).filter((name) => name.endsWith('.fr.md'));
    expect(files.length).toBeGreaterThan(5);
    const faults = files.flatMap((name) => {
      // The header lines (title:, version:) are the file's fields, not its text.
      const body = readFileSync(`${COMPLIANCE_TEXTS}${name}`, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
      // A driver is named in both genders (OQLF), as in the catalogue.
      const masculine = bothGenderForms(body).map((forms) => `name both, "${forms}"`);
      return [...frenchTypographyFaults(body), ...masculine].map((fault) => `${name}: ${fault}`);
    });
    expect(faults).toEqual([]);
  });
});
