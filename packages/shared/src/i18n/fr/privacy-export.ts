import type { Catalogue } from '../catalogue-en.js';

/** French for the texts of `messages/privacy-export.ts`. */
export const privacyExportFr: Catalogue = {
  'privacyExport.preparing':
    'Vos données sont en préparation. Nous vous enverrons un lien par courriel dès qu’elles seront prêtes; il fonctionne pendant 24 heures, et seulement lorsque vous êtes connecté.',
  'privacyExport.readyTitle': 'Vos données sont prêtes',
  'privacyExport.readyIntro':
    'Le lien de votre courriel vous a mené ici. Téléchargez vos données pendant que vous êtes connecté.',
};
