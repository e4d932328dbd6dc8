import type { Catalogue } from '../catalogue-en.js';

/**
 * French for the texts of `messages/privacy.ts`: a driver's data, the notice at collection and the
 * carrier's registers, and the privacy page around the policy. The privacy policy and the consents'
 * wording are the carrier's own texts (the policy's French is its `privacy_policy.fr.md`); they are
 * not here.
 */
export const privacyFr: Catalogue = {
  'privacy.api.passwordRequired': 'Veuillez entrer votre mot de passe actuel pour confirmer.',
  'privacy.api.wrongPassword': 'Ce mot de passe n’est pas le bon.',
  'privacy.api.alreadyRequested': 'Votre demande d’effacement est déjà enregistrée.',
  'privacy.api.accountClosed': 'Ce compte est fermé.',
  'privacy.api.exportLinkGone':
    'Ce lien de téléchargement est expiré ou ne vous appartient pas. Demandez de nouveau vos données.',
  'privacy.api.exportReadySubject': 'Vos données sont prêtes à télécharger',
  'privacy.api.erasureReceivedSubject': 'Nous avons reçu votre demande d’effacement',
  'privacy.api.badRecordType': 'Choisissez un type de dossier dans la liste.',
  'privacy.api.holdNeedsTarget': 'Une conservation légale vise une personne, un type de dossier, ou les deux.',
  'privacy.api.notWithdrawable': 'Seule une candidature en cours ou soumise peut être retirée.',
  'privacy.api.notFound': 'Introuvable.',
  'privacy.api.endBeforeHire': 'La fin d’emploi ne peut pas précéder la date d’embauche.',
  'privacy.api.notHired': 'Seul un camionneur embauché a une fin d’emploi.',
  'privacy.api.consentUnknown': 'Consentement inconnu.',

  'privacy.page.title': 'Confidentialité',
  'privacy.page.officer': 'Personne responsable de la protection des renseignements personnels',
  'privacy.page.officerTitle': 'Personne responsable de la protection des renseignements personnels',
  'privacy.page.storage': 'Où vos renseignements sont conservés',
  'privacy.page.footerLink': 'Confidentialité',
  'privacy.page.mailFooter': 'Vos données et vos choix en matière de confidentialité',
  'privacy.page.policyVersion': 'Version\u00a0: {version}',
  'privacy.page.policyNotTranslated':
    'La version française de cette politique n’est pas encore disponible. Voici la version anglaise.',
  'privacy.page.retention': 'Conservation',
  'privacy.page.retentionUnhired':
    'Candidatures qui ne mènent pas à une embauche\u00a0: {months, plural, one {{months} mois} other {{months} mois}} après la dernière décision ou activité, puis effacées {days, plural, one {{days} jour} other {{days} jours}} plus tard.',
  'privacy.page.storageDatabase': 'Base de données\u00a0: PostgreSQL, sur le serveur {host}.',
  'privacy.page.storageDatabaseEmbedded':
    'Base de données\u00a0: la base de données intégrée au portail, sur le disque du serveur.',
  'privacy.page.storageFilesBucket':
    'Fichiers téléversés\u00a0: le compartiment de stockage «\u00a0{bucket}\u00a0», sur le serveur {host}.',
  'privacy.page.storageFilesS3':
    'Fichiers téléversés\u00a0: le compartiment de stockage «\u00a0{bucket}\u00a0» (Amazon S3, région {region}).',
  'privacy.page.storageFilesDisk': 'Fichiers téléversés\u00a0: sur le disque du serveur.',
  'privacy.page.storageMailRelay': 'Courriels\u00a0: transmis par le relais de courriel {host}.',
  'privacy.page.storageMailFiles': 'Courriels\u00a0: écrits dans des fichiers sur le disque du serveur.',
  'privacy.page.unknownHost': 'l’adresse configurée',
  'privacy.page.yourData': 'Vos données',
  'privacy.page.yourDataLink': 'Téléchargez, faites rectifier ou effacez vos données à partir de votre compte',

  'privacy.notice.title': 'Comment nous utilisons vos renseignements',
  'privacy.notice.what':
    'Nous recueillons ce que vous entrez ici et, si vous poursuivez, la demande d’emploi de camionneur\u00a0: identité, coordonnées, permis, antécédents d’emploi et d’adresses, réponses et documents.',
  'privacy.notice.why':
    'Nous les utilisons pour étudier votre candidature à nos postes et, si vous êtes embauché, pour tenir les dossiers qu’exige la réglementation du transport.',
  'privacy.notice.howLong':
    'Si vous n’êtes pas embauché, nous les effaçons environ un an après la dernière décision ou activité, à moins que vous nous demandiez de conserver votre profil.',
  'privacy.notice.where':
    'Ils sont conservés dans notre base de données et notre stockage de fichiers, et transmis par notre relais de courriel, comme l’indique la page de confidentialité.',
  'privacy.notice.contact':
    'Questions, accès, rectification ou effacement\u00a0: la personne responsable de la protection des renseignements personnels nommée sur la page de confidentialité.',
  'privacy.notice.link': 'Lire notre page de confidentialité',

  'privacy.driver.title': 'Vos données',
  'privacy.driver.intro':
    'Téléchargez ce que vous nous avez fourni, choisissez comment nous pouvons l’utiliser ou demandez-nous de l’effacer.',
  'privacy.driver.download': 'Télécharger mes données',
  'privacy.driver.downloading': 'Préparation de vos données…',
  'privacy.driver.downloaded': 'Vos données ont été téléchargées.',
  'privacy.driver.downloadFailed': 'Vos données n’ont pas pu être téléchargées. Veuillez réessayer.',
  'privacy.driver.consentsTitle': 'Vos choix',
  'privacy.driver.consentTalentPool': 'Conserver mon profil pour de futurs postes',
  'privacy.driver.consentSms': 'Me joindre par texto',
  'privacy.driver.consentFailed': 'Votre choix n’a pas pu être enregistré. Veuillez réessayer.',
  'privacy.driver.withdrawTitle': 'Retirer une candidature',
  'privacy.driver.withdraw': 'Retirer ma candidature au poste de {title}',
  'privacy.driver.withdrawn': 'Votre candidature a été retirée.',
  'privacy.driver.correctionTitle': 'Demander une rectification',
  'privacy.driver.correctionHint':
    'Une candidature signée ne peut pas être modifiée; un recruteur examine votre demande de rectification et la consigne comme une nouvelle version.',
  'privacy.driver.correctionApplication': 'Candidature',
  'privacy.driver.correctionDetail': 'Ce qui doit être rectifié',
  'privacy.driver.correctionSend': 'Envoyer la demande de rectification',
  'privacy.driver.correctionSent': 'Votre demande de rectification a été envoyée aux recruteurs.',
  'privacy.driver.eraseTitle': 'Effacer mon compte et mes données',
  'privacy.driver.eraseHint':
    'Votre compte est fermé aussitôt et vous ne pouvez plus vous connecter. Vos données sont effacées après un délai d’attente, sauf ce que la loi nous oblige à conserver; nous vous disons quoi et jusqu’à quand.',
  'privacy.driver.erasePassword': 'Votre mot de passe, pour confirmer l’effacement',
  'privacy.driver.erase': 'Effacer mon compte et mes données',
  'privacy.driver.erasureReceived': 'Votre compte est fermé. Nous effacerons vos données après le délai d’attente.',
  'privacy.driver.privacyLink': 'Comment nous traitons vos données',

  'privacy.admin.navTitle': 'Confidentialité',
  'privacy.admin.title': 'Confidentialité',
  'privacy.admin.requestsTitle': 'Registre des demandes',
  'privacy.admin.holdsTitle': 'Conservations légales',
  'privacy.admin.incidentsTitle': 'Incidents de confidentialité',
  'privacy.admin.incidentsCsv': 'Télécharger le registre des incidents (CSV)',
  'privacy.admin.sweepDryRun': 'Voir ce que l’effacement périodique effacerait',
  'privacy.admin.panelTitle': 'Confidentialité',
  'privacy.admin.erasureRequested': 'Effacement demandé',
  'privacy.admin.accountClosed': 'Compte fermé',
  'privacy.admin.noHolds': 'Aucune conservation légale.',
  'privacy.admin.employmentEnd': 'Fin d’emploi',
  'privacy.admin.saveEmploymentEnd': 'Enregistrer la fin d’emploi',

  'privacy.recordTypes.account': 'Compte et profil',
  'privacy.recordTypes.application_unhired': 'Candidatures sans embauche',
  'privacy.recordTypes.application_hired': 'Candidature d’un camionneur embauché',
  'privacy.recordTypes.investigation_file': 'Dossier d’enquête (vérifications auprès des employeurs précédents)',
  'privacy.recordTypes.clearinghouse_consent': 'Consentement au Clearinghouse et résultat de l’interrogation',
  'privacy.recordTypes.documents': 'Documents téléversés',
  'privacy.recordTypes.mail': 'Courriels qui vous ont été envoyés',

  'privacy.rules.application_unhired': 'Conservées 12 mois après la dernière décision ou activité (paramétrable).',
  'privacy.rules.application_hired':
    '49 CFR 391.51\u00a0: conservée pendant l’emploi et 3 ans après la fin de l’emploi.',
  'privacy.rules.investigation_file':
    '49 CFR 391.53\u00a0: conservé pendant l’emploi et 3 ans après la fin de l’emploi.',
  'privacy.rules.clearinghouse_consent': '49 CFR 382.703\u00a0: conservé 3 ans après la dernière interrogation.',
  'privacy.rules.legal_hold': 'Conservation légale',
};
