import type { Catalogue } from '../catalogue-en.js';

/**
 * French for the texts of `messages/hiring.ts`: the hire, the Clearinghouse step, the investigation
 * file's permission and the driver's view of their applications. The consent the driver signs is
 * the carrier's own text, served by the API as written; it is not here.
 */
export const hiringFr: Catalogue = {
  'hiring.api.hireDateRequired': 'Veuillez entrer la date d’embauche pour passer la candidature à l’étape Embauché.',
  'hiring.api.hireDateOnlyWhenHired': 'Une date d’embauche ne va qu’avec l’étape Embauché.',
  'hiring.api.clearinghouseIncomplete':
    'Ce poste exige un permis commercial (CDL)\u00a0: terminez l’étape Clearinghouse (le consentement du camionneur, l’interrogation complète approuvée dans le portail de la FMCSA, son résultat et son PDF) avant de passer la candidature à l’étape Embauché.',
  'hiring.api.clearinghouseProhibited':
    'Selon le résultat du Clearinghouse, il est interdit au camionneur d’exercer des fonctions liées à la sécurité\u00a0: la candidature ne peut pas passer à l’étape Embauché.',
  'hiring.api.investigationsForbidden':
    'Votre compte n’est pas autorisé à voir les dossiers d’enquête. Adressez-vous à un administrateur qui l’est.',
  'hiring.api.permissionsForbidden':
    'Seul un administrateur autorisé à voir les dossiers d’enquête peut accorder ou retirer cette autorisation.',
  'hiring.api.consentAlreadySigned': 'Vous avez déjà signé ce consentement.',
  'hiring.api.consentNotOpen': 'Cette candidature n’attend pas de consentement au Clearinghouse.',
  'hiring.api.badResult': 'Choisissez un résultat\u00a0: no_violations, violations_found ou prohibited.',
  'hiring.api.certifyRequired': 'Veuillez cocher la case pour signer.',
  'hiring.api.typedNameRequired': 'Veuillez entrer votre nom complet pour signer.',
  'hiring.api.onlyPdf': 'Téléversez le résultat de l’interrogation en format PDF.',

  'hiring.results.no_violations': 'Aucune infraction',
  'hiring.results.violations_found': 'Infractions constatées',
  'hiring.results.prohibited': 'Interdit',

  'hiring.file.hireDate': 'Date d’embauche',
  'hiring.file.hiredOn': 'Embauché le {date}',
  'hiring.file.clearinghouseTitle': 'Clearinghouse de la FMCSA',
  'hiring.file.clearinghouseRequired':
    'Ce poste exige un permis commercial (CDL)\u00a0: l’étape Clearinghouse doit être terminée avant l’embauche du camionneur.',
  'hiring.file.clearinghouseNotRequired':
    'Ce poste n’exige pas de permis commercial (CDL)\u00a0: l’étape Clearinghouse est facultative.',
  'hiring.file.consent': 'Consentement du camionneur à l’interrogation limitée',
  'hiring.file.consentSigned': 'Signé par {name} le {at}',
  'hiring.file.consentWaiting': 'Pas encore signé\u00a0: le camionneur le signe à partir de son compte.',
  'hiring.file.consentKeepUntil': 'À conserver jusqu’au {date} (trois ans après la dernière interrogation)',
  'hiring.file.fullQueryApprovedOn':
    'Interrogation complète approuvée par le camionneur dans le portail de la FMCSA le',
  'hiring.file.queriedOn': 'Interrogation faite le',
  'hiring.file.result': 'Résultat',
  'hiring.file.noResult': 'Non consigné',
  'hiring.file.resultPdf': 'PDF du résultat',
  'hiring.file.uploadResultPdf': 'Téléverser le PDF du résultat',
  'hiring.file.downloadResultPdf': 'Télécharger le PDF du résultat',
  'hiring.file.save': 'Enregistrer l’étape Clearinghouse',
  'hiring.file.saved': 'Étape Clearinghouse enregistrée.',
  'hiring.file.uploaded': 'PDF du résultat téléversé.',
  'hiring.file.complete': 'Terminée',
  'hiring.file.incomplete': 'Incomplète',
  'hiring.file.nextQueryDue': 'Prochaine interrogation au plus tard le {date}',
  'hiring.file.noPermission':
    'Le dossier d’enquête (Clearinghouse et vérifications auprès des employeurs précédents) n’est visible que par les administrateurs autorisés à le voir.',

  'hiring.dashboard.queriesTitle': 'Interrogations du Clearinghouse à faire',
  'hiring.dashboard.queriesEmpty': 'Aucun camionneur embauché n’a d’interrogation à faire.',
  'hiring.dashboard.dueBy': 'Prochaine interrogation au plus tard le {date}',

  'hiring.accounts.investigations': 'Peut voir les dossiers d’enquête',
  'hiring.accounts.permissionSaved':
    '{allowed, select, false {{email} ne peut plus voir les dossiers d’enquête.} other {{email} peut maintenant voir les dossiers d’enquête.}}',

  'hiring.driver.statusTitle': 'Mes candidatures',
  'hiring.driver.noApplications': 'Vous n’avez encore aucune candidature.',
  'hiring.driver.steps.received': 'Reçue',
  'hiring.driver.steps.in_review': 'En examen',
  'hiring.driver.steps.checks': 'Vérifications en cours',
  'hiring.driver.steps.decision': 'Décision',
  'hiring.driver.stepDone': 'terminée',
  'hiring.driver.stepCurrent': 'étape en cours',
  'hiring.driver.notSent': 'Pas encore envoyée\u00a0: terminez votre candidature pour l’envoyer.',
  'hiring.driver.cancelled': 'Retirée',
  'hiring.driver.decisions.hired': 'Vous êtes embauché. Bienvenue dans l’équipe!',
  'hiring.driver.decisions.not_selected': 'Le transporteur ne donne pas suite à cette candidature.',
  'hiring.driver.checksTitle': 'Employeurs précédents joints',
  'hiring.driver.checkAsked': 'demande envoyée, pas encore de réponse',
  'hiring.driver.checkAnswered': 'a répondu',
  'hiring.driver.consentToSign':
    'Le transporteur a besoin de votre consentement pour interroger le Clearinghouse de la FMCSA sur les drogues et l’alcool.',
  'hiring.driver.consentSignLink': 'Lire et signer le consentement au Clearinghouse',
  'hiring.driver.consentSigned': 'Consentement au Clearinghouse signé.',
  'hiring.driver.consentTitle': 'Consentement au Clearinghouse',
  'hiring.driver.consentIntro':
    'Lisez le consentement ci-dessous. Entrez votre nom complet et cochez la case pour le signer.',
  'hiring.driver.typedName': 'Votre nom complet',
  'hiring.driver.certify': 'J’ai lu ce consentement et je le signe électroniquement avec mon nom entré.',
  'hiring.driver.sign': 'Signer le consentement',
  'hiring.driver.signedOn': 'Vous avez signé ce consentement le {at}.',
  'hiring.driver.backToAccount': 'Retour à mon compte',
};
