// The mails in Quebec French (decision 032), of the same shape as the English ones: the account's,
// the application's, the recruiter's notice, the stage messages, a driver's data and the previous
// employers' checks. The reminders' unsubscribe page is still said in English until its French is
// written here.

import { type MailTexts, mailTextsEn } from './texts-en.js';

export const mailTextsFr: MailTexts = {
  ...mailTextsEn,
  lang: 'fr',
  greeting: (firstName: string) => `Bonjour ${firstName},`,
  layout: {
    copyLink: 'Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur\u00a0:',
    privacy: 'Vos données et vos choix en matière de confidentialité (télécharger, corriger, effacer)',
    labelled: (label: string, value: string) => `${label}\u00a0: ${value}`,
  },
  verifyEmail: {
    subject: (company: string) => `Confirmez votre courriel pour ${company}`,
    lines: (company: string) => [
      `Merci d’avoir créé votre compte chez ${company}. Veuillez confirmer votre adresse courriel pour poursuivre votre candidature.`,
      'Ce lien est valide pendant 48 heures.',
    ],
    action: 'Confirmer mon courriel',
  },
  accountExists: {
    subject: (company: string) => `Vous avez déjà un compte chez ${company}`,
    lines: (company: string) => [
      `Quelqu’un, peut-être vous, vient d’essayer de créer un compte chez ${company} avec cette adresse courriel. Vous avez déjà un compte\u00a0: aucun nouveau compte n’a été créé et rien n’a été modifié.`,
      'Si c’était vous, connectez-vous avec votre mot de passe; la page de connexion permet aussi de réinitialiser un mot de passe oublié.',
      'Si ce n’était pas vous, vous pouvez ignorer ce courriel.',
    ],
    action: 'Me connecter',
  },
  passwordReset: {
    subject: (company: string) => `Réinitialisez votre mot de passe ${company}`,
    lines: [
      'Nous avons reçu une demande de réinitialisation de votre mot de passe. Le lien ci-dessous fonctionne une seule fois, pendant 1 heure.',
      'Si vous n’avez rien demandé, vous pouvez ignorer ce courriel\u00a0: votre mot de passe reste le même.',
    ],
    action: 'Réinitialiser mon mot de passe',
  },
  passwordResetUnknown: {
    subject: (company: string) => `Aucun compte chez ${company} n’utilise cette adresse`,
    greeting: 'Bonjour,',
    lines: (company: string) => [
      `Quelqu’un, peut-être vous, a demandé de réinitialiser le mot de passe d’un compte chez ${company} pour cette adresse courriel, mais aucun compte ouvert ne l’utilise\u00a0: aucun lien de réinitialisation n’a été créé.`,
      'Si c’était vous, votre compte utilise peut-être une autre adresse courriel; vous pouvez aussi créer un compte.',
      'Si ce n’était pas vous, vous pouvez ignorer ce courriel.',
    ],
    action: 'Créer un compte',
  },
  passwordChanged: {
    subject: (company: string) => `Votre mot de passe ${company} a été modifié`,
    lines: (phone: string) => [
      'Le mot de passe de votre compte vient d’être modifié.',
      `Si ce n’est pas vous qui l’avez modifié, appelez-nous au ${phone} ou réinitialisez votre mot de passe à partir de la page de connexion.`,
    ],
  },
  emailChangeLink: {
    subject: (company: string) => `Confirmez votre nouveau courriel pour ${company}`,
    lines: (company: string) => [
      `Vous avez demandé d’utiliser cette adresse pour votre compte chez ${company}. Ouvrez le lien ci-dessous pour la confirmer; d’ici là, votre compte garde son courriel actuel.`,
      'Le lien fonctionne une seule fois, pendant 24 heures. Si vous n’avez rien demandé, ignorez ce courriel.',
    ],
    action: 'Confirmer mon nouveau courriel',
  },
  emailChangeNotice: {
    subject: (company: string) => `Le courriel de votre compte ${company} est en voie d’être modifié`,
    lines: (company: string) => [
      `Une personne connectée à votre compte chez ${company} a demandé de modifier son adresse courriel. La modification ne prend effet qu’une fois confirmée à partir de la nouvelle adresse.`,
      'Si ce n’était pas vous, réinitialisez votre mot de passe dès maintenant\u00a0: toutes les sessions prendront fin et la modification sera annulée.',
    ],
    action: 'Réinitialiser mon mot de passe',
  },
  applicationStarted: {
    subject: (position: string) => `Votre candidature au poste de ${position} est commencée`,
    lines: (position: string) => [
      `Merci d’avoir postulé au poste de ${position}. Votre candidature est enregistrée au fur et à mesure.`,
      'Pour la terminer, poursuivez avec vos renseignements de camionneur, vos permis, votre expérience et vos antécédents de travail, puis signez-la et envoyez-la. Vous pouvez vous arrêter à tout moment et revenir grâce au lien ci-dessous.',
    ],
    action: 'Poursuivre ma candidature',
  },
  releasesToSign: {
    subject: 'Signez les autorisations pour vos employeurs précédents',
    lines: (position: string, count: number) => [
      `Merci d’avoir postulé au poste de ${position}. Pour un poste de conducteur, la loi nous demande de vérifier vos trois dernières années auprès de vos employeurs précédents. Nous pourrons les joindre une fois que vous aurez signé une autorisation pour chacun.`,
      `Autorisations à signer\u00a0: ${count}. Ouvrez le lien ci-dessous, lisez chaque autorisation et tapez votre nom.`,
    ],
    action: 'Signer les autorisations',
  },
  releasesReminder: {
    subject: 'Rappel\u00a0: signez les autorisations pour vos employeurs précédents',
    lines: (position: string, count: number) => [
      `Votre candidature au poste de ${position} attend vos autorisations\u00a0: tant que vous ne les avez pas signées, nous ne pouvons pas joindre vos employeurs précédents.`,
      `Autorisations qui restent à signer\u00a0: ${count}. Ouvrez le lien ci-dessous, lisez chaque autorisation et tapez votre nom.`,
    ],
    action: 'Signer les autorisations',
  },
  applicationReminder: {
    subject: (position: string) => `Votre candidature au poste de ${position} vous attend`,
    lines: (position: string) => [
      `Votre candidature au poste de ${position} n’est pas encore terminée. Tout ce que vous avez entré est enregistré.`,
      'Reprenez là où vous étiez grâce au lien ci-dessous. Un recruteur voit votre candidature une fois que vous l’avez envoyée.',
    ],
    action: 'Poursuivre ma candidature',
    unsubscribe: (url: string) => `Ne plus recevoir de rappels sur les candidatures inachevées : ${url}`,
  },
  applicationReceived: {
    subject: (position: string) => `Nous avons reçu votre candidature au poste de ${position}`,
    lines: (position: string, submittedAt: string, phone: string) => [
      `Nous avons reçu votre candidature au poste de ${position} le ${submittedAt}. Merci.`,
      'La suite : un recruteur examine votre candidature, vérifie votre permis et vos antécédents de travail, puis communique avec vous par téléphone ou par courriel au sujet de la prochaine étape. Nous vous écrirons de nouveau lorsque votre candidature progressera ou sera fermée.',
      `Des questions? Appelez-nous au ${phone}.`,
    ],
  },
  applicationCancelled: {
    subject: (position: string) => `Votre candidature au poste de ${position} est annulée`,
    lines: (position: string, phone: string) => [
      `Votre candidature au poste de ${position} est annulée, comme vous l’avez demandé. Les recruteurs ne l’examineront pas.`,
      `Vous pouvez postuler de nouveau à tout poste offert. Des questions? Appelez-nous au ${phone}.`,
    ],
  },
  newApplication: {
    subject: (driver: string, position: string) => `Nouvelle candidature : ${driver} pour le poste de ${position}`,
    lines: (driver: string, position: string, submittedAt: string) => [
      `${driver} a envoyé une candidature au poste de ${position} le ${submittedAt}.`,
      'Le dossier du candidat contient les réponses, les documents et la signature; aucun n’est joint à ce courriel.',
    ],
    action: 'Ouvrir le dossier du candidat',
  },
  clearinghouseQueryDue: {
    subject: (driver: string, date: string) =>
      `Interrogation du Clearinghouse à faire au plus tard le ${date} : ${driver}`,
    annual: (driver: string, position: string, date: string) =>
      `L’interrogation annuelle du Drug and Alcohol Clearinghouse de la FMCSA pour ${driver} (${position}) est à faire au plus tard le ${date} : un camionneur embauché fait l’objet d’au moins une interrogation tous les douze mois (49 CFR 382.701).`,
    followUp: (driver: string, position: string, date: string) =>
      `Une interrogation limitée du Drug and Alcohol Clearinghouse de la FMCSA a trouvé des renseignements sur ${driver} (${position}) : une interrogation complète est à faire au plus tard le ${date}, dans les 24 heures suivant l’interrogation limitée (49 CFR 382.701).`,
    record:
      'Consignez l’interrogation et le PDF de son résultat dans le dossier du candidat. Ce rappel n’est envoyé qu’une fois pour cette interrogation.',
    action: 'Ouvrir le dossier du candidat',
  },
  reviewRequested: {
    subject: (driver: string) => `${driver} demande à consulter la réponse d’un employeur précédent`,
    lines: (driver: string, employer: string, position: string, due: string) => [
      `${driver} (${position}) demande à consulter ce que ${employer} a répondu à son sujet (49 CFR 391.23(i)).`,
      `Communiquez-lui la réponse depuis le dossier du candidat au plus tard le ${due}.`,
    ],
    action: 'Ouvrir le dossier du candidat',
  },
  reviewReleased: {
    subject: (employer: string) => `Vous pouvez maintenant lire ce que ${employer} a répondu à votre sujet`,
    lines: (employer: string) => [
      `La réponse de ${employer} sur votre travail chez eux est prête à être lue.`,
      'Si quelque chose y est inexact, vous pouvez leur demander de la corriger ou ajouter votre propre déclaration à côté.',
    ],
    action: 'Lire la réponse',
  },
  stageMessage: {
    interview: {
      subject: (position: string) => `Entrevue pour le poste de ${position}`,
      lines: (position: string, phone: string) => [
        `Bonne nouvelle : nous aimerions vous rencontrer en entrevue pour le poste de ${position}.`,
        'Un recruteur vous appellera ou vous écrira sous peu pour convenir d’un moment. Veuillez garder votre permis et votre dossier de conduite à portée de main.',
        `Des questions? Appelez-nous au ${phone}.`,
      ],
    },
    hired: {
      subject: (position: string) => `Bienvenue dans l’équipe : votre embauche au poste de ${position}`,
      lines: (position: string, phone: string) => [
        `Félicitations : nous sommes heureux de vous offrir le poste de ${position}.`,
        'Un recruteur communiquera avec vous au sujet de votre date d’entrée en fonction, de l’accueil et des documents à apporter à votre première journée.',
        `Des questions? Appelez-nous au ${phone}.`,
      ],
    },
    rejected: {
      subject: (position: string) => `Votre candidature au poste de ${position}`,
      lines: (position: string, phone: string) => [
        `Merci d’avoir postulé au poste de ${position}. Après examen de votre candidature, nous n’y donnerons pas suite pour le moment.`,
        'Votre candidature demeure dans nos dossiers.',
        `Des questions? Appelez-nous au ${phone}.`,
      ],
    },
  },
  // A previous employer's, in the language its check records (decision 030).
  verification: {
    request: {
      subject: (driver: string, carrier: string) =>
        `Demande de vérification d’emploi\u00a0: ${driver} (de la part de ${carrier})`,
      lines: (facts: Parameters<MailTexts['verification']['request']['lines']>[0]) => [
        `${facts.carrier} envisage d’embaucher ${facts.driver} pour un poste de conduite. ${facts.driver} nous a déclaré avoir travaillé pour ${facts.employer} (${facts.period}).`,
        `Veuillez répondre au plus tard le ${facts.due}\u00a0: en vertu du 49 CFR 391.23(g), un employeur précédent répond à une demande d’historique de sécurité dans les 30 jours suivant sa réception, même s’il n’y a rien à déclarer. Le formulaire ci-dessous ne demande aucun compte et ne prend que quelques minutes.`,
        `Le lien fonctionne une seule fois. Il reste ouvert jusqu’au ${facts.expires}, après ces 30 jours, pour qu’une réponse tardive puisse encore nous parvenir.`,
      ],
      release: (name: string, signedAt: string, title: string) => `${title} — signée par ${name} le ${signedAt}\u00a0:`,
      releaseTranslation: (title: string) =>
        `Traduction du transporteur, pour lecture seulement (c’est le texte anglais ci-dessus qui a été signé) — ${title}\u00a0:`,
      action: 'Répondre à la demande',
    },
    reminder: {
      subject: (driver: string, carrier: string) =>
        `Rappel\u00a0: demande de vérification d’emploi pour ${driver} (de la part de ${carrier})`,
      lines: (facts: Parameters<MailTexts['verification']['request']['lines']>[0]) => [
        `Nous n’avons pas encore reçu votre réponse au sujet de ${facts.driver}, qui a déclaré à ${facts.carrier} avoir travaillé pour ${facts.employer} (${facts.period}).`,
        `Veuillez répondre au plus tard le ${facts.due}\u00a0: en vertu du 49 CFR 391.23(g), un employeur précédent répond dans les 30 jours suivant la réception de la demande, même s’il n’y a rien à déclarer.`,
        `Le lien fonctionne une seule fois. Il reste ouvert jusqu’au ${facts.expires}, après ces 30 jours, pour qu’une réponse tardive puisse encore nous parvenir.`,
      ],
      action: 'Répondre à la demande',
    },
    copy: {
      subject: (driver: string) => `Copie de votre réponse au sujet de ${driver}`,
      lines: (facts: { driver: string; carrier: string; receivedAt: string; sha256: string }) => [
        `Merci. ${facts.carrier} a reçu votre réponse au sujet de ${facts.driver} le ${facts.receivedAt}.`,
        'Voici votre copie de ce que vous avez envoyé\u00a0:',
      ],
      fingerprint: (sha256: string) => `SHA-256 de la réponse telle qu’elle est conservée\u00a0: ${sha256}`,
    },
    withdrawn: {
      subject: (driver: string, carrier: string) => `Demande retirée\u00a0: ${driver} (de la part de ${carrier})`,
      lines: (facts: { carrier: string; driver: string; sentOn: string }) => [
        `${facts.carrier} retire la demande de vérification d’emploi au sujet de ${facts.driver} qu’elle vous a envoyée le ${facts.sentOn}.`,
        'Veuillez ne pas y répondre\u00a0: son lien n’ouvre plus le formulaire, et aucun rappel ne suivra.',
      ],
    },
    correction: {
      subject: (driver: string, carrier: string) =>
        `Correction demandée\u00a0: votre réponse au sujet de ${driver} (pour ${carrier})`,
      lines: (facts: { driver: string; carrier: string; address: string; receivedAt: string; sha256: string }) => [
        `${facts.driver} a lu la réponse à son sujet que ${facts.carrier} a reçue de vous le ${facts.receivedAt}, et vous demande de la corriger.`,
        `Comme le prévoit le 49 CFR 391.23(i), veuillez corriger toute erreur et envoyer les renseignements corrigés à ${facts.carrier}, ${facts.address}.`,
        `SHA-256 de la réponse telle qu’elle est conservée\u00a0: ${facts.sha256}`,
        `${facts.driver} a écrit\u00a0:`,
      ],
    },
  },
  privacy: {
    exportReady: {
      // The subjects say what the catalogue's `privacy.api.*Subject` say.
      subject: 'Vos données sont prêtes à télécharger',
      lines: (until: string) => [
        `Vos données sont prêtes. Le lien fonctionne jusqu’au ${until} (UTC), et seulement lorsque vous êtes connecté.`,
      ],
      action: 'Télécharger mes données',
    },
    erasure: {
      subject: 'Nous avons reçu votre demande d’effacement',
      closed: (after: string) => `Votre compte est fermé. Vos données seront effacées après le ${after}.`,
      kept: 'La loi nous oblige à conserver ces dossiers pour l’instant\u00a0:',
      record: (type: string, reason: string, until: string) => `${type}\u00a0: ${reason} ${until}`,
      until: (day: string) => `Jusqu’au ${day}.`,
      untilEmploymentEnds: 'Jusqu’à la fin de l’emploi et de la période qui la suit.',
    },
    consentRenewal: {
      subject: 'Conserver votre profil pour de futurs postes?',
      lines: (ends: string) => [
        `Vous nous avez demandé de conserver votre profil pour de futurs postes. Ce consentement prend fin le ${ends}; ensuite, votre profil suit la durée de conservation habituelle. Pour le conserver une année de plus, renouvelez-le à partir de votre compte.`,
      ],
      action: 'Renouveler ou retirer mon consentement',
    },
  },
};
