import type { Catalogue } from '../catalogue-en.js';

/**
 * French for the texts of `en/hiring.ts`: the hire, the Clearinghouse step, the investigation
 * file's permission and the driver's view of their applications. The consent the driver signs is
 * the carrier's own text, served by the API as written; it is not here.
 */
export const hiringFr: Catalogue = {
  'hiring.api.hireDateRequired': 'Veuillez entrer la date d’embauche pour passer la candidature à l’étape Embauché.',
  'hiring.api.hireDateOnlyWhenHired': 'Une date d’embauche ne va qu’avec l’étape Embauché.',
  'hiring.api.clearinghouseProhibited':
    'Selon le résultat du Clearinghouse, il est interdit au camionneur ou à la camionneuse d’exercer des fonctions liées à la sécurité\u00a0: la candidature ne peut pas passer à l’étape Embauché.',
  'hiring.api.hireConsentMissing':
    'Le camionneur ou la camionneuse n’a pas encore signé le consentement au Clearinghouse\u00a0: la signature se fait à partir de son compte.',
  'hiring.api.hireFullQueryMissing':
    'Aucune interrogation complète du Clearinghouse n’est consignée avec le PDF de son résultat\u00a0: la personne retenue pour un poste qui exige un permis commercial (CDL) n’est embauchée qu’après une telle interrogation (49 CFR 382.701).',
  'hiring.api.hireFullQueryAfterHire':
    'L’interrogation complète a été faite le {queried}, après la date d’embauche du {hired}\u00a0: la date d’embauche ne peut pas précéder l’interrogation complète préalable à l’emploi (49 CFR 382.701).',
  'hiring.api.hireRtdMissing':
    'L’interrogation complète a révélé des infractions\u00a0: la personne n’est embauchée qu’une fois consignés les documents de retour au travail, chacun daté au plus tard de la date d’embauche (49 CFR 382.217, 40.305). Manquants\u00a0: {documents}.',
  'hiring.api.hireNotReady':
    'Ce poste exige un permis commercial (CDL), et l’étape Clearinghouse ne permet pas encore cette embauche. Un administrateur autorisé à voir les dossiers d’enquête peut en donner la raison et la terminer.',
  'hiring.api.investigationsForbidden':
    'Votre compte n’est pas autorisé à voir les dossiers d’enquête. Adressez-vous à un administrateur qui l’est.',
  'hiring.api.badInvestigationsPermission': 'Choisissez true ou false pour can_view_investigations.',
  'hiring.api.permissionsForbidden':
    'Seul un administrateur autorisé à voir les dossiers d’enquête peut accorder ou retirer cette autorisation.',
  'hiring.api.consentAlreadySigned': 'Vous avez déjà signé ce consentement.',
  'hiring.api.consentNotOpen': 'Cette candidature n’attend pas de consentement au Clearinghouse.',
  'hiring.api.badQueryType': 'Choisissez le type d’interrogation\u00a0: full ou limited.',
  'hiring.api.badPurpose': 'Choisissez le motif de l’interrogation\u00a0: pre_employment ou annual.',
  'hiring.api.badResult':
    'Choisissez un résultat\u00a0: no_violations, violations_found ou prohibited pour une interrogation complète; no_information ou information_found pour une interrogation limitée.',
  'hiring.api.badFullResult':
    'Le résultat d’une interrogation complète est no_violations, violations_found ou prohibited.',
  'hiring.api.badLimitedResult': 'Le résultat d’une interrogation limitée est no_information ou information_found.',
  'hiring.api.approvalRequired':
    'Entrez la date à laquelle le camionneur ou la camionneuse a approuvé l’interrogation complète dans le portail de la FMCSA.',
  'hiring.api.approvalAfterQuery':
    'Le camionneur ou la camionneuse approuve une interrogation complète avant qu’elle soit faite\u00a0: la date d’approbation ne peut pas suivre celle de l’interrogation.',
  'hiring.api.preEmploymentIsFull':
    'Une interrogation préalable à l’emploi est une interrogation complète (49 CFR 382.701).',
  'hiring.api.limitedNotApproved':
    'Une interrogation limitée ne demande aucune approbation dans le portail de la FMCSA\u00a0: n’indiquez pas de date d’approbation.',
  'hiring.api.badRtdKind': 'Choisissez le document\u00a0: sap_report, rtd_test ou follow_up_plan.',
  'hiring.api.certifyRequired': 'Veuillez cocher la case pour signer.',
  'hiring.api.typedNameRequired': 'Veuillez entrer votre nom complet pour signer.',
  'hiring.api.onlyPdf': 'Téléversez le résultat de l’interrogation en format PDF.',
  'hiring.api.rtdOnlyPdf': 'Téléversez le document en format PDF.',

  'hiring.results.no_violations': 'Aucune infraction',
  'hiring.results.violations_found': 'Infractions constatées',
  'hiring.results.prohibited': 'Interdit',
  'hiring.results.no_information': 'Aucun renseignement',
  'hiring.results.information_found': 'Renseignements trouvés',
  'hiring.queryTypes.full': 'Interrogation complète',
  'hiring.queryTypes.limited': 'Interrogation limitée',
  'hiring.purposes.pre_employment': 'Préalable à l’emploi',
  'hiring.purposes.annual': 'Annuelle',
  'hiring.rtdKinds.sap_report': 'Rapport du professionnel en abus de substances (SAP)',
  'hiring.rtdKinds.rtd_test': 'Résultat négatif du test de retour au travail',
  'hiring.rtdKinds.follow_up_plan': 'Plan de tests de suivi',

  'hiring.file.hireDate': 'Date d’embauche',
  'hiring.file.hiredOn': 'Embauché le {date}',
  'hiring.file.clearinghouseTitle': 'Clearinghouse de la FMCSA',
  'hiring.file.clearinghouseRequired':
    'Ce poste exige un permis commercial (CDL)\u00a0: l’étape Clearinghouse doit être terminée avant l’embauche du camionneur ou de la camionneuse.',
  'hiring.file.clearinghouseNotRequired':
    'Ce poste n’exige pas de permis commercial (CDL)\u00a0: l’étape Clearinghouse est facultative.',
  'hiring.file.consent': 'Consentement du camionneur ou de la camionneuse à l’interrogation limitée',
  'hiring.file.consentSigned': 'Signé par {name} le {at}',
  'hiring.file.consentWaiting':
    'Pas encore signé\u00a0: le camionneur ou la camionneuse le signe à partir de son compte.',
  'hiring.file.consentKeepUntil': 'À conserver jusqu’au {date} (trois ans après la dernière interrogation)',
  'hiring.file.fullQueryApprovedOn':
    'Interrogation complète approuvée par le camionneur ou la camionneuse dans le portail de la FMCSA le',
  'hiring.file.queriedOn': 'Interrogation faite le',
  'hiring.file.queryType': 'Type d’interrogation',
  'hiring.file.purpose': 'Motif',
  'hiring.file.result': 'Résultat',
  'hiring.file.resultPdf': 'PDF du résultat',
  'hiring.file.choose': 'Choisissez…',
  'hiring.file.queriesTitle': 'Interrogations',
  'hiring.file.noQueries': 'Aucune interrogation consignée pour l’instant.',
  'hiring.file.approvedColumn': 'Approuvée dans le portail de la FMCSA',
  'hiring.file.dateColumn': 'Date de l’interrogation',
  'hiring.file.noPdf': 'Aucun PDF\u00a0: consignée avant que chaque interrogation garde le sien',
  'hiring.file.downloadQueryPdf': 'Télécharger le PDF du résultat de l’interrogation du {date}',
  'hiring.file.recordQueryTitle': 'Consigner une interrogation',
  'hiring.file.recordQuery': 'Consigner l’interrogation',
  'hiring.file.queryRecorded': 'Interrogation consignée.',
  'hiring.file.fullQueryDueBy':
    'Une interrogation limitée a trouvé des renseignements\u00a0: une interrogation complète est à faire au plus tard le {date}, dans les 24 heures (49 CFR 382.701).',
  'hiring.file.rtdTitle': 'Documents de retour au travail',
  'hiring.file.rtdIntro':
    'Une interrogation complète a révélé des infractions\u00a0: la personne n’est embauchée qu’avec le rapport du SAP, le résultat négatif du test de retour au travail et le plan de tests de suivi, chacun daté au plus tard de la date d’embauche.',
  'hiring.file.rtdNone': 'Aucun document de retour au travail consigné pour l’instant.',
  'hiring.file.rtdKind': 'Document',
  'hiring.file.rtdDatedOn': 'Date du document',
  'hiring.file.rtdFile': 'PDF du document',
  'hiring.file.addRtd': 'Ajouter le document',
  'hiring.file.rtdAdded': 'Document ajouté.',
  'hiring.file.downloadRtd': 'Télécharger {document} ({date})',
  'hiring.file.complete': 'Terminée',
  'hiring.file.incomplete': 'Incomplète',
  'hiring.file.nextQueryDue': 'Prochaine interrogation au plus tard le {date}',
  'hiring.file.cannotHire': 'La personne ne peut pas être embauchée le {date}\u00a0:',
  'hiring.file.checkingHire': 'Vérification de l’étape Clearinghouse…',
  'hiring.file.noPermission':
    'Le dossier d’enquête (Clearinghouse et vérifications auprès des employeurs précédents) n’est visible que par les administrateurs autorisés à le voir.',

  'hiring.dashboard.queriesTitle': 'Interrogations du Clearinghouse à faire',
  'hiring.dashboard.queriesEmpty': 'Aucune personne embauchée n’a d’interrogation à faire.',
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
  'hiring.driver.checkAsked': '{employer}\u00a0: demande envoyée, pas encore de réponse',
  'hiring.driver.checkAnswered': '{employer}\u00a0: a répondu',
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
