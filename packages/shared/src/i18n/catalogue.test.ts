import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { catalogueEn } from './catalogue-en.js';
import { catalogueFr } from './catalogue-fr.js';
import { localeFromAcceptLanguage, resolveLocale } from './locales.js';
import { createTranslator } from './translate.js';
import { bothGenderForms, frenchTypographyFaults } from './typography.js';

/**
 * French texts reviewed and kept equal to their English: a name in its own language, a word the
 * two languages share. Anything else equal to English is a text nobody translated.
 */
const FRENCH_SAME_AS_ENGLISH = new Set([
  'timeline.panel.byWhen', // who and when, the same order
  'timeline.panel.kinds.message', // « Messages » in both
  'timeline.panel.kinds.contact', // « Contacts » in both
  'timeline.panel.noteTitle', // « Note » in both
  'timeline.panel.kinds.note', // « Notes » in both
  'timeline.messageForm.body', // « Message » in both
  'messages.driver.title', // « Messages » in both
  'fields.province', // « Province » in both
  'nav.menu', // « Menu » in both
  'careers.provinceFilter', // « Province » in both
  'corrections.version', // « Version », a number, a date and an address
  'hiring.file.rtdKind', // « Document » in both
  'languageTwin.toFrench', // each twin's link is written in the language it leads to
  'languageTwin.toEnglish',
  'language.english', // each language is named in itself
  'language.french',
  'onboarding.ok', // « OK » in both
  'onboarding.stepTitles.3', // « Qualifications » in both
  'onboarding.step5.columns.status', // « Type » in both
  'onboarding.step5.columns.condition', // « Conditions » of a licence in both
  'onboarding.step5.columns.actions', // « Actions » in both
  'onboarding.step7.description', // « Description » in both
  'onboarding.step8.skillNames.fmcr', // the US regulations' own acronyms
  'onboarding.step9.period', // two dates and a dash
  'signing.version', // « Version » in both
  'verifications.driver.accidents', // « Accidents » in both
  'verifications.employer.accident', // « Accident {index} » in both
  'verifications.responsePdf.signature', // « Signature » in both
  'verifications.driver.responder', // a name and a title
  'adminPositions.list.columns.actions', // « Actions » in both
  'adminPositions.fields.province', // « Province » in both
  'adminPositions.fields.description', // « Description (HTML) » in both
  'adminPage.table.page', // « Page » in both
  'adminApplications.stageMessage.text', // « Message » in both
  'adminApplications.file.note', // « Note » in both
  'adminApplications.file.noteEvent',
  'adminApplications.file.eventBy', // two values and a dot
  'adminApplications.file.sections.documents', // « Documents » in both
  'adminApplications.file.sections.signature', // « Signature » in both
  'adminApplications.file.signature.version', // « Version » in both
  'adminApplications.file.screening.question', // « Question » in both
  'adminApplications.file.dated.type', // « Type » in both
  'adminApplications.file.dated.date', // « Date » in both
  'adminApplications.file.dated.document', // « Document » in both
  'adminApplications.file.equipment.description', // « Description » in both
  'adminApplications.file.documents.kind', // « Document » in both
  'adminApplications.file.documents.type', // « Type » in both
  'adminApplications.file.documents.actions', // « Actions » in both
  'adminDashboard.counts.total', // « Total » in both
  'adminAudit.action', // « Action » in both
  'adminAudit.noDetails', // a dash
  'adminAudit.details.note', // « note » in both
  'adminAudit.details.role', // two roles and an arrow
  'adminAudit.details.format', // « format » in both
  'adminAccounts.columns.actions', // « Actions » in both
  'applicationPdf.sections.documents', // « Documents » in both
  'applicationPdf.signature.date', // « Date » in both
  'applicationPdf.signature.version', // « Version » in both
  'investigationFile.clearinghouse', // the FMCSA's service by its name, and its rules
  'investigationFile.kinds.note', // « note » in both
  'investigationFile.lines.accidents', // « Accidents » in both, and the rule
  'investigationFile.textVersion', // a title, « version » and a number
  'privacyExport.transcript.documents', // « Documents » in both
  'privacyExport.transcript.exported', // a format's name and a date
  'privacyExport.transcript.fields.corrections', // « Corrections » in both
]);

/** Each argument of an ICU message with its kind, and each plural's or select's branches. */
function signature(message: string): string[] {
  const out: string[] = [];
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.argument) out.push(`${element.value}:argument`);
      else if (element.type === TYPE.number || element.type === TYPE.date || element.type === TYPE.time)
        out.push(`${element.value}:${TYPE[element.type]}`);
      else if (element.type === TYPE.plural || element.type === TYPE.select) {
        out.push(`${element.value}:${TYPE[element.type]}:${Object.keys(element.options).sort().join('|')}`);
        for (const option of Object.values(element.options)) walk(option.value);
      } else if (element.type === TYPE.tag) {
        out.push(`<${element.value}>`);
        walk(element.children);
      }
    }
  };
  walk(parse(message));
  return out.sort();
}

describe('catalogues', () => {
  it('French has exactly the English ids, none empty', () => {
    expect(Object.keys(catalogueFr).sort()).toEqual(Object.keys(catalogueEn).sort());
    for (const [id, text] of Object.entries(catalogueFr)) expect(text.trim(), id).not.toBe('');
  });

  it('French has the same ICU arguments and plural branches as English', () => {
    for (const [id, english] of Object.entries(catalogueEn)) {
      expect(signature(catalogueFr[id] ?? ''), id).toEqual(signature(english));
    }
  });

  it('French follows Quebec typography: a non-breaking space before a colon, "nº" for numéro', () => {
    const faults = Object.entries(catalogueFr).flatMap(([id, text]) =>
      frenchTypographyFaults(text).map((fault) => `${id}: ${fault}`),
    );
    expect(faults).toEqual([]);
    // The check itself: each rule finds what it is for, and leaves addresses and times alone.
    expect(frenchTypographyFaults('Postes : {n}')).toHaveLength(1);
    expect(frenchTypographyFaults('Postes:')).toHaveLength(1);
    expect(frenchTypographyFaults('candidature no {id}')).toHaveLength(1);
    expect(frenchTypographyFaults('No de permis')).toHaveLength(1);
    expect(frenchTypographyFaults('Postes\u00a0: https://example.test/a/:id à 11:05, nº\u00a0{id}')).toEqual([]);
  });

  it('French names a driver in both genders, never in the masculine alone (OQLF)', () => {
    const masculine = Object.entries(catalogueFr).flatMap(([id, text]) =>
      bothGenderForms(text).map((forms) => `${id}: name both, "${forms}": ${text}`),
    );
    expect(masculine).toEqual([]);
    // The check itself: "camionneur" alone is found, beside "camionneuse" it is not.
    expect(bothGenderForms('Candidature de camionneur')).toEqual(['camionneur ou camionneuse']);
    expect(bothGenderForms('Les conducteurs inscrits')).toEqual(['conducteur ou conductrice']);
    expect(bothGenderForms('Candidature de camionneur ou de camionneuse')).toEqual([]);
  });

  it('a French text equal to its English is one reviewed', () => {
    const same = Object.keys(catalogueEn).filter((id) => catalogueFr[id] === catalogueEn[id]);
    expect(same.sort()).toEqual([...FRENCH_SAME_AS_ENGLISH].sort());
  });

  it('French reads its values and formats money, dates and time the Quebec way', () => {
    const fr = createTranslator('fr', catalogueFr);
    expect(fr.t('loginPage.panelTitle', { company: 'Transports Nord' })).toBe('Conduisez pour Transports Nord');
    expect(fr.intl.formatNumber(27.5, { style: 'currency', currency: 'CAD' })).toBe('27,50\u00a0$');
    expect(fr.intl.formatDate(new Date(Date.UTC(2026, 5, 1, 12)), { dateStyle: 'long', timeZone: 'UTC' })).toBe(
      '1 juin 2026',
    );
    expect(fr.intl.formatTime(new Date(Date.UTC(2026, 5, 1, 11, 5)), { timeZone: 'UTC' })).toBe('11 h 05');
    // Zero is singular in French.
    expect(new Intl.PluralRules('fr-CA').select(0)).toBe('one');
  });
});

describe('choosing the language', () => {
  it('takes the user, then the cookie, then Accept-Language, then English', () => {
    expect(resolveLocale({ user: 'fr', cookie: 'en', acceptLanguage: 'en' })).toBe('fr');
    expect(resolveLocale({ user: null, cookie: 'fr', acceptLanguage: 'en' })).toBe('fr');
    expect(resolveLocale({ acceptLanguage: 'fr-CA,fr;q=0.9,en;q=0.8' })).toBe('fr');
    expect(resolveLocale({ user: 'de', cookie: 'xx', acceptLanguage: 'de-DE' })).toBe('en');
    expect(resolveLocale({})).toBe('en');
  });

  it('reads Accept-Language by its weights', () => {
    expect(localeFromAcceptLanguage('en-US;q=0.5, fr;q=0.9')).toBe('fr');
    expect(localeFromAcceptLanguage('de, fr-FR;q=0.4, en;q=0.3')).toBe('fr');
    expect(localeFromAcceptLanguage('fr;q=0, en')).toBe('en');
    expect(localeFromAcceptLanguage('es')).toBeNull();
    expect(localeFromAcceptLanguage('')).toBeNull();
  });
});
