// The mails in Quebec French (decision 032), of the same shape as the English ones. The account's
// mails are translated; the groups still spread from English are said in English until theirs is
// written here (the report of what is left names them).

import { type MailTexts, mailTextsEn } from './texts-en.js';

export const mailTextsFr: MailTexts = {
  ...mailTextsEn,
  lang: 'fr',
  greeting: (firstName: string) => `Bonjour ${firstName},`,
  layout: {
    copyLink: 'Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :',
    privacy: 'Vos données et vos choix en matière de confidentialité (télécharger, corriger, effacer)',
  },
  verifyEmail: {
    subject: (company: string) => `Confirmez votre courriel pour ${company}`,
    lines: (company: string) => [
      `Merci d’avoir créé votre compte de camionneur chez ${company}. Veuillez confirmer votre adresse courriel pour poursuivre votre candidature.`,
      'Ce lien est valide pendant 48 heures.',
    ],
    action: 'Confirmer mon courriel',
  },
  accountExists: {
    subject: (company: string) => `Vous avez déjà un compte chez ${company}`,
    lines: (company: string) => [
      `Quelqu’un, peut-être vous, vient d’essayer de créer un compte de camionneur chez ${company} avec cette adresse courriel. Vous avez déjà un compte : aucun nouveau compte n’a été créé et rien n’a été modifié.`,
      'Si c’était vous, connectez-vous avec votre mot de passe; la page de connexion permet aussi de réinitialiser un mot de passe oublié.',
      'Si ce n’était pas vous, vous pouvez ignorer ce courriel.',
    ],
    action: 'Me connecter',
  },
  passwordReset: {
    subject: (company: string) => `Réinitialisez votre mot de passe ${company}`,
    lines: [
      'Nous avons reçu une demande de réinitialisation de votre mot de passe. Le lien ci-dessous fonctionne une seule fois, pendant 1 heure.',
      'Si vous n’avez rien demandé, vous pouvez ignorer ce courriel : votre mot de passe reste le même.',
    ],
    action: 'Réinitialiser mon mot de passe',
  },
  passwordChanged: {
    subject: (company: string) => `Votre mot de passe ${company} a été modifié`,
    lines: (phone: string) => [
      'Le mot de passe de votre compte de camionneur vient d’être modifié.',
      `Si ce n’est pas vous qui l’avez modifié, appelez-nous au ${phone} ou réinitialisez votre mot de passe à partir de la page de connexion.`,
    ],
  },
  emailChangeLink: {
    subject: (company: string) => `Confirmez votre nouveau courriel pour ${company}`,
    lines: (company: string) => [
      `Vous avez demandé d’utiliser cette adresse pour votre compte de camionneur chez ${company}. Ouvrez le lien ci-dessous pour la confirmer; d’ici là, votre compte garde son courriel actuel.`,
      'Le lien fonctionne une seule fois, pendant 24 heures. Si vous n’avez rien demandé, ignorez ce courriel.',
    ],
    action: 'Confirmer mon nouveau courriel',
  },
  emailChangeNotice: {
    subject: (company: string) => `Le courriel de votre compte ${company} est en voie d’être modifié`,
    lines: (company: string) => [
      `Une personne connectée à votre compte de camionneur chez ${company} a demandé de modifier son adresse courriel. La modification ne prend effet qu’une fois confirmée à partir de la nouvelle adresse.`,
      'Si ce n’était pas vous, réinitialisez votre mot de passe dès maintenant : toutes les sessions prendront fin et la modification sera annulée.',
    ],
    action: 'Réinitialiser mon mot de passe',
  },
};
