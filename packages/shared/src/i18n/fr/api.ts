import type { Catalogue } from '../catalogue-en.js';

/** French for the texts of `en/api.ts`. */
export const apiFr: Catalogue = {
  'api.emailTaken': 'Un compte existe déjà avec ce courriel.',
  'api.invalidCredentials': 'Courriel ou mot de passe invalide.',
  'api.accountDeactivated': 'Ce compte a été désactivé. Demandez à un administrateur de votre équipe de le réactiver.',
  'api.accountClosed': 'Ce compte est fermé\u00a0: son effacement a été demandé.',
  'api.accountClosedCancellable':
    'Ce compte est fermé\u00a0: vous avez demandé son effacement. Tant que l’effacement n’est pas fait, vous pouvez l’annuler et garder votre compte.',
  'api.erasureCancelled':
    'Votre demande d’effacement est annulée et votre compte est rouvert. Les candidatures retirées avec la demande restent retirées.',
  'api.emailNotVerified':
    'Veuillez confirmer votre courriel avant de vous connecter. Nous vous avons envoyé un nouveau lien de vérification.',
  'api.emailNotVerifiedRecentLink':
    'Veuillez confirmer votre courriel avant de vous connecter. Nous vous avons envoyé un lien de vérification il y a moins d’une minute\u00a0: consultez votre boîte de réception (et vos pourriels).',
  'api.emailNotVerifiedNoLink':
    'Veuillez confirmer votre courriel avant de vous connecter. Nous n’avons pas pu vous envoyer de nouveau lien de vérification pour le moment; veuillez réessayer dans quelques minutes.',
  'api.resetLinkSent':
    'Si un compte existe pour ce courriel, nous vous avons envoyé un lien de réinitialisation du mot de passe.',
  'api.registered': 'Merci. Consultez vos courriels pour continuer.',
  'api.passwordReset': 'Mot de passe réinitialisé!',
  'api.invalidOrExpiredLink': 'Lien invalide ou expiré.',
  'api.profileSaved': 'Profil enregistré!',
  'api.tooManyRequests': 'Trop de tentatives. Veuillez patienter quelques minutes, puis réessayer.',
  'api.unauthorized': 'Veuillez vous connecter pour continuer.',
  'api.forbidden': 'Vous n’avez pas accès à cette ressource.',
  'api.notFound': 'Introuvable.',
  'api.invalidId': 'L’identifiant doit être un nombre entier égal ou supérieur à 1.',
  'api.unknownDocType': 'Le type de document doit être work_permit, passport ou pr_card.',
  'api.unknownCountry': 'Ce pays n’est pas dans notre liste.',
  'api.unknownProvince': 'Cette province ou cet État n’est pas dans notre liste.',
  'api.invalidRequest': 'La requête n’est pas valide.',
  'api.nulCharacter': 'La requête contient un caractère qui n’est pas permis.',
  'api.bodyTooLarge': 'La requête est trop volumineuse.',
  'api.invalidJson': 'Le corps de la requête n’est pas du JSON valide.',
  'api.unsupportedContentType': 'Ce type de contenu n’est pas pris en charge.',
  'api.serverError': 'Une erreur s’est produite de notre côté. Veuillez réessayer.',
  'api.currentPasswordRequired': 'Entrez votre mot de passe actuel pour en choisir un nouveau.',
  'api.currentPasswordWrong': 'Votre mot de passe actuel n’est pas le bon.',
  'api.emailChanged': 'Votre courriel a été modifié. Connectez-vous avec votre nouvelle adresse.',
  'api.loggedOutEverywhere': 'Vous êtes déconnecté sur tous vos appareils.',
  'api.databaseUnavailable':
    'Le service n’est pas disponible pour le moment. Veuillez réessayer dans quelques minutes.',
  'api.mailUnavailable':
    'Nous n’avons pas pu envoyer le courriel pour le moment. Veuillez réessayer dans quelques minutes.',
};
