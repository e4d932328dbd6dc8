import { describe, expect, it } from 'vitest';
import { mailSetting } from '../notices/notice-setting.js';
import { consentRenewalMail, privacyErasureMail, privacyExportMail } from './privacy-mails.js';
import {
  verificationCopyMail,
  verificationCorrectionMail,
  verificationReminderMail,
  verificationRequestMail,
} from './verification-mails.js';

// The mails about a driver's data and the previous employers' checks, in French (decision 032):
// each marked fr-CA, with no English sentence left in it. The driver's release is the carrier's own
// text and travels as written.

const ctx = {
  config: {
    publicUrl: 'http://portal.test',
    brand: { companyName: 'Transports Nord', companyPhone: '1-800-555-0100', hrEmail: 'rh@nord.test' },
  },
} as Parameters<typeof mailSetting>[0];
const fr = mailSetting(ctx, 'fr');

const ENGLISH = /\b(Your|Thank you|Under|request|answer|the link|works|data|account|Until|Keep your)\b/;

function expectFrench(mail: ReturnType<typeof privacyExportMail>, subject: string, ...lines: string[]) {
  expect(mail.subject).toBe(subject);
  expect(mail.language).toBe('fr');
  expect(mail.headers?.['Content-Language']).toBe('fr-CA');
  expect(mail.html).toContain('<html lang="fr">');
  for (const line of lines) expect(mail.text).toContain(line);
  expect(`${mail.subject}\n${mail.text}`).not.toMatch(ENGLISH);
}

describe('a driver’s data mails in French', () => {
  it('send the link to a large export', () => {
    expectFrench(
      privacyExportMail(fr, 'maya@example.test', {
        firstName: 'Maya',
        url: 'http://portal.test/candidate/privacy?export=x',
        until: '2026-11-27 15:00',
      }),
      'Vos données sont prêtes à télécharger',
      'Bonjour Maya,',
      'Le lien fonctionne jusqu’au 2026-11-27 15:00 (UTC)',
      'Télécharger mes données\u00a0: http://portal.test/candidate/privacy?export=x',
    );
  });

  it('acknowledge an erasure request, naming what the law keeps and until when', () => {
    expectFrench(
      privacyErasureMail(fr, 'maya@example.test', {
        firstName: 'Maya',
        eraseAfter: '2026-12-27',
        held: [
          {
            type: 'Dossier d’enquête (vérifications auprès des employeurs précédents)',
            reason: '49 CFR 391.53\u00a0: conservé pendant l’emploi et 3 ans après la fin de l’emploi.',
            until: null,
          },
          { type: 'Compte et profil', reason: 'Conservation légale\u00a0: litige', until: '2027-06-01' },
        ],
      }),
      'Nous avons reçu votre demande d’effacement',
      'Vos données seront effacées après le 2026-12-27.',
      'La loi nous oblige à conserver ces dossiers pour l’instant\u00a0:',
      'Jusqu’à la fin de l’emploi et de la période qui la suit.',
      'Compte et profil\u00a0: Conservation légale\u00a0: litige Jusqu’au 2027-06-01.',
    );
  });

  it('ask to renew the consent to be kept for future jobs', () => {
    expectFrench(
      consentRenewalMail(fr, 'maya@example.test', {
        firstName: 'Maya',
        ends: '2026-12-15',
        url: 'http://portal.test/profile#privacy',
      }),
      'Conserver votre profil pour de futurs postes?',
      'Ce consentement prend fin le 2026-12-15',
      'Renouveler ou retirer mon consentement\u00a0: http://portal.test/profile#privacy',
    );
  });
});

describe('the previous employers’ mails in French', () => {
  const facts = {
    carrier: 'Transports Nord',
    driver: 'Maya Singh',
    employer: 'Fret du Nord',
    period: '2024-01-01 – 2025-06-30',
    due: '28 déc. 2026',
    expires: '2027-01-04',
    link: 'http://portal.test/employer-response/t0k3n',
    release: { name: 'Maya Singh', signedAt: '2026-11-20', title: 'Autorisation', text: 'J’autorise.' },
  };

  it('ask for the safety performance history, with the release and the single-use link', () => {
    expectFrench(
      verificationRequestMail(fr, 'rh@fret.test', facts),
      'Demande de vérification d’emploi\u00a0: Maya Singh (de la part de Transports Nord)',
      'Maya Singh nous a déclaré avoir travaillé pour Fret du Nord (2024-01-01 – 2025-06-30).',
      'Veuillez répondre au plus tard le 28 déc. 2026\u00a0: en vertu du 49 CFR 391.23(g)',
      'Il reste ouvert jusqu’au 2027-01-04, après ces 30 jours',
      'Autorisation — signée par Maya Singh le 2026-11-20\u00a0:',
      'Répondre à la demande\u00a0: http://portal.test/employer-response/t0k3n',
    );
  });

  it('remind an employer who has not answered', () => {
    expectFrench(
      verificationReminderMail(fr, 'rh@fret.test', facts),
      'Rappel\u00a0: demande de vérification d’emploi pour Maya Singh (de la part de Transports Nord)',
      'Nous n’avons pas encore reçu votre réponse au sujet de Maya Singh',
    );
  });

  it('send the responder their copy with its fingerprint', () => {
    expectFrench(
      verificationCopyMail(fr, 'rh@fret.test', {
        driver: 'Maya Singh',
        carrier: 'Transports Nord',
        receivedAt: '2026-11-26',
        sha256: 'a'.repeat(64),
        answerLines: [],
      }),
      'Copie de votre réponse au sujet de Maya Singh',
      `SHA-256 de la réponse telle qu’elle est conservée\u00a0: ${'a'.repeat(64)}`,
    );
  });

  it('ask the employer to correct an answer the driver disputes', () => {
    expectFrench(
      verificationCorrectionMail(fr, 'rh@fret.test', {
        driver: 'Maya Singh',
        carrier: 'Transports Nord',
        address: '1 rue du Port, Québec',
        receivedAt: '2026-11-26',
        sha256: 'a'.repeat(64),
        text: 'L’accident n’était pas le mien.',
      }),
      'Correction demandée\u00a0: votre réponse au sujet de Maya Singh (pour Transports Nord)',
      'Comme le prévoit le 49 CFR 391.23(i)',
      'Maya Singh a écrit\u00a0:',
    );
  });
});
