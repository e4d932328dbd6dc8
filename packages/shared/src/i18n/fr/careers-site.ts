import type { Catalogue } from '../catalogue-en.js';

/** French for the texts of `messages/careers-site.ts`. */
export const careersSiteFr: Catalogue = {
  'topBar.continueApplication': 'Poursuivre une candidature?',
  'topBar.continueYourApplication': 'Poursuivre votre candidature',
  'nav.home': 'Accueil',
  'nav.help': 'Aide',
  'nav.myAccount': 'Mon compte',
  'nav.profile': 'Profil',
  'nav.admin': 'Administration',
  'nav.logout': 'Se déconnecter',
  'nav.menu': 'Menu',
  'nav.navigation': 'Principal',
  'nav.brandFallback': 'Carrières de camionneur',
};
