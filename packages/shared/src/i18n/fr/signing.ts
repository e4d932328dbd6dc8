import type { Catalogue } from '../catalogue-en.js';

/**
 * French for the texts of `en/signing.ts`: the screens around the signature. The
 * certification, notices and authorisations themselves are the carrier's files, served by the API
 * as written; they are not in the catalogues.
 */
export const signingFr: Catalogue = {
  'signing.title': 'Signez votre candidature',
  'signing.reviewTitle': 'Révisez votre candidature',
  'signing.reviewIntro':
    'Voici la candidature que vous vous apprêtez à signer. Pour modifier une réponse, retournez à la révision et ouvrez son étape.',
  'signing.page': 'Signature\u00a0: page {index} sur {total}',
  'signing.applyingTo': 'Employeur',
  'signing.position': 'Poste',
  'signing.dateOfApplication': 'Date de la candidature',
  'signing.yourDetails': 'Vos coordonnées',
  'signing.name': 'Nom',
  'signing.email': 'Courriel',
  'signing.mobile': 'Cellulaire',
  'signing.notAnswered': 'Sans réponse',
  'signing.licences': 'Permis de conduire',
  'signing.workHistory': 'Antécédents d’emploi',
  'signing.version': 'Version {version}',
  'signing.translationLabel': 'Traduction française, pour lecture\u00a0: c’est le texte anglais que vous acceptez.',
  'signing.accept': 'J’ai lu ce document et je l’accepte.',
  'signing.optional': 'Facultatif\u00a0: vous pouvez continuer sans l’accepter.',
  'signing.mustAccept': 'Veuillez accepter ce document pour signer votre candidature.',
  'signing.certifyTitle': 'Attester et signer',
  'signing.legalName': 'Entrez votre nom légal complet',
  'signing.legalNameHint': 'Vos prénom et nom tels qu’ils figurent à votre profil\u00a0: {name}',
  'signing.nameMismatch': 'Entrez vos prénom et nom exactement comme ils figurent à votre profil.',
  'signing.certifyRequired': 'Veuillez cocher l’attestation pour signer.',
  'signing.signedAs': 'Signé par {name} le {when}',
  'signing.continue': 'Continuer',
  'signing.backToReview': 'Retour à la révision',
  'signing.signAndSubmit': 'Signer et soumettre',
  'signing.textsFailed': 'Nous n’avons pas pu charger les documents à signer. Veuillez réessayer.',
  'signing.tryAgain': 'Réessayer',
  'signing.api.nameMismatch': 'Le nom entré ne correspond pas aux prénom et nom de votre profil.',
  'signing.api.consentMissing': 'Veuillez accepter chaque avis et autorisation obligatoire pour signer.',
  'signing.api.unknownConsent': 'Vos consentements désignent un avis ou une autorisation qui n’est pas en vigueur.',
  'signing.api.unknownText': 'Texte inconnu.',
  'signing.api.alreadySigned': 'Cette candidature a déjà été signée.',
  'signing.api.textsChanged':
    'Les avis ou autorisations ont changé depuis votre lecture. Veuillez les relire avant de signer.',
  'signing.api.applicationChanged':
    'Votre candidature a été modifiée depuis votre révision. Veuillez la réviser de nouveau avant de signer.',
  'signing.api.frozen': 'Cette candidature est signée et ne peut plus être modifiée.',
  'signing.api.documentsFrozen': 'Votre candidature est signée\u00a0: ses documents ne peuvent plus être modifiés.',
  'signing.api.historyGaps':
    'Vos antécédents d’emploi comportent un écart de plus de 30\u00a0jours qui n’est ni couvert par une période ni expliqué. Veuillez combler ou expliquer chaque écart avant de signer.',
  'signing.api.unsigned':
    'Veuillez signer votre candidature, en acceptant chaque avis et autorisation obligatoire, avant de la soumettre.',
};
