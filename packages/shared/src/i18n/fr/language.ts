import type { Catalogue } from '../catalogue-en.js';

/** French for the texts of `en/language.ts`. */
export const languageFr: Catalogue = {
  'language.label': 'Langue',
  'language.english': 'English',
  'language.french': 'Français',
  'language.otherVersion': 'English version',
  'language.saveFailed': 'Nous n’avons pas pu enregistrer votre langue. Veuillez réessayer.',
  'language.profileHint': 'Le portail, ses messages et ses courriels s’adressent à vous dans cette langue.',
};
