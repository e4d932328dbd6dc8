import { describe, expect, it } from 'vitest';
import { mailSetting } from '../notices/notice-setting.js';
import {
  applicationCancelledMail,
  applicationReceivedMail,
  applicationReminderMail,
  applicationStartedMail,
} from './application-mails.js';
import { newApplicationMail } from './recruiter-mails.js';
import { defaultStageMessageText, stageMessageMail } from './stage-mails.js';

// Every mail about an application, in French (decision 032): the driver's, the recruiter's notice
// and the stage messages, each marked fr-CA and with no English sentence left in it.

const ctx = {
  config: {
    publicUrl: 'http://portal.test',
    brand: { companyName: 'Transports Nord', companyPhone: '1-800-555-0100', hrEmail: 'rh@nord.test' },
  },
} as Parameters<typeof mailSetting>[0];
const fr = mailSetting(ctx, 'fr');
const driver = { to: 'maya@example.test', firstName: 'Maya', position: 'Camionneur régional' };
const link = 'http://portal.test/candidate/onboarding/42';

const ENGLISH = /\b(Your|Thanks|Thank you|Questions\?|Call us|application|Continue|received|position)\b/;

function expectFrench(mail: ReturnType<typeof applicationStartedMail>, subject: string, ...lines: string[]) {
  expect(mail.subject).toBe(subject);
  expect(mail.language).toBe('fr');
  expect(mail.headers?.['Content-Language']).toBe('fr-CA');
  expect(mail.html).toContain('<html lang="fr">');
  for (const line of lines) expect(mail.text).toContain(line);
  expect(`${mail.subject}\n${mail.text}`).not.toMatch(ENGLISH);
}

describe('the application mails in French', () => {
  it('tell the driver of a started application, with the link to continue it', () => {
    expectFrench(
      applicationStartedMail(fr, driver, link),
      'Votre candidature au poste de Camionneur régional est commencée',
      'Bonjour Maya,',
      'Merci d’avoir postulé au poste de Camionneur régional.',
      `Poursuivre ma candidature\u00a0: ${link}`,
    );
  });

  it('remind the driver of an unfinished application, with the way to stop reminders', () => {
    expectFrench(
      applicationReminderMail(fr, driver, link, 'http://portal.test/unsubscribe/x'),
      'Votre candidature au poste de Camionneur régional vous attend',
      'n’est pas encore terminée',
      'Ne plus recevoir de rappels sur les candidatures inachevées\u00a0: http://portal.test/unsubscribe/x',
    );
  });

  it('acknowledge a submitted application, its moment written the Quebec way', () => {
    expectFrench(
      applicationReceivedMail(fr, driver, '21 nov. 2026, 14 h 05 HNE'),
      'Nous avons reçu votre candidature au poste de Camionneur régional',
      'le 21 nov. 2026, 14 h 05 HNE. Merci.',
      'Des questions? Appelez-nous au 1-800-555-0100.',
    );
  });

  it('confirm a cancelled application', () => {
    expectFrench(
      applicationCancelledMail(fr, driver),
      'Votre candidature au poste de Camionneur régional est annulée',
      'comme vous l’avez demandé',
    );
  });

  it('tell a French-speaking recruiter of a new application', () => {
    const mail = newApplicationMail(fr, 'ada@nord.test', {
      driver: 'Maya Singh',
      position: 'Camionneur régional',
      submittedAt: '21 nov. 2026, 14 h 05 HNE',
      fileUrl: 'http://portal.test/admin/applicants/42',
    });
    expectFrench(
      mail,
      'Nouvelle candidature\u00a0: Maya Singh pour le poste de Camionneur régional',
      'Maya Singh a envoyé une candidature au poste de Camionneur régional le 21 nov. 2026, 14 h 05 HNE.',
      'Ouvrir le dossier du candidat\u00a0: http://portal.test/admin/applicants/42',
    );
  });

  it.each([
    ['interview', 'Entrevue pour le poste de Camionneur régional', 'nous aimerions vous rencontrer en entrevue'],
    [
      'hired',
      'Bienvenue dans l’équipe\u00a0: votre embauche au poste de Camionneur régional',
      'nous sommes heureux de vous offrir le poste',
    ],
    ['rejected', 'Votre candidature au poste de Camionneur régional', 'nous n’y donnerons pas suite pour le moment'],
  ] as const)(
    'tell the driver of the move to %s, from the default text the recruiter starts from',
    (stage, subject, line) => {
      const text = defaultStageMessageText(fr, stage, driver);
      expect(text.startsWith('Bonjour Maya,\n\n')).toBe(true);
      expectFrench(
        stageMessageMail(fr, stage, driver, text),
        subject,
        line,
        'Des questions? Appelez-nous au 1-800-555-0100.',
      );
    },
  );
});
