import type { Catalogue } from '../catalogue-en.js';

/** French for the texts of `mail-en.ts`: the mails in Quebec French (decision 032). */
export const mailFr: Catalogue = {
  'mail.greeting': 'Bonjour {firstName},',
  'mail.layout.copyLink': 'Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur\u00a0:',
  'mail.layout.privacy': 'Vos données et vos choix en matière de confidentialité (télécharger, corriger, effacer)',
  'mail.layout.labelled': '{label}\u00a0: {value}',
  'mail.verifyEmail.subject': 'Confirmez votre courriel pour {company}',
  'mail.verifyEmail.lines.0':
    'Merci d’avoir créé votre compte chez {company}. Veuillez confirmer votre adresse courriel pour poursuivre votre candidature.',
  'mail.verifyEmail.lines.1': 'Ce lien est valide pendant 48 heures.',
  'mail.verifyEmail.action': 'Confirmer mon courriel',
  'mail.accountExists.subject': 'Vous avez déjà un compte chez {company}',
  'mail.accountExists.lines.0':
    'Quelqu’un, peut-être vous, vient d’essayer de créer un compte chez {company} avec cette adresse courriel. Vous avez déjà un compte\u00a0: aucun nouveau compte n’a été créé et rien n’a été modifié.',
  'mail.accountExists.lines.1':
    'Si c’était vous, connectez-vous avec votre mot de passe; la page de connexion permet aussi de réinitialiser un mot de passe oublié.',
  'mail.accountExists.lines.2': 'Si ce n’était pas vous, vous pouvez ignorer ce courriel.',
  'mail.accountExists.action': 'Me connecter',
  'mail.passwordReset.subject': 'Réinitialisez votre mot de passe {company}',
  'mail.passwordReset.lines.0':
    'Nous avons reçu une demande de réinitialisation de votre mot de passe. Le lien ci-dessous fonctionne une seule fois, pendant 1 heure.',
  'mail.passwordReset.lines.1':
    'Si vous n’avez rien demandé, vous pouvez ignorer ce courriel\u00a0: votre mot de passe reste le même.',
  'mail.passwordReset.action': 'Réinitialiser mon mot de passe',
  'mail.passwordResetUnknown.subject': 'Aucun compte chez {company} n’utilise cette adresse',
  'mail.passwordResetUnknown.greeting': 'Bonjour,',
  'mail.passwordResetUnknown.lines.0':
    'Quelqu’un, peut-être vous, a demandé de réinitialiser le mot de passe d’un compte chez {company} pour cette adresse courriel, mais aucun compte ouvert ne l’utilise\u00a0: aucun lien de réinitialisation n’a été créé.',
  'mail.passwordResetUnknown.lines.1':
    'Si c’était vous, votre compte utilise peut-être une autre adresse courriel; vous pouvez aussi créer un compte.',
  'mail.passwordResetUnknown.lines.2': 'Si ce n’était pas vous, vous pouvez ignorer ce courriel.',
  'mail.passwordResetUnknown.action': 'Créer un compte',
  'mail.passwordChanged.subject': 'Votre mot de passe {company} a été modifié',
  'mail.passwordChanged.lines.0': 'Le mot de passe de votre compte vient d’être modifié.',
  'mail.passwordChanged.lines.1':
    'Si ce n’est pas vous qui l’avez modifié, appelez-nous au {phone} ou réinitialisez votre mot de passe à partir de la page de connexion.',
  'mail.emailChangeLink.subject': 'Confirmez votre nouveau courriel pour {company}',
  'mail.emailChangeLink.lines.0':
    'Vous avez demandé d’utiliser cette adresse pour votre compte chez {company}. Ouvrez le lien ci-dessous pour la confirmer; d’ici là, votre compte garde son courriel actuel.',
  'mail.emailChangeLink.lines.1':
    'Le lien fonctionne une seule fois, pendant 24 heures. Si vous n’avez rien demandé, ignorez ce courriel.',
  'mail.emailChangeLink.action': 'Confirmer mon nouveau courriel',
  'mail.emailChangeNotice.subject': 'Le courriel de votre compte {company} est en voie d’être modifié',
  'mail.emailChangeNotice.lines.0':
    'Une personne connectée à votre compte chez {company} a demandé de modifier son adresse courriel. La modification ne prend effet qu’une fois confirmée à partir de la nouvelle adresse.',
  'mail.emailChangeNotice.lines.1':
    'Si ce n’était pas vous, réinitialisez votre mot de passe dès maintenant\u00a0: toutes les sessions prendront fin et la modification sera annulée.',
  'mail.emailChangeNotice.action': 'Réinitialiser mon mot de passe',
  'mail.applicationStarted.subject': 'Votre candidature au poste de {position} est commencée',
  'mail.applicationStarted.lines.0':
    'Merci d’avoir postulé au poste de {position}. Votre candidature est enregistrée au fur et à mesure.',
  'mail.applicationStarted.lines.1':
    'Pour la terminer, poursuivez avec vos renseignements, vos permis, votre expérience et vos antécédents de travail, puis signez-la et envoyez-la. Vous pouvez vous arrêter à tout moment et revenir grâce au lien ci-dessous.',
  'mail.applicationStarted.action': 'Poursuivre ma candidature',
  'mail.releasesToSign.subject': 'Signez les autorisations pour vos employeurs précédents',
  'mail.releasesToSign.lines.0':
    'Merci d’avoir postulé au poste de {position}. Pour un poste de conduite, la loi nous demande de vérifier vos trois dernières années auprès de vos employeurs précédents. Nous pourrons les joindre une fois que vous aurez signé une autorisation pour chacun.',
  'mail.releasesToSign.lines.1':
    'Autorisations à signer\u00a0: {count}. Ouvrez le lien ci-dessous, lisez chaque autorisation et tapez votre nom.',
  'mail.releasesToSign.action': 'Signer les autorisations',
  'mail.releasesReminder.subject': 'Rappel\u00a0: signez les autorisations pour vos employeurs précédents',
  'mail.releasesReminder.lines.0':
    'Votre candidature au poste de {position} attend vos autorisations\u00a0: tant que vous ne les avez pas signées, nous ne pouvons pas joindre vos employeurs précédents.',
  'mail.releasesReminder.lines.1':
    'Autorisations qui restent à signer\u00a0: {count}. Ouvrez le lien ci-dessous, lisez chaque autorisation et tapez votre nom.',
  'mail.releasesReminder.action': 'Signer les autorisations',
  'mail.applicationReminder.subject': 'Votre candidature au poste de {position} vous attend',
  'mail.applicationReminder.lines.0':
    'Votre candidature au poste de {position} n’est pas encore terminée. Tout ce que vous avez entré est enregistré.',
  'mail.applicationReminder.lines.1':
    'Reprenez là où vous étiez grâce au lien ci-dessous. Un recruteur voit votre candidature une fois que vous l’avez envoyée.',
  'mail.applicationReminder.action': 'Poursuivre ma candidature',
  'mail.applicationReminder.unsubscribe': 'Ne plus recevoir de rappels sur les candidatures inachevées\u00a0: {url}',
  'mail.applicationReceived.subject': 'Nous avons reçu votre candidature au poste de {position}',
  'mail.applicationReceived.lines.0':
    'Nous avons reçu votre candidature au poste de {position} le {submittedAt}. Merci.',
  'mail.applicationReceived.lines.1':
    'La suite\u00a0: un recruteur examine votre candidature, vérifie votre permis et vos antécédents de travail, puis communique avec vous par téléphone ou par courriel au sujet de la prochaine étape. Nous vous écrirons de nouveau lorsque votre candidature progressera ou sera fermée.',
  'mail.applicationReceived.lines.2': 'Des questions? Appelez-nous au {phone}.',
  'mail.applicationCancelled.subject': 'Votre candidature au poste de {position} est annulée',
  'mail.applicationCancelled.lines.0':
    'Votre candidature au poste de {position} est annulée, comme vous l’avez demandé. Les recruteurs ne l’examineront pas.',
  'mail.applicationCancelled.lines.1':
    'Vous pouvez postuler de nouveau à tout poste offert. Des questions? Appelez-nous au {phone}.',
  'mail.newApplication.subject': 'Nouvelle candidature\u00a0: {driver} pour le poste de {position}',
  'mail.newApplication.lines.0': '{driver} a envoyé une candidature au poste de {position} le {submittedAt}.',
  'mail.newApplication.lines.1':
    'Le dossier du candidat contient les réponses, les documents et la signature; aucun n’est joint à ce courriel.',
  'mail.newApplication.action': 'Ouvrir le dossier du candidat',
  'mail.clearinghouseQueryDue.subject': 'Interrogation du Clearinghouse à faire au plus tard le {date}\u00a0: {driver}',
  'mail.clearinghouseQueryDue.annual':
    'L’interrogation annuelle du Drug and Alcohol Clearinghouse de la FMCSA pour {driver} ({position}) est à faire au plus tard le {date}\u00a0: une personne embauchée fait l’objet d’au moins une interrogation tous les douze mois (49 CFR 382.701).',
  'mail.clearinghouseQueryDue.followUp':
    'Une interrogation limitée du Drug and Alcohol Clearinghouse de la FMCSA a trouvé des renseignements sur {driver} ({position})\u00a0: une interrogation complète est à faire au plus tard le {date}, dans les 24 heures suivant l’interrogation limitée (49 CFR 382.701).',
  'mail.clearinghouseQueryDue.record':
    'Consignez l’interrogation et le PDF de son résultat dans le dossier du candidat. Ce rappel n’est envoyé qu’une fois pour cette interrogation.',
  'mail.clearinghouseQueryDue.action': 'Ouvrir le dossier du candidat',
  'mail.reviewRequested.subject': '{driver} demande à consulter la réponse d’un employeur précédent',
  'mail.reviewRequested.lines.0':
    '{driver} ({position}) demande à consulter ce que {employer} a répondu à son sujet (49 CFR 391.23(i)).',
  'mail.reviewRequested.lines.1': 'Communiquez-lui la réponse depuis le dossier du candidat au plus tard le {due}.',
  'mail.reviewRequested.action': 'Ouvrir le dossier du candidat',
  'mail.recruiterMessage.subject': 'Un message de {company} au sujet du poste de {position}',
  'mail.recruiterMessage.lines.0':
    '{recruiter}, de {company}, vous a envoyé un message au sujet de votre candidature au poste de {position}.',
  'mail.recruiterMessage.lines.1': 'Connectez-vous pour le lire et y répondre depuis la page de vos candidatures.',
  'mail.recruiterMessage.action': 'Lire le message',
  'mail.driverMessage.subject': '{driver} a répondu au sujet du poste de {position}',
  'mail.driverMessage.lines.0':
    '{driver} a envoyé un message au sujet de sa candidature au poste de {position} le {sentAt}.',
  'mail.driverMessage.lines.1': 'Lisez-le dans l’historique du candidat.',
  'mail.driverMessage.action': 'Ouvrir le dossier du candidat',
  'mail.reviewReleased.subject': 'Vous pouvez maintenant lire ce que {employer} a répondu à votre sujet',
  'mail.reviewReleased.lines.0': 'La réponse de {employer} sur votre travail chez eux est prête à être lue.',
  'mail.reviewReleased.lines.1':
    'Si quelque chose y est inexact, vous pouvez leur demander de la corriger ou ajouter votre propre déclaration à côté.',
  'mail.reviewReleased.action': 'Lire la réponse',
  'mail.stageMessage.interview.subject': 'Entrevue pour le poste de {position}',
  'mail.stageMessage.interview.lines.0':
    'Bonne nouvelle\u00a0: nous aimerions vous rencontrer en entrevue pour le poste de {position}.',
  'mail.stageMessage.interview.lines.1':
    'Un recruteur vous appellera ou vous écrira sous peu pour convenir d’un moment. Veuillez garder votre permis et votre dossier de conduite à portée de main.',
  'mail.stageMessage.interview.lines.2': 'Des questions? Appelez-nous au {phone}.',
  'mail.stageMessage.hired.subject': 'Bienvenue dans l’équipe\u00a0: votre embauche au poste de {position}',
  'mail.stageMessage.hired.lines.0': 'Félicitations\u00a0: nous sommes heureux de vous offrir le poste de {position}.',
  'mail.stageMessage.hired.lines.1':
    'Un recruteur communiquera avec vous au sujet de votre date d’entrée en fonction, de l’accueil et des documents à apporter à votre première journée.',
  'mail.stageMessage.hired.lines.2': 'Des questions? Appelez-nous au {phone}.',
  'mail.stageMessage.rejected.subject': 'Votre candidature au poste de {position}',
  'mail.stageMessage.rejected.lines.0':
    'Merci d’avoir postulé au poste de {position}. Après examen de votre candidature, nous n’y donnerons pas suite pour le moment.',
  'mail.stageMessage.rejected.lines.1': 'Votre candidature demeure dans nos dossiers.',
  'mail.stageMessage.rejected.lines.2': 'Des questions? Appelez-nous au {phone}.',
  'mail.verification.request.subject': 'Demande de vérification d’emploi\u00a0: {driver} (de la part de {carrier})',
  'mail.verification.request.lines.0':
    '{carrier} envisage d’embaucher {driver} pour un poste de conduite. {driver} nous a déclaré avoir travaillé pour {employer} ({period}).',
  'mail.verification.request.lines.1':
    'Veuillez répondre au plus tard le {due}\u00a0: en vertu du 49 CFR 391.23(g), un employeur précédent répond à une demande d’historique de sécurité dans les 30 jours suivant sa réception, même s’il n’y a rien à déclarer. Le formulaire ci-dessous ne demande aucun compte et ne prend que quelques minutes.',
  'mail.verification.request.lines.2':
    'Le lien fonctionne une seule fois. Il reste ouvert jusqu’au {expires}, après ces 30 jours, pour qu’une réponse tardive puisse encore nous parvenir.',
  'mail.verification.request.release': '{title} — signée par {name} le {signedAt}\u00a0:',
  'mail.verification.request.releaseTranslation':
    'Traduction du transporteur, pour lecture seulement (c’est le texte anglais ci-dessus qui a été signé) — {title}\u00a0:',
  'mail.verification.request.action': 'Répondre à la demande',
  'mail.verification.reminder.subject':
    'Rappel\u00a0: demande de vérification d’emploi pour {driver} (de la part de {carrier})',
  'mail.verification.reminder.lines.0':
    'Nous n’avons pas encore reçu votre réponse au sujet de {driver}, qui a déclaré à {carrier} avoir travaillé pour {employer} ({period}).',
  'mail.verification.reminder.lines.1':
    'Veuillez répondre au plus tard le {due}\u00a0: en vertu du 49 CFR 391.23(g), un employeur précédent répond dans les 30 jours suivant la réception de la demande, même s’il n’y a rien à déclarer.',
  'mail.verification.reminder.lines.2':
    'Le lien fonctionne une seule fois. Il reste ouvert jusqu’au {expires}, après ces 30 jours, pour qu’une réponse tardive puisse encore nous parvenir.',
  'mail.verification.reminder.action': 'Répondre à la demande',
  'mail.verification.copy.subject': 'Copie de votre réponse au sujet de {driver}',
  'mail.verification.copy.lines.0': 'Merci. {carrier} a reçu votre réponse au sujet de {driver} le {receivedAt}.',
  'mail.verification.copy.lines.1': 'Voici votre copie de ce que vous avez envoyé\u00a0:',
  'mail.verification.copy.fingerprint': 'SHA-256 de la réponse telle qu’elle est conservée\u00a0: {sha256}',
  'mail.verification.withdrawn.subject': 'Demande retirée\u00a0: {driver} (de la part de {carrier})',
  'mail.verification.withdrawn.lines.0':
    '{carrier} retire la demande de vérification d’emploi au sujet de {driver} qu’elle vous a envoyée le {sentOn}.',
  'mail.verification.withdrawn.lines.1':
    'Veuillez ne pas y répondre\u00a0: son lien n’ouvre plus le formulaire, et aucun rappel ne suivra.',
  'mail.verification.correction.subject':
    'Correction demandée\u00a0: votre réponse au sujet de {driver} (pour {carrier})',
  'mail.verification.correction.lines.0':
    '{driver} a lu la réponse à son sujet que {carrier} a reçue de vous le {receivedAt}, et vous demande de la corriger.',
  'mail.verification.correction.lines.1':
    'Comme le prévoit le 49 CFR 391.23(i), veuillez corriger toute erreur et envoyer les renseignements corrigés à {carrier}, {address}.',
  'mail.verification.correction.lines.2': 'SHA-256 de la réponse telle qu’elle est conservée\u00a0: {sha256}',
  'mail.verification.correction.lines.3': '{driver} a écrit\u00a0:',
  'mail.privacy.exportReady.lines.0':
    'Vos données sont prêtes. Le lien fonctionne jusqu’au {until} (UTC), et seulement lorsque vous êtes connecté.',
  'mail.privacy.exportReady.action': 'Télécharger mes données',
  'mail.privacy.erasure.closed': 'Votre compte est fermé. Vos données seront effacées après le {after}.',
  'mail.privacy.erasure.kept': 'La loi nous oblige à conserver ces dossiers pour l’instant\u00a0:',
  'mail.privacy.erasure.record': '{type}\u00a0: {reason} {until}',
  'mail.privacy.erasure.until': 'Jusqu’au {day}.',
  'mail.privacy.erasure.untilEmploymentEnds': 'Jusqu’à la fin de l’emploi et de la période qui la suit.',
  'mail.privacy.consentRenewal.subject': 'Conserver votre profil pour de futurs postes?',
  'mail.privacy.consentRenewal.lines.0':
    'Vous nous avez demandé de conserver votre profil pour de futurs postes. Ce consentement prend fin le {ends}; ensuite, votre profil suit la durée de conservation habituelle. Pour le conserver une année de plus, renouvelez-le à partir de votre compte.',
  'mail.privacy.consentRenewal.action': 'Renouveler ou retirer mon consentement',
  'mail.unsubscribePage.title': 'Rappels arrêtés',
  'mail.unsubscribePage.done':
    'Vous ne recevrez plus de rappels sur les candidatures inachevées. Les courriels sur votre compte et vos candidatures continuent d’arriver comme avant.',
  'mail.unsubscribePage.invalid': 'Ce lien n’est pas valide. Veuillez utiliser le lien de votre plus récent rappel.',
  'mail.teamInvitation.greeting': 'Bonjour,',
  'mail.teamInvitation.subject': 'Rejoignez l’équipe de recrutement de {company}',
  'mail.teamInvitation.lines.0':
    '{inviter} vous invite au portail de recrutement de {company}, avec le rôle «\u00a0{role}\u00a0».',
  'mail.teamInvitation.lines.1':
    'Ouvrez le lien ci-dessous pour entrer votre nom et choisir un mot de passe. Il fonctionne une seule fois, pendant {hours, plural, one {# heure} other {# heures}}.',
  'mail.teamInvitation.lines.2': 'Si vous n’attendiez pas cette invitation, vous pouvez ignorer ce courriel.',
  'mail.teamInvitation.action': 'Accepter l’invitation',
};
