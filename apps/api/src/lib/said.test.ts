import {
  type Catalogue,
  catalogueEn,
  inEnglish,
  loadCatalogue,
  type Translator,
  translatorFor,
} from '@roadhire/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { answer, said, sayAnswerIn, sayIn } from './said.js';

/** The body as JSON writes it: the texts by id travel beside it, never in it. */
const asSent = (body: object) => JSON.parse(JSON.stringify(body));

let french: Translator;
let catalogueFr: Catalogue;
beforeAll(async () => {
  french = await translatorFor('fr');
  catalogueFr = await loadCatalogue('fr');
});

describe('a text the API says by id', () => {
  it('answers English with its id, and the French of that very id', () => {
    const body = answer(said('api.notFound'));
    expect(asSent(body)).toEqual({ message: inEnglish.t('api.notFound'), messageId: 'api.notFound' });
    expect(sayAnswerIn(french, body)).toEqual({ message: catalogueFr['api.notFound'] });
  });

  it('says two ids that share their English each in its own French', () => {
    const driver = 'verifications.driver.droveCmv' as const;
    const file = 'investigationFile.lines.droveCmv' as const;
    expect(catalogueEn[driver]).toBe(catalogueEn[file]);
    expect(catalogueFr[driver]).not.toBe(catalogueFr[file]);
    for (const id of [driver, file]) {
      const body = answer(said(id));
      expect(body.messageId).toBe(id);
      expect(sayAnswerIn(french, body)?.message).toBe(catalogueFr[id]);
    }
  });

  it('says values that are texts, and lists of them, in the same language', () => {
    const moved = said('adminApplications.stageMovedMeanwhile', { stage: said('adminApplications.stages.hired') });
    expect(sayIn(inEnglish, moved)).toBe(
      inEnglish.t('adminApplications.stageMovedMeanwhile', { stage: inEnglish.t('adminApplications.stages.hired') }),
    );
    expect(sayIn(french, moved)).toContain(catalogueFr['adminApplications.stages.hired']);
    const missing = said('hiring.api.hireRtdMissing', {
      documents: [said('hiring.rtdKinds.sap_report'), said('hiring.rtdKinds.rtd_test')],
    });
    expect(sayIn(inEnglish, missing)).toContain(
      `${inEnglish.t('hiring.rtdKinds.sap_report')} and ${inEnglish.t('hiring.rtdKinds.rtd_test')}`,
    );
  });

  it('keeps a field’s texts under their field names, and a text with no id as it is', () => {
    const body = answer('Invalid input', { email: [said('fields.invalidEmail'), 'Invalid input'] });
    expect(asSent(body)).toEqual({
      message: 'Invalid input',
      errors: { email: [inEnglish.t('fields.invalidEmail'), 'Invalid input'] },
    });
    expect(sayAnswerIn(french, body)).toEqual({
      message: 'Invalid input',
      errors: { email: [catalogueFr['fields.invalidEmail'], 'Invalid input'] },
    });
  });
});
