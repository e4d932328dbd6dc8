import type { Catalogue } from '../catalogue-en.js';

/** French for the texts of `en/corrections.ts`. */
export const correctionsFr: Catalogue = {
  'corrections.title': 'Corrections après la signature',
  'corrections.intro':
    'La candidature signée ne change jamais. Une correction est consignée à côté, comme nouvelle version, avec son auteur et sa date.',
  'corrections.versionsTitle': 'Versions consignées',
  'corrections.none': 'Aucune correction consignée.',
  'corrections.requestsTitle': 'Les demandes de correction du camionneur ou de la camionneuse',
  'corrections.noRequests': 'Le camionneur ou la camionneuse n’a demandé aucune correction.',
  'corrections.requestLine': 'Reçue le {received} · {status}',
  'corrections.requestStatus.received': 'ouverte',
  'corrections.requestStatus.in_progress': 'en cours',
  'corrections.requestStatus.done': 'répondue',
  'corrections.formTitle': 'Consigner une correction',
  'corrections.request': 'Répond à la demande',
  'corrections.noRequest': 'Aucune demande\u00a0: correction du transporteur',
  'corrections.answer': 'Réponse corrigée',
  'corrections.answerHint': 'Laquelle, telle que la candidature la nomme, p. ex. «\u00a0Étape 1 — Code postal\u00a0».',
  'corrections.corrected': 'Nouvelle réponse',
  'corrections.reason': 'Motif ou source',
  'corrections.save': 'Consigner la correction',
  'corrections.saved': 'Consignée comme version {version}.',
  'corrections.version': 'Version {version} · {at} · {by}',
  'corrections.answersRequest': 'Répond à la demande nº\u00a0{id}',
  'corrections.loadFailed': 'Les corrections n’ont pas pu être chargées.',
  'corrections.saveFailed': 'La correction n’a pas pu être consignée. Veuillez réessayer.',
  'corrections.fields.answerRequired': 'Nommez la réponse corrigée.',
  'corrections.fields.correctedRequired': 'Entrez la nouvelle réponse.',
  'corrections.api.notSigned':
    'Cette candidature n’est pas encore signée\u00a0: jusqu’à sa signature, le camionneur ou la camionneuse corrige ses réponses.',
  'corrections.api.requestNotOpen':
    'Cette demande de correction n’est pas ouverte, ou ne porte pas sur cette candidature.',
  'corrections.api.doneAnswer':
    'Corrigé\u00a0: consigné à côté de la candidature signée comme version {version}. La candidature signée elle-même ne change pas.',
};
